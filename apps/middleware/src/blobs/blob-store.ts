import type { Readable } from 'node:stream';

/** What a blob can be written from: bytes in memory, or a stream that is never fully buffered. */
export type BlobSource = Uint8Array | AsyncIterable<Uint8Array> | NodeJS.ReadableStream;

/** What `put` learned while writing, so callers can record size and checksum without a reread. */
export type StoredBlob = { key: string; size: number; sha256: string };

export type BlobStat = { size: number; modifiedAt: Date };

/**
 * Where uploaded files and generated documents live. Today a folder (`createFileBlobStore`);
 * the same interface can be implemented over S3 for scale-out, so nothing outside `blobs/` may
 * assume a file path. Keys follow `assertBlobKey`; a bad key throws `InvalidBlobKeyError`.
 */
export type BlobStore = {
  /** Writes atomically: readers see the old blob or the whole new one, never a part. */
  put(key: string, source: BlobSource): Promise<StoredBlob>;
  /** Throws `BlobNotFoundError` when absent. The stream keeps its content even if overwritten. */
  get(key: string): Promise<Readable>;
  stat(key: string): Promise<BlobStat | undefined>;
  exists(key: string): Promise<boolean>;
  /** Returns whether there was a blob to delete. */
  delete(key: string): Promise<boolean>;
  /** Keys starting with `prefix` (a plain string prefix, as in S3), in key order. */
  list(prefix: string): AsyncIterable<string>;
};

/** Raised by `get` for a missing key, so routes can answer 404 without parsing errors. */
export class BlobNotFoundError extends Error {
  readonly key: string;

  constructor(key: string) {
    super(`Blob not found: ${key}`);
    this.name = 'BlobNotFoundError';
    this.key = key;
  }
}
