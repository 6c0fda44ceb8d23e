import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';

import { blobChunks, toBytes } from './blob-bytes';
import { assertBlobKey, assertBlobPrefix } from './blob-key';
import { BlobNotFoundError, type BlobStore } from './blob-store';
import { s3ClientConfig, type S3BlobStoreConfig } from './s3-client-config';

// Parts of a streamed upload: the least S3 accepts. At most QUEUE_SIZE parts are in memory at
// once, so a 1 GB upload holds about 20 MiB, never the whole file.
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE_SIZE = 4;

/**
 * Blobs in one bucket of an S3-compatible store, for processes that share no disk. `put` streams
 * the source through a multipart upload (hashed on the way) that S3 publishes only when it
 * completes, and aborts on failure, so a failed write leaves no object and no stray parts; a GET
 * stream reads the object as it was when opened, like the folder store's open file.
 */
export function createS3BlobStore(config: S3BlobStoreConfig): BlobStore {
  const client = new S3Client(s3ClientConfig(config));
  const Bucket = config.bucket;

  const statBlob = async (key: string) => {
    assertBlobKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) {
        return undefined;
      }
      throw error;
    }
  };

  return {
    async put(key, source) {
      assertBlobKey(key);
      const hash = createHash('sha256');
      let size = 0;
      const measured = Readable.from(
        (async function* measure() {
          for await (const chunk of blobChunks(source)) {
            const bytes = toBytes(chunk);
            hash.update(bytes);
            size += bytes.byteLength;
            yield bytes;
          }
        })(),
      );
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: measured },
        partSize: PART_BYTES,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } finally {
        measured.destroy();
      }
      return { key, size, sha256: hash.digest('hex') };
    },

    async get(key) {
      assertBlobKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) {
          throw new Error(`S3 returned no readable body for ${key}`);
        }
        return object.Body;
      } catch (error) {
        throw isMissing(error) ? new BlobNotFoundError(key) : error;
      }
    },

    stat: statBlob,

    async exists(key) {
      return (await statBlob(key)) !== undefined;
    },

    async delete(key) {
      // S3 deletes idempotently and does not say whether there was an object: ask first.
      if ((await statBlob(key)) === undefined) {
        return false;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      return true;
    },

    async *list(prefix) {
      assertBlobPrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined) {
            yield object.Key;
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

// A missing key, not a missing bucket (also a 404, but a misconfiguration to surface). A HEAD has
// no body, so S3's answer to it is only 'NotFound'.
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}
