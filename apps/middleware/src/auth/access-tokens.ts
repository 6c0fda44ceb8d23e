import { randomUUID } from 'node:crypto';

import {
  ACCESS_TOKEN_POLICY,
  createAccessTokenVerifier,
  type AuthenticatedUser,
} from '@folio/server';
import { jwtVerify, SignJWT } from 'jose';

import type { SigningKey } from './signing-key';

/** Signs and checks the middleware's access tokens. */
export type AccessTokens = {
  /** A token for `username` in session `familyId`, and the seconds it lives. */
  sign(username: string, familyId: string): Promise<{ token: string; expiresIn: number }>;
  /** The signature, type, issuer, audience and expiry check both hosts share (no revocation). */
  verify(token: string): Promise<AuthenticatedUser>;
};

/**
 * Access tokens as DECISIONS.md sets them: EdDSA (Ed25519) JWTs of 15 minutes whose subject is
 * the username (SPEC §3), with the session they belong to in `fid` so a revoked session ends
 * them too. `clock` lets tests issue tokens that are already expired.
 */
export function createAccessTokens(
  key: SigningKey,
  options: { lifetimeSeconds: number; clock: () => Date },
): AccessTokens {
  return {
    async sign(username, familyId) {
      const issuedAt = Math.floor(options.clock().getTime() / 1000);
      const token = await new SignJWT({ fid: familyId })
        .setProtectedHeader({ alg: 'EdDSA', typ: ACCESS_TOKEN_POLICY.typ, kid: key.publicJwk.kid })
        .setSubject(username)
        .setIssuer(ACCESS_TOKEN_POLICY.issuer)
        .setAudience(ACCESS_TOKEN_POLICY.audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.lifetimeSeconds)
        .setJti(randomUUID())
        .sign(key.privateKey);
      return { token, expiresIn: options.lifetimeSeconds };
    },
    verify: createAccessTokenVerifier((token, policy) =>
      jwtVerify(token, key.publicKey, { ...policy, currentDate: options.clock() }),
    ),
  };
}
