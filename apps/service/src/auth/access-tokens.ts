import {
  assertApiKeyScopes,
  createAccessTokenVerifier,
  isApiKeyToken,
  type AuthenticatedUser,
} from '@folio/server';
import { createRemoteJWKSet, jwtVerify } from 'jose';

import type { ServiceConfig } from '../config';
import { createApiKeyCheck } from './api-key-check';
import { createSessionCheck } from './session-check';

/**
 * The service's access-token check (DECISIONS.md "The two hosts"): the signature against the
 * middleware's public keys, fetched from its JWKS and cached (the service never holds a signing
 * secret), with the policy both hosts share; then whether the token's session is still open,
 * which only the middleware knows, so that logout and refresh-token reuse end access here too.
 * An API key (issue 21) is checked by the middleware alone, then must hold the operation's scopes.
 */
export function createServiceTokenVerifier(
  config: Pick<ServiceConfig, 'middlewareUrl' | 'sessionCheckCacheMs'>,
): (token: string, scopes: readonly string[]) => Promise<AuthenticatedUser> {
  const keys = createRemoteJWKSet(new URL(`${config.middlewareUrl}/auth/jwks`), {
    // A key the set does not hold makes jose fetch the set again, at most this often.
    cooldownDuration: 30_000,
    timeoutDuration: 5_000,
  });
  const verifySignature = createAccessTokenVerifier((token, policy) =>
    jwtVerify(token, keys, policy),
  );
  const checkSession = createSessionCheck(config);
  const checkApiKey = createApiKeyCheck(config);
  return async (token, scopes) => {
    if (isApiKeyToken(token)) {
      const user = await checkApiKey(token);
      assertApiKeyScopes(user.apiKey?.scopes ?? [], scopes);
      return user;
    }
    const user = await verifySignature(token);
    await checkSession(token, user);
    return user;
  };
}
