import { join } from 'node:path';
import type { Readable } from 'node:stream';

import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';

import { s3ClientConfig } from '../../blobs/s3-client-config';
import type { BlobsConfig } from '../../blobs/blobs-config';

/** How long an unfinished upload can be resumed; older parts are swept. */
export const TUS_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Where unfinished tus uploads wait, and how a finished one is read back to be landed. */
export type TusDatastore = DataStore & { read(id: string): Readable | Promise<Readable> };

/**
 * The unfinished parts of resumable uploads live beside the blobs: in `<dataDir>/tus/parts` on
 * one host, or as multipart uploads in the blob bucket, where every middleware process finds
 * them, so a client's next PATCH may reach any of them.
 */
export async function createTusDatastore(
  blobs: BlobsConfig,
  dataDir: string,
): Promise<TusDatastore> {
  if (blobs.kind === 'folder') {
    return new FileStore({
      directory: join(dataDir, 'tus', 'parts'),
      expirationPeriodInMilliseconds: TUS_EXPIRY_MS,
    });
  }
  // Loaded only for S3, like the blob store's SDK.
  const { S3Store } = await import('@tus/s3-store');
  return new S3Store({
    expirationPeriodInMilliseconds: TUS_EXPIRY_MS,
    s3ClientConfig: { bucket: blobs.bucket, ...s3ClientConfig(blobs) },
  });
}
