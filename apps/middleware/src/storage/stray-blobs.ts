import type { Kysely } from 'kysely';

import type { BlobStore } from '../blobs/blob-store';
import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import type { JobHandler } from '../jobs/job-handler';
import { recurringJob } from '../jobs/recurring-job';

/** The housekeeping job that removes blobs no row points at (issue 15). */
export const STRAY_BLOB_SWEEP_JOB_KIND = 'storage.sweep-stray-blobs';

const HOUR_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * HOUR_MS;
// An upload stores its blob before the transaction that inserts its row commits: a blob younger
// than this may be such a file on its way in, and is left for a later sweep.
export const STRAY_BLOB_GRACE_MS = HOUR_MS;
const KEYS_PER_BATCH = 500;

// Where the product keeps blobs, and which table's `blob_key` owns each of them.
const OWNED_PREFIXES = [
  { prefix: 'files/', table: 'files' },
  { prefix: 'docdb/', table: 'docdb_files' },
] as const;

export type SweepDeps = { db: Kysely<Tables>; blobs: BlobStore; log: Logger };

/**
 * Deletes the blobs that no row owns and that are older than the grace period: what a crash
 * between a blob's write and its row's commit, or a failed deletion whose retry was lost, leaves
 * behind. Rows are never touched; a blob is only deleted when its owner table has no row for it.
 */
export async function sweepStrayBlobs(
  deps: SweepDeps,
  now: Date = new Date(),
): Promise<{ checked: number; removed: number }> {
  let checked = 0;
  let removed = 0;
  for (const { prefix, table } of OWNED_PREFIXES) {
    let batch: string[] = [];
    const settle = async () => {
      checked += batch.length;
      removed += await removeUnowned(deps, table, batch, now);
      batch = [];
    };
    for await (const key of deps.blobs.list(prefix)) {
      batch.push(key);
      if (batch.length === KEYS_PER_BATCH) {
        await settle();
      }
    }
    await settle();
  }
  return { checked, removed };
}

async function removeUnowned(
  deps: SweepDeps,
  table: (typeof OWNED_PREFIXES)[number]['table'],
  keys: readonly string[],
  now: Date,
): Promise<number> {
  if (keys.length === 0) {
    return 0;
  }
  const owned = new Set(
    (
      await deps.db.selectFrom(table).select('blob_key').where('blob_key', 'in', keys).execute()
    ).map((row) => row.blob_key),
  );
  let removed = 0;
  for (const key of keys.filter((candidate) => !owned.has(candidate))) {
    const stat = await deps.blobs.stat(key);
    if (stat && now.getTime() - stat.modifiedAt.getTime() >= STRAY_BLOB_GRACE_MS) {
      // Checked again just before: a row may have claimed the key since the batch was read.
      const claimed = await deps.db
        .selectFrom(table)
        .select('blob_key')
        .where('blob_key', '=', key)
        .executeTakeFirst();
      if (!claimed && (await deps.blobs.delete(key))) {
        removed += 1;
        deps.log.info({ key }, 'removed a blob no row owns');
      }
    }
  }
  return removed;
}

/** What `check-blobs` found: blobs and rows counted, rows whose blob is gone, blobs no row owns. */
export type BlobCheck = { objects: number; rows: number; missing: string[]; strays: string[] };

/**
 * Compares every owned blob with the rows that own them, both ways (`folio-server check-blobs`,
 * and the fault tests after each fault): a row without its blob is data lost; a blob without a
 * row is what a crash mid-upload leaves until the sweep. Reads every key and every `blob_key`,
 * so it is an operator's check, not a request's.
 */
export async function checkBlobs(deps: Pick<SweepDeps, 'db' | 'blobs'>): Promise<BlobCheck> {
  const check: BlobCheck = { objects: 0, rows: 0, missing: [], strays: [] };
  for (const { prefix, table } of OWNED_PREFIXES) {
    const owned = new Set(
      (await deps.db.selectFrom(table).select('blob_key').execute()).map((row) => row.blob_key),
    );
    check.rows += owned.size;
    for await (const key of deps.blobs.list(prefix)) {
      check.objects += 1;
      if (!owned.delete(key)) {
        check.strays.push(key);
      }
    }
    check.missing.push(...owned);
  }
  return check;
}

/** `storage.sweep-stray-blobs`, every six hours. */
export function createStrayBlobSweepJob(deps: SweepDeps): JobHandler {
  return recurringJob(deps.db, SWEEP_EVERY_MS, () => sweepStrayBlobs(deps));
}
