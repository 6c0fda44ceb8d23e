import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import { findMailLink } from '../mail-text';

/** A message the test SMTP server received. */
export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server in the test process, and what it received. */
export type SmtpInbox = {
  /** `smtp://127.0.0.1:<port>`, for `FOLIO_SMTP_URL`. */
  url: string;
  messages: ReceivedMail[];
  /**
   * The link to `/<page>` of the newest message to `to` among those received from index `since`
   * on (`messages.length` before the action, to wait for a new one), waiting for it to arrive.
   */
  waitForLink(to: string, page: string, since?: number): Promise<string>;
  close(): Promise<void>;
};

/** Starts an SMTP server on a free local port that keeps every message it is sent. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const address = await new Promise<AddressInfo>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () =>
      resolve(listening.address() as AddressInfo),
    );
  });

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    async waitForLink(to, page, since = 0) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const link = messages
          .slice(since)
          .filter((message) => message.to.includes(to))
          .map((message) => findMailLink(message.raw, page))
          .findLast((found) => found !== undefined);
        if (link) {
          return link;
        }
        if (Date.now() > deadline) {
          throw new Error(`no e-mail to ${to} with a /${page} link`);
        }
        await new Promise((wake) => setTimeout(wake, 20));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
