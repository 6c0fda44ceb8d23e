import { createTransport } from 'nodemailer';

import type { Mailer } from './mailer';

/** Sends through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://...`). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close() {
      transport.close();
    },
  };
}
