import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BlobStore } from '../blobs/blob-store';
import { createFileBlobStore } from '../blobs/file-blob-store';
import { collect } from '../blobs/testing/blob-store-contract';
import { silentLogger } from '../db/logger';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { getJob } from '../jobs/job-queue';
import { jobContext, storeFile } from './index/testing/indexed-files';
import { insertUser } from '../testing/user-rows';
import { fileBlobKey } from './storage-deps';
import {
  checkBlobs,
  createStrayBlobSweepJob,
  STRAY_BLOB_GRACE_MS,
  STRAY_BLOB_SWEEP_JOB_KIND,
  sweepStrayBlobs,
} from './stray-blobs';

describe('the stray blob sweep (issue 15: no orphan blob)', () => {
  let database: TestDatabase;
  let root: string;
  let blobs: BlobStore;

  beforeAll(async () => {
    database = await openTestDatabase();
    root = await mkdtemp(join(tmpdir(), 'folio-sweep-'));
    blobs = createFileBlobStore(root);
  });
  afterAll(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  it('removes old blobs no row owns, and keeps owned ones and those still on their way in', async () => {
    const userId = await insertUser(database.db, `sweep-${randomUUID()}@example.com`);
    const owned = await storeFile(database.db, blobs, {
      userId,
      folder: 'uploads',
      filename: 'factura.pdf',
      bytes: new TextEncoder().encode('%PDF-1.7'),
    });
    const stray = fileBlobKey(userId, randomUUID());
    await blobs.put(stray, new Uint8Array([1, 2, 3]));
    await blobs.put(`docdb/${userId}/${randomUUID()}`, new Uint8Array([4]));

    // Now: every stray blob is younger than the grace period, so it may be an upload in flight.
    expect(await sweepStrayBlobs({ db: database.db, blobs, log: silentLogger })).toEqual({
      checked: 3,
      removed: 0,
    });

    const later = new Date(Date.now() + STRAY_BLOB_GRACE_MS + 1_000);
    expect(await sweepStrayBlobs({ db: database.db, blobs, log: silentLogger }, later)).toEqual({
      checked: 3,
      removed: 2,
    });
    expect(await collect(blobs.list(''))).toEqual([fileBlobKey(userId, owned)]);
  });

  it('queues its next run as each run begins, so a failed run does not end the series', async () => {
    const failing: BlobStore = {
      ...blobs,
      // eslint-disable-next-line require-yield -- a listing that fails at once
      async *list() {
        throw new Error('store unreachable');
      },
    };
    const job = createStrayBlobSweepJob({ db: database.db, blobs: failing, log: silentLogger });
    expect(job.everyMs).toBe(6 * 60 * 60 * 1000);
    const { context } = jobContext({});
    await expect(job({ ...context, kind: STRAY_BLOB_SWEEP_JOB_KIND })).rejects.toThrow(
      'store unreachable',
    );
    const queued = await database.db
      .selectFrom('jobs')
      .select(['id', 'run_at'])
      .where('kind', '=', STRAY_BLOB_SWEEP_JOB_KIND)
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toHaveLength(1);
    const next = await getJob(database.db, queued[0]?.id ?? '');
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60 * 60 * 1000);

    // A second run while one is queued queues no second one.
    await expect(job({ ...context, kind: STRAY_BLOB_SWEEP_JOB_KIND })).rejects.toThrow();
    expect(
      await database.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', STRAY_BLOB_SWEEP_JOB_KIND)
        .execute(),
    ).toHaveLength(1);
  });
});

describe('checkBlobs (folio-server check-blobs)', () => {
  it('counts blobs and rows, and names rows without their blob and blobs without a row', async () => {
    const database = await openTestDatabase();
    const root = await mkdtemp(join(tmpdir(), 'folio-check-'));
    try {
      const blobs = createFileBlobStore(root);
      const userId = await insertUser(database.db, `check-${randomUUID()}@example.com`);
      const file = (filename: string) =>
        storeFile(database.db, blobs, {
          userId,
          folder: 'uploads',
          filename,
          bytes: new TextEncoder().encode(filename),
        });
      await file('kept.txt');
      const lost = await file('lost.txt');
      await blobs.delete(fileBlobKey(userId, lost));
      const stray = fileBlobKey(userId, randomUUID());
      await blobs.put(stray, new Uint8Array([1]));

      expect(await checkBlobs({ db: database.db, blobs })).toEqual({
        objects: 2,
        rows: 2,
        missing: [fileBlobKey(userId, lost)],
        strays: [stray],
      });
    } finally {
      await database.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
