import { type AuthenticatedUser } from '@folio/server';

import type { ServiceConfig } from '../config';
import { validateAtMiddleware } from './middleware-validate';

/**
 * Checks an API key sent to the service: only the middleware holds keys (by digest), so every
 * call asks it, uncached. That keeps a revocation immediate and counts the call against the
 * key's one rate limit, which both hosts share; a utility call costs far more than the check.
 */
export function createApiKeyCheck(
  config: Pick<ServiceConfig, 'middlewareUrl'>,
  fetchImpl: typeof fetch = fetch,
): (key: string) => Promise<AuthenticatedUser> {
  return async (key) => {
    const validated = await validateAtMiddleware(config, key, fetchImpl);
    return {
      username: validated.username,
      // The key's id stays at the middleware; nothing here is keyed by session.
      familyId: '',
      tokenId: '',
      expiresAt: validated.expiresAt === null ? null : new Date(validated.expiresAt),
      apiKey: { id: '', scopes: validated.scopes ?? [] },
    };
  };
}
