import type { BlobStore } from './blob-store';

/**
 * A blob's bytes in memory, for the document readers that parse whole files. Refuses (with a
 * RangeError) a blob larger than `maxBytes` without reading past it.
 */
export async function readBlobBytes(
  blobs: BlobStore,
  key: string,
  maxBytes: number,
): Promise<Uint8Array> {
  const stream = await blobs.get(key);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk instanceof Uint8Array ? chunk : Buffer.from(String(chunk));
      size += bytes.length;
      if (size > maxBytes) {
        throw new RangeError(`blob ${key} is larger than ${maxBytes} bytes`);
      }
      chunks.push(bytes);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, size);
}

/** The first `maxBytes` of a blob, and whether there was more (the text preview's cap). */
export async function readBlobPrefix(
  blobs: BlobStore,
  key: string,
  maxBytes: number,
): Promise<{ bytes: Uint8Array; isTruncated: boolean }> {
  const stream = await blobs.get(key);
  const chunks: Uint8Array[] = [];
  let size = 0;
  let isTruncated = false;
  try {
    for await (const chunk of stream) {
      const bytes = chunk instanceof Uint8Array ? chunk : Buffer.from(String(chunk));
      if (size + bytes.length > maxBytes) {
        chunks.push(bytes.subarray(0, maxBytes - size));
        size = maxBytes;
        isTruncated = true;
        break;
      }
      chunks.push(bytes);
      size += bytes.length;
    }
  } finally {
    stream.destroy();
  }
  return { bytes: Buffer.concat(chunks, size), isTruncated };
}
