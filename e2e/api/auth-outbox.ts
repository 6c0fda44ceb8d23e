import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The e-mails of a test run, as the middleware writes them without an SMTP server
 * (DECISIONS.md: `.eml` files in the data folder's `outbox/`), and the links in them.
 */
export function outboxOf(dataDir: string) {
  const dir = join(dataDir, 'outbox');

  const readAll = async () => {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort();
    return Promise.all(
      names.map(async (name) => ({ name, raw: await readFile(join(dir, name), 'utf8') })),
    );
  };

  return {
    /** How many messages there are now; pass it as `since` to wait for a newer one. */
    count: async () => (await readAll()).length,
    /** The `/<page>?token=` link of the newest message to `to` from message `since` on, waiting for it. */
    async waitForLink(to: string, page: string, since = 0): Promise<URL> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const messages = (await readAll())
          .slice(since)
          .filter(({ raw }) => recipientOf(raw) === to);
        const link = messages
          .map(({ raw }) => linkIn(raw, page))
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

function recipientOf(raw: string): string | undefined {
  return /^To: (.+)$/m.exec(raw)?.[1]?.trim();
}

/** The link in a message's text parts, decoded from quoted-printable or base64. */
function linkIn(raw: string, page: string): string | undefined {
  const decoded = [
    raw,
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    ...[
      ...raw.matchAll(
        /Content-Transfer-Encoding: base64\r?\n(?:.+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
      ),
    ].map((match) => Buffer.from((match[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8')),
  ].join('\n');
  return new RegExp(`https?://[^\\s"<>]+/${page}\\?token=[\\w-]+`).exec(decoded)?.[0];
}
