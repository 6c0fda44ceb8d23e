import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { BlobStore } from './blob-store';
import { createFileBlobStore } from './file-blob-store';
import { describeBlobStore } from './testing/blob-store-contract';

describeBlobStore('createFileBlobStore', async () => {
  const root = await mkdtemp(join(tmpdir(), 'folio-blobs-'));
  return {
    store: createFileBlobStore(root),
    leftovers: async () => (await readdir(join(root, 'tmp'))).length,
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe('createFileBlobStore', () => {
  let root: string;
  let store: BlobStore;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'folio-blobs-'));
    store = createFileBlobStore(root);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('keeps a refused key out of the folder', async () => {
    for (const key of ['../x', '/abs']) {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow();
    }
    expect(await readdir(root)).toEqual(expect.not.arrayContaining(['x', 'abs']));
  });

  it('removes temp files left by a crash more than an hour ago, and only those', async () => {
    const tmp = join(root, 'tmp');
    await mkdir(tmp, { recursive: true });
    await writeFile(join(tmp, 'old.part'), 'half');
    await writeFile(join(tmp, 'fresh.part'), 'writing');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(tmp, 'old.part'), twoHoursAgo, twoHoursAgo);

    const reopened = createFileBlobStore(root);
    await reopened.exists('anything');
    expect((await readdir(tmp)).sort()).toEqual(['fresh.part']);
    expect(await readFile(join(tmp, 'fresh.part'), 'utf8')).toBe('writing');
  });
});
