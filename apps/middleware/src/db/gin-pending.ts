import { sql, type Kysely } from 'kysely';

import type { Tables } from './schema';

/** The GIN indexes written with `fastupdate = on` (migration 0023). */
export type PendingGinIndex = 'file_pages_tsv_idx' | 'chat_passages_tsv_idx';

/**
 * Moves the pending entries of a GIN index created with `fastupdate = on` into the index, in
 * bulk: call it after writing a batch of rows (a file's pages, a file's passages). Inserting a
 * batch's entries this way took about a third of the CPU of inserting them row by row (PGlite,
 * issue 10), and searches never scan a long pending list: PGlite has no autovacuum to empty it.
 * Needs the index's owner, which the application is (it runs the migrations).
 */
export async function flushPendingIndexEntries(
  db: Kysely<Tables>,
  index: PendingGinIndex,
): Promise<void> {
  await sql`SELECT gin_clean_pending_list(${index}::regclass)`.execute(db);
}
