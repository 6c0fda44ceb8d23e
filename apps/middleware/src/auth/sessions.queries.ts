import type { Kysely } from 'kysely';

import type { SessionRevocation, Tables } from '../db/schema';

type Db = Kysely<Tables>;

/** Opens a session for a user; answers its id. */
export async function insertFamily(db: Db, userId: string): Promise<string> {
  const row = await db
    .insertInto('session_families')
    .values({ user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Cancels a pending deletion of the account (issue 13: signing in within the grace period keeps
 * it); the erasure job then finds nothing due and leaves the account alone.
 */
export async function cancelErasure(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ erasure_due_at: null })
    .where('id', '=', userId)
    .where('erasure_due_at', 'is not', null)
    .execute();
}

/** Records a refresh token of a session by its digest. */
export async function insertRefreshToken(
  db: Db,
  token: { digest: string; familyId: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({ digest: token.digest, family_id: token.familyId, expires_at: token.expiresAt })
    .execute();
}

/**
 * Marks an unspent refresh token spent and answers what it belongs to; undefined when the digest
 * is unknown or was already spent. One UPDATE, so two concurrent exchanges cannot both win.
 */
export async function spendRefreshToken(db: Db, digest: string, now: Date) {
  return db
    .updateTable('refresh_tokens as t')
    .set({ used_at: now })
    .from('session_families as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .whereRef('f.id', '=', 't.family_id')
    .where('t.digest', '=', digest)
    .where('t.used_at', 'is', null)
    .returning(['t.family_id', 't.expires_at', 'f.revoked_at', 'u.email'])
    .executeTakeFirst();
}

/** The session of a refresh token, spent or not; undefined for a digest never issued. */
export async function findRefreshTokenFamily(db: Db, digest: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('digest', '=', digest)
    .executeTakeFirst();
  return row?.family_id;
}

/** True when the session exists and has not been revoked. */
export async function isFamilyActive(db: Db, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('session_families')
    .select('id')
    .where('id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Revokes one session (a no-op when it already is). */
export async function revokeFamily(
  db: Db,
  familyId: string,
  reason: SessionRevocation,
  now: Date,
): Promise<void> {
  await db
    .updateTable('session_families')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Revokes every open session of a user, but `keepFamilyId` when given (a password change keeps
 * the session it came from).
 */
export async function revokeUserFamilies(
  db: Db,
  userId: string,
  reason: SessionRevocation,
  now: Date,
  keepFamilyId?: string,
): Promise<void> {
  let query = db
    .updateTable('session_families')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId !== undefined) {
    query = query.where('id', '<>', keepFamilyId);
  }
  await query.execute();
}
