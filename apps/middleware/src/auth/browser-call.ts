import type { FastifyRequest } from 'fastify';

/**
 * True when a call comes from the web app in a browser: its `Origin` is the public URL's or an
 * allowed CORS origin. Browsers set `Origin` on every POST and page scripts cannot change it;
 * the CLI and SDK scripts send none. The web app may log in without the account key when the
 * browser does not hold it (DECISIONS.md); API clients must send it. A script can forge the
 * header, so this decides which rule applies to a well-behaved client, and is not a defence:
 * argon2id, the rate limits and verified addresses are.
 */
export function isBrowserCall(
  request: FastifyRequest,
  config: { publicUrl: string; corsOrigins: string[] },
): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') {
    return false;
  }
  return origin === new URL(config.publicUrl).origin || config.corsOrigins.includes(origin);
}
