import type { BlobsConfig } from '../config';
import type { Logger } from '../db/logger';
import type { BlobStore } from './blob-store';
import { createFileBlobStore } from './file-blob-store';
import { createS3BlobStore } from './s3-blob-store';

/** The blob store the configuration names: every process given the same one shares its blobs. */
export function openBlobStore(config: BlobsConfig, logger?: Logger): BlobStore {
  return config.kind === 's3'
    ? createS3BlobStore(config)
    : createFileBlobStore(config.dir, logger ? { logger } : {});
}
