import type { SessionHandler } from '../session-middleware';

import type { FolioAuth } from './auth';
import type { Clock } from './retrying-fetch';

/** The token pair of a login or refresh (auth.yaml `TokenPairResponse`). */
export type TokenPair = { access_token: string; refresh_token: string };

/** A session the client keeps in memory, and the username its tokens are for. */
export type TokenSession = SessionHandler & {
  /** The signed-in user (the access token's subject). */
  username: () => string;
  /** The current pair, e.g. to store it and resume later without the password. */
  tokens: () => TokenPair;
};

/** An access token this close to its end is renewed before it is sent. */
const EXPIRY_MARGIN_MS = 30_000;

/** The claims the client reads from a JWT, without checking it (the servers do). */
export function readJwtClaims(token: string): { sub?: string; exp?: number } {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown; exp?: unknown };
    return {
      ...(typeof claims.sub === 'string' ? { sub: claims.sub } : {}),
      ...(typeof claims.exp === 'number' ? { exp: claims.exp } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * The session of a login, kept in memory: an access token about to expire is renewed before it
 * is sent, and a 401 renews it through the SDK's session middleware. The refresh token is single
 * use (DECISIONS.md "Accounts and sessions"), so concurrent renewals share one call.
 */
export function createTokenSession(
  first: TokenPair,
  auth: Pick<FolioAuth, 'refresh'>,
  clock: Pick<Clock, 'now'>,
): TokenSession {
  let pair = first;
  let renewing: Promise<string> | undefined;

  const renew = (): Promise<string> => {
    renewing ??= auth
      .refresh(pair.refresh_token)
      .then((renewed) => {
        pair = { access_token: renewed.access_token, refresh_token: renewed.refresh_token };
        return pair.access_token;
      })
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  };

  const isExpiring = () => {
    const { exp } = readJwtClaims(pair.access_token);
    return exp !== undefined && exp * 1000 - clock.now() < EXPIRY_MARGIN_MS;
  };

  return {
    getAccessToken: () => (isExpiring() ? renew() : pair.access_token),
    refresh: renew,
    username: () => readJwtClaims(pair.access_token).sub ?? '',
    tokens: () => pair,
  };
}
