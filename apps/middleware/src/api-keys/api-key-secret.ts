import { createHash, randomBytes } from 'node:crypto';

import { API_KEY_PREFIX } from '@folio/server';

/** A new API key, the digest that is stored instead of it, and the hint shown in lists. */
export type ApiKeySecret = { key: string; digest: string; hint: string };

/**
 * Random characters of a key kept as its hint: 4 of 43 base64url ones, 24 of its 256 bits, enough
 * to tell a user's keys apart and far too few to guess the rest (GitHub and Stripe show as much).
 */
const HINT_RANDOM_CHARS = 4;

/**
 * `folio_` and 256 random bits, URL-safe. Only the SHA-256 digest is stored: with this much
 * entropy a fast digest cannot be brute-forced, and a key is looked up by it directly (the same
 * reasoning as refresh tokens, DECISIONS.md "Accounts and sessions").
 */
export function createApiKeySecret(): ApiKeySecret {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return {
    key,
    digest: digestApiKey(key),
    hint: key.slice(0, API_KEY_PREFIX.length + HINT_RANDOM_CHARS),
  };
}

/** The stored form of a key a client sent. */
export function digestApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
