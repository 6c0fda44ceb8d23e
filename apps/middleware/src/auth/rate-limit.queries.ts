import { sql, type Kysely } from 'kysely';

import type { Tables } from '../db/schema';

type Db = Kysely<Tables>;

/**
 * Counts one hit on a key's fixed window and answers the count and when the window began. A
 * window that began before `staleBefore` starts again at `now`. One upsert, so concurrent hits
 * from several processes are all counted.
 */
export async function hitRateLimit(db: Db, key: string, now: Date, staleBefore: Date) {
  return db
    .insertInto('rate_limits')
    .values({ key, window_start: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN rate_limits.window_start <= ${staleBefore} THEN 1 ELSE rate_limits.hits + 1 END`,
        window_start: sql<Date>`CASE WHEN rate_limits.window_start <= ${staleBefore} THEN ${now} ELSE rate_limits.window_start END`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
}

/** Forgets a key's count (a successful login clears its address's failures). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Deletes the windows that ended, so addresses tried once do not pile up. */
export async function deleteStaleRateLimits(db: Db, staleBefore: Date): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<=', staleBefore).execute();
}
