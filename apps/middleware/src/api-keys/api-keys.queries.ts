import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';

type Db = Kysely<Tables>;

const LISTED = [
  'id',
  'name',
  'hint',
  'scopes',
  'created_at',
  'expires_at',
  'last_used_at',
] as const;

/** The id of the verified account whose username (e-mail) is `email`. */
export async function selectUserId(db: Db, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id;
}

/** How many keys a user holds (the cap on new ones). */
export async function countApiKeys(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Stores a new key by its digest; answers the row as listed. */
export async function insertApiKey(
  db: Db,
  key: {
    userId: string;
    digest: string;
    hint: string;
    name: string;
    scopes: string[];
    expiresAt: Date | null;
  },
) {
  return db
    .insertInto('api_keys')
    .values({
      user_id: key.userId,
      digest: key.digest,
      hint: key.hint,
      name: key.name,
      scopes: key.scopes,
      expires_at: key.expiresAt,
    })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
}

/** A user's keys, newest first. */
export async function selectApiKeys(db: Db, userId: string) {
  return db
    .selectFrom('api_keys')
    .select(LISTED)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Deletes one of a user's keys; answers whether there was one. */
export async function deleteApiKey(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('api_keys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The key with this digest and its owner's username, if there is one. A deleted account's keys
 * stop working with its sessions (issue 13: within the grace period nothing acts for it).
 */
export async function selectApiKeyByDigest(db: Db, digest: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .select(['api_keys.id', 'api_keys.scopes', 'api_keys.expires_at', 'users.email'])
    .where('api_keys.digest', '=', digest)
    .where('users.erasure_due_at', 'is', null)
    .executeTakeFirst();
}

/** Records when a key was last used. */
export async function updateLastUsed(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}
