import type { BlobsConfig } from './blobs-config';
import type { Logger } from '../db/logger';
import type { BlobStore } from './blob-store';
import { createFileBlobStore } from './file-blob-store';

/**
 * The blob store the configuration names: every process given the same one shares its blobs. The
 * AWS SDK is loaded only for S3 (some 35 MB of every process's memory otherwise, issue 15).
 */
export async function openBlobStore(config: BlobsConfig, logger?: Logger): Promise<BlobStore> {
  if (config.kind === 's3') {
    const { createS3BlobStore } = await import('./s3-blob-store');
    return createS3BlobStore(config);
  }
  return createFileBlobStore(config.dir, logger ? { logger } : {});
}
