import type { S3ClientConfig } from '@aws-sdk/client-s3';

/** Where the blobs of an S3-compatible store live (`FOLIO_S3_*`, see config.ts). */
export type S3BlobStoreConfig = {
  /** Empty for AWS itself; the server's URL for MinIO, Ceph, R2 and the like. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** `http://host/bucket/key` rather than `http://bucket.host/key` (most self-hosted stores). */
  forcePathStyle: boolean;
};

/** The AWS SDK client settings of a store: the blob store's and the tus parts' alike. */
export function s3ClientConfig(config: S3BlobStoreConfig): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // The SDK's default CRC checksums (aws-chunked bodies) are refused by many S3-compatible
    // stores (MinIO, R2, Ceph); checksums are sent only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}
