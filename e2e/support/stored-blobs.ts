import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

import { ListObjectsV2Command } from '@aws-sdk/client-s3';

import { testS3Client } from './test-bucket';

/** Where a run keeps its blobs: its data folder, or its bucket on the test run's S3 server. */
export type BlobPlace = { dataDir: string; blobBucket?: string | undefined };

/**
 * The keys of the blobs a run keeps under `prefix` (a folder of keys, e.g. `files/`), read from
 * the store itself so a test can show that a refusal stored nothing, over a folder or S3 alike.
 */
export async function storedBlobKeys(place: BlobPlace, prefix: string): Promise<string[]> {
  if (place.blobBucket) {
    const client = testS3Client();
    try {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: place.blobBucket, Prefix: prefix, ContinuationToken }),
        );
        keys.push(...(page.Contents ?? []).flatMap((object) => object.Key ?? []));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    } finally {
      client.destroy();
    }
  }
  const objects = join(place.dataDir, 'blobs', 'objects');
  const entries = await readdir(join(objects, prefix), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(prefix, relative(join(objects, prefix), join(entry.parentPath, entry.name))),
    )
    .map((path) => path.split(sep).join('/'));
}

/**
 * How many file blobs the owner of the stored file `fileId` has (keys are
 * `files/<user>/<file>...`): a refusal must store nothing for its user while other suites upload
 * in parallel.
 */
export async function ownerBlobCount(place: BlobPlace, fileId: string): Promise<number> {
  const keys = await storedBlobKeys(place, 'files/');
  const owner = keys.find((key) => key.includes(fileId))?.split('/')[1];
  if (owner === undefined) {
    throw new Error(`no blob of file ${fileId}`);
  }
  return keys.filter((key) => key.split('/')[1] === owner).length;
}
