import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The e-mails the middleware of a run wrote to its data folder's `outbox/` as `.eml` files
 * (DECISIONS.md "Accounts and sessions"), and the links in them.
 */
export function outboxOf(dataDir: string) {
  const dir = join(dataDir, 'outbox');

  const readAll = async () => {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort();
    return Promise.all(names.map(async (name) => readFile(join(dir, name), 'utf8')));
  };

  const messagesTo = async (to: string, since: number) =>
    (await readAll()).slice(since).filter((raw) => /^To: (.+)$/m.exec(raw)?.[1]?.trim() === to);

  return {
    /** How many messages there are now; pass it as `since` to wait for a newer one. */
    count: async () => (await readAll()).length,
    /**
     * The decoded text of the `nth` message (1 = the first) to `to` from message `since` on,
     * waiting for it to arrive.
     */
    async waitForMessage(to: string, since = 0, nth = 1): Promise<string> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const raw = (await messagesTo(to, since))[nth - 1];
        if (raw !== undefined) {
          return decodeQuotedPrintable(raw);
        }
        if (Date.now() > deadline) {
          throw new Error(`no e-mail number ${nth} to ${to} in ${dir}`);
        }
        await new Promise((wake) => setTimeout(wake, 50));
      }
    },
    /** The `/<page>?token=` link of the newest message to `to` from message `since` on, waiting for it. */
    async waitForLink(to: string, page: string, since = 0): Promise<URL> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const link = (await messagesTo(to, since))
          .map((raw) => linkIn(raw, page))
          .findLast((found) => found !== undefined);
        if (link) {
          return new URL(link);
        }
        if (Date.now() > deadline) {
          throw new Error(`no e-mail to ${to} with a /${page} link in ${dir}`);
        }
        await new Promise((wake) => setTimeout(wake, 50));
      }
    },
  };
}

/** Undoes quoted-printable: soft line breaks and `=XX` escapes (the `=` of `?token=` is `=3D`). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

/**
 * The link in a message, looked for in its decoded forms first (quoted-printable, then base64
 * parts) and in the raw text last: a link read from raw quoted-printable would keep the `3D` of
 * `=3D` and lose whatever follows a soft line break.
 */
function linkIn(raw: string, page: string): string | undefined {
  const base64Parts = [
    ...raw.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:.+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    ),
  ].map((match) => Buffer.from((match[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'));
  const pattern = new RegExp(`https?://[^\\s"<>]+/${page}\\?token=[\\w-]+`);
  for (const text of [decodeQuotedPrintable(raw), ...base64Parts, raw]) {
    const found = pattern.exec(text)?.[0];
    if (found) {
      return found;
    }
  }
  return undefined;
}
