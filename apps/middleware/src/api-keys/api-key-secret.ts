import { createHash, randomBytes } from 'node:crypto';

import { API_KEY_PREFIX } from '@folio/server';

/** A new API key and the digest that is stored instead of it. */
export type ApiKeySecret = { key: string; digest: string };

/**
 * `folio_` and 256 random bits, URL-safe. Only the SHA-256 digest is stored: with this much
 * entropy a fast digest cannot be brute-forced, and a key is looked up by it directly (the same
 * reasoning as refresh tokens, DECISIONS.md "Accounts and sessions").
 */
export function createApiKeySecret(): ApiKeySecret {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, digest: digestApiKey(key) };
}

/** The stored form of a key a client sent. */
export function digestApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
