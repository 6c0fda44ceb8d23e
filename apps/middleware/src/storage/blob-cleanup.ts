import type { Kysely } from 'kysely';

import type { BlobSource, BlobStore, StoredBlob } from '../blobs/blob-store';
import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import { enqueueJob } from '../jobs/job-queue';
import { PermanentJobError, type JobHandler } from '../jobs/job-handler';

/** The job that retries blob deletions that failed after their rows were gone: `{ keys }`. */
export const BLOB_DELETE_JOB_KIND = 'storage.blob-delete';

const MAX_KEYS = 10_000;

/**
 * Deletes the blobs of rows already deleted (issue 5: rows go first, in their transaction, then
 * the blobs, so no row ever points at a missing blob). A blob that cannot be deleted now is
 * logged and handed to a `storage.blob-delete` job, which retries with backoff; an orphan blob
 * only wastes space until then. Never throws: the caller's change has been committed.
 */
export async function deleteBlobsAfterCommit(
  deps: { db: Kysely<Tables>; blobs: BlobStore; log: Logger },
  keys: readonly string[],
): Promise<void> {
  const failed: string[] = [];
  for (const key of keys) {
    try {
      await deps.blobs.delete(key);
    } catch (error) {
      deps.log.warn({ err: error, key }, 'blob delete failed; queued for a retry');
      failed.push(key);
    }
  }
  if (failed.length > 0) {
    await enqueueJob(deps.db, { kind: BLOB_DELETE_JOB_KIND, payload: { keys: failed } }).catch(
      (error: unknown) => {
        deps.log.error({ err: error, keys: failed }, 'could not queue orphan blobs for deletion');
      },
    );
  }
}

/**
 * Stores a blob; when the store fails, its key goes to deleteBlobsAfterCommit before the error is
 * rethrown. A put that failed may still have landed: S3 can store the object and lose the
 * connection before it answers, and no row will ever point at that key.
 */
export async function putBlobOrQueueItsDeletion(
  deps: { db: Kysely<Tables>; blobs: BlobStore; log: Logger },
  key: string,
  source: BlobSource,
): Promise<StoredBlob> {
  try {
    return await deps.blobs.put(key, source);
  } catch (error) {
    await deleteBlobsAfterCommit(deps, [key]);
    throw error;
  }
}

/** `storage.blob-delete`: deletes the blobs named by `keys`; a failure is retried by the queue. */
export function createBlobDeleteJob(dependencies: { blobs: BlobStore }): JobHandler {
  return async (context) => {
    const keys = parseKeys(context.payload);
    for (const key of keys) {
      // A missing blob is fine: an earlier attempt got it.
      await dependencies.blobs.delete(key);
    }
    return { deleted: keys.length };
  };
}

function parseKeys(payload: unknown): string[] {
  const keys = (payload as { keys?: unknown } | null)?.keys;
  if (
    !Array.isArray(keys) ||
    keys.length > MAX_KEYS ||
    !keys.every((key): key is string => typeof key === 'string')
  ) {
    throw new PermanentJobError('storage.blob-delete needs { keys: string[] }');
  }
  return keys;
}
