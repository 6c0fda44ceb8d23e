import { AppError } from '@folio/core';

/**
 * What every Folio host requires of an access token (DECISIONS.md "Where the spec and security
 * practice meet": EdDSA only). The issuer and audience are fixed names rather than URLs: the key
 * is the trust anchor, and a URL would differ between the addresses one host is reached at.
 */
export const ACCESS_TOKEN_POLICY = {
  algorithms: ['EdDSA'],
  issuer: 'folio',
  audience: 'folio',
  typ: 'at+jwt',
  requiredClaims: ['sub', 'exp', 'iat', 'jti', 'fid'],
};

/** The policy handed to the signature check, as `jwtVerify` options of `jose`. */
export type AccessTokenPolicy = typeof ACCESS_TOKEN_POLICY;

/**
 * Checks a token's signature and registered claims against the policy and answers its payload,
 * throwing `jose`'s errors. Each host passes `jose`'s `jwtVerify` bound to its key: the middleware
 * its own public key, the service the middleware's JWKS (`createRemoteJWKSet`).
 */
export type VerifySignature = (
  token: string,
  policy: AccessTokenPolicy,
) => Promise<{ payload: Record<string, unknown> }>;

/** Who a verified access token speaks for. */
export type AuthenticatedUser = {
  /** The `sub` claim: the username, which is the account's e-mail (SPEC §3). */
  username: string;
  /** The `fid` claim: the session (refresh-token family) the token was issued in. */
  familyId: string;
  /** The `jti` claim. */
  tokenId: string;
  /** When the token stops working; null for an API key that does not expire. */
  expiresAt: Date | null;
  /**
   * Set when the request came with an API key rather than a session: the key's id (also in
   * `familyId` and `tokenId`, so nothing of a session ever matches it) and its scopes.
   */
  apiKey?: { id: string; scopes: readonly string[] } | undefined;
};

/** Header parameters that point at keys chosen by the sender; a Folio token never has them. */
const FOREIGN_KEY_HEADERS = ['jku', 'jwk', 'x5u', 'x5c', 'x5t', 'x5t#S256'];

/**
 * Builds the one access-token check both hosts use. Before any cryptography it refuses a token
 * whose header names another algorithm (`none`, HS256...) or carries its own key (`jku`, `jwk`,
 * `x5u`...), so a confused library can never be tricked into trusting the sender's key; then the
 * signature, issuer, audience, type and expiry; then the claims Folio needs. Failures are
 * `TOKEN_EXPIRED` or `INVALID_TOKEN`; a key set that cannot be fetched is `SERVICE_UNAVAILABLE`,
 * because it says nothing about the token and must not end the user's session.
 */
export function createAccessTokenVerifier(
  verifySignature: VerifySignature,
): (token: string) => Promise<AuthenticatedUser> {
  return async (token) => {
    checkHeader(token);
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await verifySignature(token, ACCESS_TOKEN_POLICY));
    } catch (error) {
      throw toTokenError(error);
    }
    const { sub, fid, jti, exp } = payload;
    if (!isText(sub) || !isText(fid) || !isText(jti) || typeof exp !== 'number') {
      throw new AppError('INVALID_TOKEN', { message: 'access token lacks a Folio claim' });
    }
    return { username: sub, familyId: fid, tokenId: jti, expiresAt: new Date(exp * 1000) };
  };
}

function checkHeader(token: string): void {
  const parts = token.split('.');
  let header: unknown;
  try {
    header =
      parts.length === 3
        ? JSON.parse(Buffer.from(parts[0] ?? '', 'base64url').toString('utf8'))
        : undefined;
  } catch {
    header = undefined;
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) {
    throw new AppError('INVALID_TOKEN', { message: 'access token is not a compact JWS' });
  }
  const fields = header as Record<string, unknown>;
  if (fields['alg'] !== 'EdDSA') {
    throw new AppError('INVALID_TOKEN', {
      message: `access token algorithm ${String(fields['alg'])} refused`,
    });
  }
  const foreign = FOREIGN_KEY_HEADERS.find((name) => Object.hasOwn(fields, name));
  if (foreign !== undefined) {
    throw new AppError('INVALID_TOKEN', { message: `access token header ${foreign} refused` });
  }
}

/** `jose` error codes that mean the token itself is wrong (not the way to its keys). */
const TOKEN_FAULTS = new Set([
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
]);

function toTokenError(error: unknown): AppError {
  if (error instanceof AppError) {
    return error;
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_JWT_EXPIRED') {
    return new AppError('TOKEN_EXPIRED', { message: 'access token expired', cause: error });
  }
  if (typeof code === 'string' && TOKEN_FAULTS.has(code)) {
    return new AppError('INVALID_TOKEN', {
      message: `access token refused (${code})`,
      cause: error,
    });
  }
  // A key set that could not be fetched or read says nothing about the token.
  return new AppError('SERVICE_UNAVAILABLE', {
    message: 'access token keys unreachable',
    cause: error,
  });
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}
