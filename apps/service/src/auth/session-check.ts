import type { AuthenticatedUser } from '@folio/server';

import type { ServiceConfig } from '../config';
import { validateAtMiddleware } from './middleware-validate';

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
    await validateAtMiddleware(config, token, fetchImpl);
    if (config.sessionCheckCacheMs > 0) {
      if (openUntil.size >= MAX_CACHED) {
        openUntil.clear();
      }
      openUntil.set(user.tokenId, Date.now() + config.sessionCheckCacheMs);
    }
  };
}
