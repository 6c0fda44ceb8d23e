import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BlobStore } from '../blobs/blob-store';
import { createFileBlobStore } from '../blobs/file-blob-store';
import { silentLogger } from '../db/logger';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { BLOB_DELETE_JOB_KIND, putBlobOrQueueItsDeletion } from './blob-cleanup';

describe('putBlobOrQueueItsDeletion (issue 15: no orphan blob)', () => {
  let database: TestDatabase;
  let root: string;
  let blobs: BlobStore;

  beforeAll(async () => {
    database = await openTestDatabase();
    root = await mkdtemp(join(tmpdir(), 'folio-put-'));
    blobs = createFileBlobStore(root);
  });
  afterAll(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  it('hands the key of a put that stored its bytes and then failed to a deletion job, when the store cannot delete it either', async () => {
    // An S3 server that stores the object and loses the connection before it answers, then is
    // down for the delete.
    const cut: BlobStore = {
      ...blobs,
      async put(key, source) {
        await blobs.put(key, source);
        throw new Error('socket hang up');
      },
      delete: () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const deps = { db: database.db, blobs: cut, log: silentLogger };

    await expect(
      putBlobOrQueueItsDeletion(deps, 'files/u/landed', new Uint8Array([1, 2])),
    ).rejects.toThrow('socket hang up');

    const jobs = await database.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', BLOB_DELETE_JOB_KIND)
      .execute();
    expect(jobs.map((job) => job.payload)).toEqual([{ keys: ['files/u/landed'] }]);
  });

  it('deletes at once what a failed put left when the store answers again', async () => {
    const failing: BlobStore = {
      ...blobs,
      async put(key, source) {
        await blobs.put(key, source);
        throw new Error('socket hang up');
      },
    };
    const deps = { db: database.db, blobs: failing, log: silentLogger };

    await expect(
      putBlobOrQueueItsDeletion(deps, 'files/u/half', new Uint8Array([3])),
    ).rejects.toThrow('socket hang up');
    expect(await blobs.exists('files/u/half')).toBe(false);
  });
});
