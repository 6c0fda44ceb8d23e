import { sql, type Kysely, type Transaction } from 'kysely';

import type { Tables } from '../../db/schema';

type Db = Kysely<Tables> | Transaction<Tables>;

/**
 * Marks the account's erasure due `graceSeconds` from now (the database's clock, which the job
 * queue also runs by) and answers that instant; undefined when the account is gone.
 */
export async function markErasureDue(
  db: Db,
  userId: string,
  graceSeconds: number,
): Promise<Date | undefined> {
  const row = await db
    .updateTable('users')
    .set({ erasure_due_at: sql<Date>`now() + make_interval(secs => ${graceSeconds})` })
    .where('id', '=', userId)
    .returning('erasure_due_at')
    .executeTakeFirst();
  return row?.erasure_due_at ?? undefined;
}

/**
 * The account when its erasure is set and due now; undefined when it was cancelled (a sign-in
 * cleared it), is not due yet (deleted again later) or the account is already gone.
 */
export async function selectDueErasure(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'language', 'belongs_to_company', 'company_id'])
    .where('id', '=', userId)
    .where('erasure_due_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
}

/** The user's chatbot topics, by name (the global one included). */
export async function selectTopicNames(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_topics')
    .select('name')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.name);
}

/** Every blob key the user's rows point at: stored files and the document database's copies. */
export async function selectBlobKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('files')
    .select('blob_key')
    .where('user_id', '=', userId)
    .unionAll(db.selectFrom('docdb_files').select('blob_key').where('user_id', '=', userId))
    .execute();
  return rows.map((row) => row.blob_key);
}

/**
 * Deletes the jobs that name the user or any of the user's rows in their payload (runs,
 * trainings, files, training requests, blob keys), whatever their state but running: a running
 * job holds a lease, finds its rows gone and ends by itself.
 */
export async function deleteJobsOfUser(db: Db, userId: string): Promise<void> {
  await sql`
    DELETE FROM jobs j
    WHERE j.status <> 'running'
      AND EXISTS (
        SELECT 1 FROM (
          SELECT ${userId}::text AS id
          UNION ALL SELECT id::text FROM extraction_runs WHERE user_id = ${userId}
          UNION ALL SELECT id::text FROM chat_trainings WHERE user_id = ${userId}
          UNION ALL SELECT id::text FROM files WHERE user_id = ${userId}
          UNION ALL SELECT id::text FROM chatbot_training_requests WHERE user_id = ${userId}
        ) mine
        WHERE strpos(j.payload::text, mine.id) > 0
      )
  `.execute(db);
}

/** Deletes the sign-in counters kept under the user's address. */
export async function deleteRateLimitsOf(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('key', 'like', `%:${email.replace(/[\\%_]/g, (c) => `\\${c}`)}`)
    .execute();
}

/**
 * Deletes the account. Every table of the user's rows references `users` (or a row that does)
 * with ON DELETE CASCADE or SET NULL, so this one statement removes them all in its transaction.
 */
export async function deleteUserRow(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
