import type { MailConfig } from '../config';
import type { MailLog, Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

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
