import { randomUUID } from 'node:crypto';

import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

// Set by support/global-setup.ts when FOLIO_TEST_S3=1: the local S3 server of this test run and
// its credentials (apps/middleware/src/blobs/testing/local-s3-server.ts).
export const S3_ENDPOINT_ENV = 'FOLIO_TEST_S3_ENDPOINT';
export const S3_ACCESS_KEY_ENV = 'FOLIO_TEST_S3_ACCESS_KEY_ID';
export const S3_SECRET_KEY_ENV = 'FOLIO_TEST_S3_SECRET_ACCESS_KEY';

/** A fresh bucket on the test run's S3 server, or undefined when blobs stay in the data folder. */
export async function createTestBucket(): Promise<string | undefined> {
  const endpoint = process.env[S3_ENDPOINT_ENV];
  if (!endpoint) {
    return undefined;
  }
  const bucket = `folio-e2e-${randomUUID()}`;
  const client = testS3Client();
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return bucket;
}

/** The `FOLIO_S3_*` settings that put a server's blobs in `bucket` of the test run's S3 server. */
export function testBucketEnv(bucket: string): Record<string, string> {
  return {
    FOLIO_S3_BUCKET: bucket,
    FOLIO_S3_ENDPOINT: process.env[S3_ENDPOINT_ENV] ?? '',
    FOLIO_S3_ACCESS_KEY_ID: process.env[S3_ACCESS_KEY_ENV] ?? '',
    FOLIO_S3_SECRET_ACCESS_KEY: process.env[S3_SECRET_KEY_ENV] ?? '',
  };
}

/** A client of the test run's S3 server, to create buckets and look into them. */
export function testS3Client(): S3Client {
  return new S3Client({
    endpoint: process.env[S3_ENDPOINT_ENV] ?? '',
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: process.env[S3_ACCESS_KEY_ENV] ?? '',
      secretAccessKey: process.env[S3_SECRET_KEY_ENV] ?? '',
    },
  });
}
