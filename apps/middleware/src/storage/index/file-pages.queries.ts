import { sql, type Kysely, type RawBuilder } from 'kysely';

import { flushPendingIndexEntries } from '../../db/gin-pending';
import { insertInBatches } from '../../db/insert-in-batches';
import type { IndexError, IndexStatus, Tables } from '../../db/schema';
import type { PageLanguage } from './page-language';

type Db = Kysely<Tables>;

/** What the index job needs of a file row. */
export type FileToIndex = {
  id: string;
  user_id: string;
  filename: string;
  mime_type: string;
  blob_key: string;
  size: number;
  sha256: string;
  index_status: IndexStatus;
};

/** One row of `file_pages`; `language` picks the configuration of its vector. */
export type FilePageRow = { page: number; part: number; text: string; language: PageLanguage };

/**
 * The condition that a `file_pages` row `p` matches in its own language: `spanish` and `english`
 * are the same query parsed by each configuration. Written as two arms, each of which the GIN
 * index of `tsv` answers.
 */
export function pageMatches(
  spanish: RawBuilder<unknown>,
  english: RawBuilder<unknown>,
): RawBuilder<boolean> {
  return sql<boolean>`((p.language = 'es' AND p.tsv @@ ${spanish}) OR (p.language = 'en' AND p.tsv @@ ${english}))`;
}

/** Of the same two queries, the one in the language of the row `p` (for ranking it). */
export function pageQuery(
  spanish: RawBuilder<unknown>,
  english: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`(CASE WHEN p.language = 'en' THEN ${english} ELSE ${spanish} END)`;
}

// Rows per INSERT: 5 parameters each, far below the 65,535 of the protocol.
const INSERT_ROWS = 200;

export async function selectFileToIndex(db: Db, fileId: string): Promise<FileToIndex | undefined> {
  const row = await db
    .selectFrom('files')
    .select([
      'id',
      'user_id',
      'filename',
      'mime_type',
      'blob_key',
      'size',
      'sha256',
      'index_status',
    ])
    .where('id', '=', fileId)
    .executeTakeFirst();
  return row ? { ...row, size: Number(row.size) } : undefined;
}

/**
 * Records where indexing stands (0 to 1); `status` too when given, which drops the reason of an
 * earlier `failed` or `skipped`: a reason only ever goes with the state it explains.
 */
export async function updateIndexState(
  db: Db,
  fileId: string,
  state: { progress: number; status?: IndexStatus },
): Promise<void> {
  await db
    .updateTable('files')
    .set({
      index_progress: state.progress,
      ...(state.status ? { index_status: state.status, index_error: null } : {}),
    })
    .where('id', '=', fileId)
    .execute();
}

/**
 * Replaces the file's indexed text and marks it `indexed`, in one transaction, so a search sees
 * the old pages or the new ones and a re-run after a crash writes the same rows again. Only for
 * the version of the file that was read (`sha256`): when the file was deleted or replaced
 * meanwhile, nothing is written (the replacement's own job indexes it) and it answers false.
 */
export async function replaceFilePages(
  db: Db,
  file: Pick<FileToIndex, 'id' | 'user_id' | 'sha256'>,
  rows: readonly FilePageRow[],
  pageCount: number | null,
  announce?: (trx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // First, so the file row stays locked (and cannot be deleted) until the pages are in.
    const updated = await trx
      .updateTable('files')
      .set((eb) => ({
        index_status: 'indexed',
        index_progress: 1,
        index_error: null,
        pages: eb.fn.coalesce('pages', eb.val(pageCount)),
      }))
      .where('id', '=', file.id)
      .where('sha256', '=', file.sha256)
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      return false;
    }
    await trx.deleteFrom('file_pages').where('file_id', '=', file.id).execute();
    await insertInBatches(rows, { maxRows: INSERT_ROWS }, (batch) =>
      trx
        .insertInto('file_pages')
        .values(
          batch.map((row) => ({
            file_id: file.id,
            user_id: file.user_id,
            page: row.page,
            part: row.part,
            text: row.text,
            language: row.language,
          })),
        )
        .execute(),
    );
    await flushPendingIndexEntries(trx, 'file_pages_tsv_idx');
    await announce?.(trx);
    return true;
  });
}

/**
 * Ends indexing without text (`failed` or `skipped`) and keeps why (`index_error`, shown with the
 * file): any older pages of the file go too. False when the file was deleted or replaced.
 */
export async function finishWithoutPages(
  db: Db,
  file: Pick<FileToIndex, 'id' | 'sha256'>,
  status: 'failed' | 'skipped',
  reason: IndexError,
  announce?: (trx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('files')
      .set({ index_status: status, index_progress: 1, index_error: reason })
      .where('id', '=', file.id)
      .where('sha256', '=', file.sha256)
      .returning('id')
      .executeTakeFirst();
    if (updated) {
      await trx.deleteFrom('file_pages').where('file_id', '=', file.id).execute();
      await announce?.(trx);
    }
    return updated !== undefined;
  });
}
