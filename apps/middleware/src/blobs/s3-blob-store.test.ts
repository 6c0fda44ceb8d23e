import { randomUUID } from 'node:crypto';

import { isUnreachableDependency } from '@folio/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createS3BlobStore } from './s3-blob-store';
import { describeBlobStore, readAll } from './testing/blob-store-contract';
import { startLocalS3Server, type LocalS3Server } from './testing/local-s3-server';

let s3: LocalS3Server;

beforeAll(async () => {
  // Pages of two keys, so listing follows continuation tokens.
  s3 = await startLocalS3Server({ pageSize: 2 });
});
afterAll(async () => {
  await s3.close();
});

function storeIn(bucket: string, accessKeyId = s3.accessKeyId) {
  return createS3BlobStore({
    endpoint: s3.url,
    bucket,
    region: 'us-east-1',
    accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
  });
}

describeBlobStore('createS3BlobStore', async () => {
  const bucket = `folio-${randomUUID()}`;
  s3.createBucket(bucket);
  return {
    store: storeIn(bucket),
    leftovers: async () => s3.pendingUploads(),
    close: async () => {},
  };
});

describe('createS3BlobStore', () => {
  it('writes a large stream as a multipart upload that appears only when complete', async () => {
    const bucket = `folio-${randomUUID()}`;
    s3.createBucket(bucket);
    const store = storeIn(bucket);
    const part = Buffer.alloc(3 * 1024 * 1024, 'x');
    async function* chunks() {
      for (let i = 0; i < 6; i += 1) {
        expect(s3.keys(bucket)).toEqual([]);
        yield part;
      }
    }
    const stored = await store.put('big/file.bin', chunks());
    expect(stored.size).toBe(18 * 1024 * 1024);
    expect(s3.keys(bucket)).toEqual(['big/file.bin']);
    expect((await readAll(await store.get('big/file.bin'))).length).toBe(18 * 1024 * 1024);
    expect(s3.pendingUploads()).toBe(0);
  });

  it('surfaces refused credentials and a missing bucket as errors, not as missing blobs', async () => {
    const bucket = `folio-${randomUUID()}`;
    s3.createBucket(bucket);
    await expect(storeIn(bucket, 'SOMEONEELSE').put('a', new Uint8Array([1]))).rejects.toThrow(
      /Access Denied/u,
    );
    await expect(storeIn('no-such-bucket').get('a')).rejects.toThrow(/bucket does not exist/u);
  });

  it('fails as an unreachable store during an outage, and works again once it answers', async () => {
    const bucket = `folio-${randomUUID()}`;
    s3.createBucket(bucket);
    const store = storeIn(bucket);
    await store.put('before', new Uint8Array([1]));
    await s3.interrupt();
    try {
      const failure: unknown = await store.put('during', new Uint8Array([2])).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isUnreachableDependency(failure)).toBe(true);
    } finally {
      await s3.resume();
    }
    await store.put('after', new Uint8Array([3]));
    expect(s3.keys(bucket)).toEqual(['after', 'before']);
  });
});
