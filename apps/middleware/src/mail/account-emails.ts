import type { Language } from '@folio/core';

import { escapeHtml } from '../web/escape-html';
import type { MailMessage } from './mailer';
import { formatUtcInstant } from './utc-instant';

/** The e-mails of the account flows. */
export type AccountEmailKind =
  'verifyAccount' | 'resetPassword' | 'accountErasureScheduled' | 'accountDeleted';

type Template = { subject: string; intro: string; action: string; outro: string };

// Server-side texts in both languages (SPEC §1), kept beside the only code that sends them.
const TEMPLATES: Record<Language, Record<AccountEmailKind, Template>> = {
  en: {
    verifyAccount: {
      subject: 'Verify your Folio account',
      intro: 'Thank you for registering with Folio. Open this link to verify your account:',
      action: 'Verify my account',
      outro:
        'The link works once and expires in 48 hours. If you did not register, ignore this email.',
    },
    resetPassword: {
      subject: 'Reset your Folio password',
      intro:
        'We received a request to reset the password of your Folio account. Open this link to choose a new one:',
      action: 'Choose a new password',
      outro:
        'The link works once and expires in 30 minutes. If you did not ask for it, ignore this email: your password stays the same.',
    },
    accountErasureScheduled: {
      subject: 'Your Folio account will be deleted',
      intro:
        'As you asked, your Folio account will be deleted on {date}, with every file, extraction result, document database record and conversation it holds. Until then you can keep it: sign in to Folio and the deletion is cancelled.',
      action: 'Sign in and keep my account',
      outro:
        'You have been signed out of every device. If you did not ask for this, sign in now and change your password.',
    },
    accountDeleted: {
      subject: 'Your Folio account has been deleted',
      intro:
        'As you asked, your Folio account has been deleted, with every file, extraction result, document database record and conversation it held. Nothing of it is kept.',
      action: 'Open Folio',
      outro:
        'This address can register again whenever you wish. If you did not ask for this, write to us by replying to this email.',
    },
  },
  sp: {
    verifyAccount: {
      subject: 'Verifique su cuenta de Folio',
      intro: 'Gracias por registrarse en Folio. Abra este enlace para verificar su cuenta:',
      action: 'Verificar mi cuenta',
      outro:
        'El enlace funciona una sola vez y caduca en 48 horas. Si no se registró, ignore este correo.',
    },
    resetPassword: {
      subject: 'Restablezca su contraseña de Folio',
      intro:
        'Recibimos una solicitud para restablecer la contraseña de su cuenta de Folio. Abra este enlace para elegir una nueva:',
      action: 'Elegir una nueva contraseña',
      outro:
        'El enlace funciona una sola vez y caduca en 30 minutos. Si no la solicitó, ignore este correo: su contraseña no cambia.',
    },
    accountErasureScheduled: {
      subject: 'Su cuenta de Folio será eliminada',
      intro:
        'Como solicitó, su cuenta de Folio será eliminada el {date}, con todos los archivos, resultados de extracción, registros de la base documental y conversaciones que contiene. Hasta entonces puede conservarla: inicie sesión en Folio y la eliminación se cancelará.',
      action: 'Iniciar sesión y conservar mi cuenta',
      outro:
        'Se cerró la sesión en todos sus dispositivos. Si no lo solicitó, inicie sesión ahora y cambie su contraseña.',
    },
    accountDeleted: {
      subject: 'Su cuenta de Folio ha sido eliminada',
      intro:
        'Como solicitó, su cuenta de Folio ha sido eliminada, con todos los archivos, resultados de extracción, registros de la base documental y conversaciones que contenía. No se conserva nada de ello.',
      action: 'Abrir Folio',
      outro:
        'Esta dirección puede registrarse de nuevo cuando lo desee. Si no lo solicitó, escríbanos respondiendo a este correo.',
    },
  },
};

const GREETING: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  sp: (name) => `Hola, ${name}:`,
};

/**
 * An account e-mail in the user's language, as plain text and as simple HTML; `date` fills the
 * template's `{date}` (the erasure's due time).
 */
export function renderAccountEmail(
  kind: AccountEmailKind,
  language: Language,
  values: { to: string; name: string; link: string; date?: Date },
): MailMessage {
  const { date } = values;
  const base = TEMPLATES[language][kind];
  const template =
    date === undefined
      ? base
      : { ...base, intro: base.intro.replace('{date}', formatUtcInstant(language, date)) };
  const greeting = GREETING[language](values.name);
  const text = [
    greeting,
    '',
    template.intro,
    '',
    values.link,
    '',
    template.outro,
    '',
    'Folio',
  ].join('\n');
  // The name is what the user typed; it must not become markup in their mailbox.
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(template.intro)}</p>`,
    `<p><a href="${escapeHtml(values.link)}">${escapeHtml(template.action)}</a></p>`,
    `<p>${escapeHtml(values.link)}</p>`,
    `<p>${escapeHtml(template.outro)}</p>`,
    '<p>Folio</p>',
  ].join('\n');
  return { to: values.to, subject: template.subject, text, html, link: values.link };
}
