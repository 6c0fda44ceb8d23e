import { sql, type Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import { INDEX_FILE_JOB_KIND } from './index/index-file.job';

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
