import { AppError, isKnownErrorCode } from '@folio/core';
import type { AuthenticatedUser } from '@folio/server';

import type { ServiceConfig } from '../config';

/** Codes of the middleware's validate call that are about the token and end the session. */
const TOKEN_REFUSALS = new Set([
  'SESSION_EXPIRED',
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'UNAUTHORIZED',
]);

const MAX_CACHED = 10_000;

/**
 * Asks the middleware whether an access token's session is still open (`GET /auth/validate`
 * with the token as bearer). A positive answer is trusted for `sessionCheckCacheMs`, so a batch of
 * utility calls costs one check; a revocation therefore reaches the service within that time. A
 * middleware that cannot answer is SERVICE_UNAVAILABLE: it says nothing about the session.
 */
export function createSessionCheck(
  config: Pick<ServiceConfig, 'middlewareUrl' | 'sessionCheckCacheMs'>,
  fetchImpl: typeof fetch = fetch,
): (token: string, user: AuthenticatedUser) => Promise<void> {
  const openUntil = new Map<string, number>();
  return async (token, user) => {
    const cached = openUntil.get(user.tokenId);
    if (cached !== undefined && cached > Date.now()) {
      return;
    }
    let response: Response;
    try {
      response = await fetchImpl(`${config.middlewareUrl}/auth/validate`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: 'middleware unreachable for a session check',
        cause: error,
      });
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { errorCode?: unknown };
      const code = typeof body.errorCode === 'string' ? body.errorCode : '';
      if (TOKEN_REFUSALS.has(code) && isKnownErrorCode(code)) {
        throw new AppError(code, { message: 'session refused by the middleware' });
      }
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: `session check answered ${response.status}`,
      });
    }
    await response.body?.cancel();
    if (config.sessionCheckCacheMs > 0) {
      if (openUntil.size >= MAX_CACHED) {
        openUntil.clear();
      }
      openUntil.set(user.tokenId, Date.now() + config.sessionCheckCacheMs);
    }
  };
}
