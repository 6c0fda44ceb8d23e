// The local S3 server's objects: files of its folder, with S3's ETags and metadata.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** How S3 carries an object's metadata in headers. */
export const META_PREFIX = 'x-amz-meta-';

export type StoredObject = {
  path: string;
  size: number;
  etag: string;
  modifiedAt: Date;
  metadata: Record<string, string>;
};
export type PendingUpload = {
  bucket: string;
  key: string;
  initiated: Date;
  metadata: Record<string, string>;
  parts: Map<number, StoredObject>;
};
export type Bucket = Map<string, StoredObject>;

/**
 * Writes a request's body to a fresh file of `dir`, hashed on the way; an overwrite points the key
 * at the new file, so a GET already streaming keeps reading the old one, as on S3.
 */
export async function receiveObject(dir: string, request: IncomingMessage): Promise<StoredObject> {
  const path = join(dir, randomUUID());
  const md5 = createHash('md5');
  let size = 0;
  await pipeline(
    request,
    async function* measure(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        md5.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(path),
  );
  return {
    path,
    size,
    etag: `"${md5.digest('hex')}"`,
    modifiedAt: new Date(),
    metadata: metadataOf(request),
  };
}

/** The parts of a multipart upload joined into one object, with S3's `<md5>-<parts>` ETag. */
export async function concatenate(
  dir: string,
  parts: readonly StoredObject[],
  metadata: Record<string, string>,
): Promise<StoredObject> {
  const path = join(dir, randomUUID());
  const temp = `${path}.part`;
  const md5 = createHash('md5');
  let size = 0;
  await pipeline(async function* joined() {
    for (const part of parts) {
      for await (const chunk of createReadStream(part.path)) {
        md5.update(chunk as Buffer);
        size += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    }
  }, createWriteStream(temp));
  await rename(temp, path);
  return {
    path,
    size,
    etag: `"${md5.digest('hex')}-${parts.length}"`,
    modifiedAt: new Date(),
    metadata,
  };
}

export function metadataOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).flatMap(([name, value]) =>
      name.startsWith(META_PREFIX) && typeof value === 'string'
        ? [[name.slice(META_PREFIX.length), value]]
        : [],
    ),
  );
}

// S3 lists keys in the order of their UTF-8 bytes.
export function compareKeys(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
