import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import { INDEX_FILE_JOB_KIND } from './index/index-file.job';

/**
 * Queues one `storage.index` job per stored file (`{ fileId }`), in one statement: what
 * `enqueueJob` does per job, for the many files of an upload. Pass the upload's transaction, so
 * the jobs exist exactly when the files do.
 */
export async function enqueueIndexJobs(db: Kysely<Tables>, fileIds: readonly string[]) {
  if (fileIds.length > 0) {
    await db
      .insertInto('jobs')
      .values(
        fileIds.map((fileId) => ({
          kind: INDEX_FILE_JOB_KIND,
          payload: JSON.stringify({ fileId }),
        })),
      )
      .execute();
  }
}
