import { resolve } from 'node:path';

import { readFlag, type Env } from '@folio/server';

import type { S3BlobStoreConfig } from './s3-client-config';

export type BlobsConfig = { kind: 'folder'; dir: string } | ({ kind: 's3' } & S3BlobStoreConfig);

/**
 * `FOLIO_S3_BUCKET` puts every blob in that bucket (`FOLIO_S3_ENDPOINT` for a store other than
 * AWS, `FOLIO_S3_REGION`, `FOLIO_S3_ACCESS_KEY_ID` and `FOLIO_S3_SECRET_ACCESS_KEY` or the AWS
 * SDK's usual credential chain, `FOLIO_S3_FORCE_PATH_STYLE`, on by default with an endpoint);
 * without it blobs live in `<dataDir>/blobs`. Other `FOLIO_S3_*` without a bucket are a mistake
 * that would silently keep blobs on one machine, so they stop the start.
 */
export function readBlobsConfig(env: Env, dataDir: string): BlobsConfig {
  const bucket = env['FOLIO_S3_BUCKET'] || undefined;
  if (!bucket) {
    const stray = Object.keys(env).filter((name) => name.startsWith('FOLIO_S3_') && env[name]);
    if (stray.length > 0) {
      throw new Error(`${stray.join(', ')} set without FOLIO_S3_BUCKET`);
    }
    return { kind: 'folder', dir: resolve(dataDir, 'blobs') };
  }
  const endpoint = env['FOLIO_S3_ENDPOINT'] || undefined;
  const pathStyle = env['FOLIO_S3_FORCE_PATH_STYLE'];
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env['FOLIO_S3_REGION'] || 'us-east-1',
    accessKeyId: env['FOLIO_S3_ACCESS_KEY_ID'] || undefined,
    secretAccessKey: env['FOLIO_S3_SECRET_ACCESS_KEY'] || undefined,
    forcePathStyle: pathStyle ? readFlag(pathStyle) : endpoint !== undefined,
  };
}
