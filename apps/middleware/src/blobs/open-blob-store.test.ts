import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadMiddlewareConfig } from '../config';
import { openBlobStore } from './open-blob-store';
import { startLocalS3Server, type LocalS3Server } from './testing/local-s3-server';

describe('blob store configuration (FOLIO_S3_*)', () => {
  let s3: LocalS3Server;
  beforeAll(async () => {
    s3 = await startLocalS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });

  it('keeps blobs in the data folder unless a bucket is named', () => {
    expect(loadMiddlewareConfig({ FOLIO_DATA_DIR: '/srv/folio' }).blobs).toEqual({
      kind: 'folder',
      dir: '/srv/folio/blobs',
    });
  });

  it('refuses S3 settings without a bucket rather than keep blobs on one machine', () => {
    expect(() => loadMiddlewareConfig({ FOLIO_S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /FOLIO_S3_ENDPOINT set without FOLIO_S3_BUCKET/u,
    );
  });

  it('puts every blob in the named bucket, path-style by default with an endpoint', async () => {
    const bucket = `folio-${randomUUID()}`;
    s3.createBucket(bucket);
    const { blobs } = loadMiddlewareConfig({
      FOLIO_S3_BUCKET: bucket,
      FOLIO_S3_ENDPOINT: s3.url,
      FOLIO_S3_ACCESS_KEY_ID: s3.accessKeyId,
      FOLIO_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    expect(blobs).toMatchObject({ kind: 's3', forcePathStyle: true, region: 'us-east-1' });
    await (await openBlobStore(blobs)).put('users/u1/file.pdf', new TextEncoder().encode('%PDF-'));
    expect(s3.keys(bucket)).toEqual(['users/u1/file.pdf']);
  });
});
