import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or a refresh token, and the digest that is stored instead of it. */
export type SecretToken = { token: string; digest: string };

/**
 * 256 random bits, URL-safe. Only the SHA-256 digest is stored: with this much entropy a fast
 * digest cannot be brute-forced, and it lets the token be looked up directly (DECISIONS.md:
 * "Only digests of refresh tokens are stored").
 */
export function createSecretToken(): SecretToken {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: digestSecretToken(token) };
}

/** The stored form of a token the client sent back. */
export function digestSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
