import type { Language } from '@folio/core';

/** The confirmations of the auth calls (`message` of their answers). */
export type AuthMessage =
  'registered' | 'verified' | 'loggedOut' | 'resetLinkSent' | 'passwordReset';

// Server-side texts in both languages; SPEC §7 gives the Spanish reset confirmation word for word.
const MESSAGES: Record<Language, Record<AuthMessage, string>> = {
  en: {
    registered: 'Your account was created. Open the link we sent to your email to verify it.',
    verified: 'Your account is verified. You can log in now.',
    loggedOut: 'You are logged out.',
    resetLinkSent: 'The password reset link was sent to your inbox',
    passwordReset: 'Your password was changed. Log in with the new one.',
  },
  sp: {
    registered:
      'Su cuenta fue creada. Abra el enlace que le enviamos por correo electrónico para verificarla.',
    verified: 'Su cuenta está verificada. Ya puede iniciar sesión.',
    loggedOut: 'Ha cerrado la sesión.',
    resetLinkSent: 'El link de restablecimiento de contraseña fue enviado a su bandeja de entrada',
    passwordReset: 'Su contraseña fue cambiada. Inicie sesión con la nueva.',
  },
};

/** The confirmation to answer in a language. */
export function authMessage(language: Language, message: AuthMessage): string {
  return MESSAGES[language][message];
}
