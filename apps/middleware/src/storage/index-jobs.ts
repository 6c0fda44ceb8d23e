import { sql, type Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import { INDEX_FILE_JOB_KIND } from './index/index-file.job';

// Time another reader needs before the index jobs step in: a minute, plus a scanned page's OCR
// per page, at most an hour.
const READER_DELAY_BASE_MS = 60_000;
const READER_DELAY_PER_PAGE_MS = 3_000;
const READER_DELAY_MAX_MS = 60 * 60_000;

/**
 * How long to hold back the index jobs of files that another job reads right away (an extraction
 * run, a chat training) and indexes as it reads: long enough that the two never parse the same
 * file at once, short enough that a file the other job never reaches is still indexed.
 */
export function readerIndexDelayMs(pages: number): number {
  return Math.min(READER_DELAY_MAX_MS, READER_DELAY_BASE_MS + READER_DELAY_PER_PAGE_MS * pages);
}

/**
 * Queues one `storage.index` job per stored file (`{ fileId }`), in one statement: what
 * `enqueueJob` does per job, for the many files of an upload. Pass the upload's transaction, so
 * the jobs exist exactly when the files do. With `delayMs`, the jobs wait that long: for files
 * another job reads anyway (an extraction run), which then indexes them itself, so the index job
 * finds them indexed and reads nothing; it still indexes any the other job never got to.
 */
export async function enqueueIndexJobs(
  db: Kysely<Tables>,
  fileIds: readonly string[],
  { delayMs = 0 }: { delayMs?: number } = {},
) {
  if (fileIds.length > 0) {
    const runAt =
      delayMs > 0 ? sql<Date>`now() + make_interval(secs => ${delayMs / 1000})` : undefined;
    await db
      .insertInto('jobs')
      .values(
        fileIds.map((fileId) => ({
          kind: INDEX_FILE_JOB_KIND,
          payload: JSON.stringify({ fileId }),
          ...(runAt === undefined ? {} : { run_at: runAt }),
        })),
      )
      .execute();
  }
}
