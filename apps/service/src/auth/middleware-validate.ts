import { AppError, isKnownErrorCode } from '@folio/core';

import type { ServiceConfig } from '../config';

/** Codes of the middleware's validate call that are about the token (or key) sent. */
const TOKEN_REFUSALS = new Set([
  'SESSION_EXPIRED',
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'UNAUTHORIZED',
  // An API key past its calls for the minute: one count for both hosts.
  'RATE_LIMIT_EXCEEDED',
]);

/** What the middleware answers about a valid token or key. */
export type ValidatedToken = { username: string; expiresAt: string | null; scopes?: string[] };

/**
 * Asks the middleware about a bearer token (`GET /auth/validate` with it as bearer): whether an
 * access token's session is still open, or what an API key may do. A refusal about the token
 * keeps its code (and detail, such as the seconds to wait); a middleware that cannot answer is
 * SERVICE_UNAVAILABLE, because that says nothing about the token.
 */
export async function validateAtMiddleware(
  config: Pick<ServiceConfig, 'middlewareUrl'>,
  token: string,
  fetchImpl: typeof fetch,
): Promise<ValidatedToken> {
  let response: Response;
  try {
    response = await fetchImpl(`${config.middlewareUrl}/auth/validate`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    });
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: 'middleware unreachable for a token check',
      cause: error,
    });
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const code = typeof body['errorCode'] === 'string' ? body['errorCode'] : '';
    if (TOKEN_REFUSALS.has(code) && isKnownErrorCode(code)) {
      throw new AppError(code, {
        message: 'token refused by the middleware',
        ...(body['detail'] !== undefined ? { detail: body['detail'] } : {}),
      });
    }
    throw new AppError('SERVICE_UNAVAILABLE', {
      message: `token check answered ${response.status}`,
    });
  }
  return body as ValidatedToken;
}
