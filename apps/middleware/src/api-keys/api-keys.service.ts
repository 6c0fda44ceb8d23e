import { AppError } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';
import type { AuthenticatedUser } from '@folio/server';
import type { Kysely } from 'kysely';

import type { RateLimiter } from '../auth/auth.feature';
import type { Tables } from '../db/schema';
import { createApiKeySecret, digestApiKey } from './api-key-secret';
import {
  countApiKeys,
  deleteApiKey,
  insertApiKey,
  selectApiKeyByDigest,
  selectApiKeys,
  selectUserId,
  updateLastUsed,
} from './api-keys.queries';
import { createLastUsedRecorder } from './last-used';

export type ApiKeyScope = MiddlewareComponents['schemas']['ApiKeyScope'];

/** A key as its owner sees it; never the key itself. */
export type ApiKeyView = {
  id: string;
  name: string;
  /** The key's first characters; null for keys made before hints were kept. */
  hint: string | null;
  scopes: ApiKeyScope[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
};

/** Keys one account may hold, so a script gone wrong cannot fill the table. */
export const MAX_KEYS_PER_USER = 50;

/** A key's last use is written at most this often per process. */
const LAST_USED_INTERVAL_MS = 60_000;

export type ApiKeyService = ReturnType<typeof createApiKeyService>;

/**
 * API keys (issue 21): created with a name, scopes and an optional expiry, shown once, stored by
 * digest, listed without the key, revoked at once. `authenticate` turns a key sent as a bearer
 * token into the user it speaks for, counting the call against the key's rate limit.
 */
export function createApiKeyService(deps: {
  db: Kysely<Tables>;
  limiter: RateLimiter;
  requestsPerMinute: number;
  clock: () => Date;
  onError: (error: unknown) => void;
}) {
  const { db, clock } = deps;
  const recordUse = createLastUsedRecorder({
    intervalMs: LAST_USED_INTERVAL_MS,
    clock,
    write: (id, at) => updateLastUsed(db, id, at),
    onError: deps.onError,
  });

  async function userIdOf(username: string): Promise<string> {
    const id = await selectUserId(db, username);
    if (id === undefined) {
      throw new AppError('UNAUTHORIZED', { message: 'API keys of an account that is gone' });
    }
    return id;
  }

  return {
    async create(
      username: string,
      input: { name: string; scopes: ApiKeyScope[]; expiresAt: Date | null },
    ): Promise<{ key: string; apiKey: ApiKeyView }> {
      const name = input.name.trim();
      const fields: Record<string, string> = {};
      if (name === '') {
        fields['name'] = 'empty';
      }
      if (input.expiresAt !== null && input.expiresAt.getTime() <= clock().getTime()) {
        fields['expiresAt'] = 'past';
      }
      if (Object.keys(fields).length > 0) {
        throw new AppError('BAD_REQUEST', { message: 'API key rules not met', detail: { fields } });
      }
      const userId = await userIdOf(username);
      if ((await countApiKeys(db, userId)) >= MAX_KEYS_PER_USER) {
        throw new AppError('BAD_REQUEST', {
          message: 'too many API keys',
          detail: { limit: MAX_KEYS_PER_USER },
        });
      }
      const secret = createApiKeySecret();
      const row = await insertApiKey(db, {
        userId,
        digest: secret.digest,
        hint: secret.hint,
        name,
        scopes: [...new Set(input.scopes)],
        expiresAt: input.expiresAt,
      });
      return { key: secret.key, apiKey: toView(row) };
    },

    async list(username: string): Promise<ApiKeyView[]> {
      return (await selectApiKeys(db, await userIdOf(username))).map(toView);
    },

    async revoke(username: string, id: string): Promise<void> {
      if (!(await deleteApiKey(db, await userIdOf(username), id))) {
        throw new AppError('RESOURCE_NOT_FOUND', { message: 'no such API key' });
      }
    },

    /**
     * The user a key speaks for. An unknown or revoked key is INVALID_TOKEN, an expired one
     * TOKEN_EXPIRED, a key past its calls for the minute RATE_LIMIT_EXCEEDED. Scopes are the
     * caller's to check against the operation.
     */
    async authenticate(key: string): Promise<AuthenticatedUser & { apiKey: { id: string } }> {
      const row = await selectApiKeyByDigest(db, digestApiKey(key));
      if (!row) {
        throw new AppError('INVALID_TOKEN', { message: 'unknown or revoked API key' });
      }
      if (row.expires_at !== null && row.expires_at.getTime() <= clock().getTime()) {
        throw new AppError('TOKEN_EXPIRED', { message: 'API key expired' });
      }
      await deps.limiter.hit(`api-key:${row.id}`, deps.requestsPerMinute);
      await recordUse(row.id);
      return {
        username: row.email,
        familyId: row.id,
        tokenId: row.id,
        expiresAt: row.expires_at,
        apiKey: { id: row.id, scopes: row.scopes },
      };
    },
  };
}

function toView(row: {
  id: string;
  name: string;
  hint: string | null;
  scopes: string[];
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
}): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    // The column's CHECK admits only the contract's scopes.
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
  };
}
