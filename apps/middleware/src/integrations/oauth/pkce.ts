import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636 §4.1: a verifier of 43 to 128 unreserved characters; 32 random bytes give 43. */
export function createCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636 §4.2, method S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** The OAuth `state`: unguessable, single use; only its digest is stored. */
export function createState(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a state, so a leaked table cannot complete an authorization. */
export function stateDigest(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('hex');
}
