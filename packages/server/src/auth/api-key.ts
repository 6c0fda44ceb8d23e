import { AppError } from '@folio/core';

/**
 * The start of every API key (issue 21): it tells a key from an access token (a JWT starts with
 * `ey`) before anything is looked up, and lets secret scanners recognise a leaked key.
 */
export const API_KEY_PREFIX = 'folio_';

/** True when a bearer token is an API key rather than a session's access token. */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/**
 * Refuses with FORBIDDEN an API key that lacks one of the scopes an operation names under
 * `bearerAuth` in the contract. An operation that names none is for sessions only, so a key is
 * refused there too: what a key may do is only ever what the contract grants it.
 */
export function assertApiKeyScopes(
  granted: readonly string[],
  required: readonly string[] | undefined,
): void {
  if (required === undefined || required.length === 0) {
    throw new AppError('FORBIDDEN', { message: 'operation for sessions only; API key refused' });
  }
  const missing = required.filter((scope) => !granted.includes(scope));
  if (missing.length > 0) {
    throw new AppError('FORBIDDEN', {
      message: `API key lacks scope ${missing.join(', ')}`,
      detail: { missingScopes: missing },
    });
  }
}
