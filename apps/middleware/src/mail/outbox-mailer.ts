import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { createTransport } from 'nodemailer';

import type { MailLog, Mailer } from './mailer';

/**
 * Writes each message as an `.eml` file (what a mail client opens) into `outboxDir`, named so
 * that they sort by time, and logs its link. Files are written aside and renamed into place, so a
 * reader polling the folder never sees half a message.
 */
export function createOutboxMailer(outboxDir: string, from: string, log: MailLog): Mailer {
  // nodemailer's stream transport builds the RFC 5322 message without sending it anywhere.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await composer.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const partial = join(outboxDir, `.${name}.part`);
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, join(outboxDir, name));
      log.info(
        { to: message.to, subject: message.subject, link: message.link, file: name },
        'e-mail written to the outbox',
      );
    },
    close() {
      composer.close();
    },
  };
}
