import type { MailConfig } from '../config';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** One e-mail. `link` is the action the message carries, logged when there is no mail server. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
};

/** Sends e-mail; `send` resolves once the message is handed over, and throws when it cannot be. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** Where the mailer reports what it did: pino's shape, so `app.log` fits. */
export type MailLog = { info(object: object, message: string): void };

/**
 * DECISIONS.md "Accounts and sessions": SMTP through nodemailer when `FOLIO_SMTP_URL` is set;
 * otherwise every message becomes an `.eml` file in the data folder's `outbox/` and its link is
 * logged, so a local user can verify an account with no mail server.
 */
export function createMailer(config: MailConfig, log: MailLog): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.from)
    : createOutboxMailer(config.outboxDir, config.from, log);
}
