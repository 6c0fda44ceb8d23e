import type { BlobSource } from './blob-store';

/** A blob source as something `for await` reads chunk by chunk (bytes in memory: one chunk). */
export function blobChunks(source: BlobSource): AsyncIterable<unknown> | Iterable<unknown> {
  return source instanceof Uint8Array ? [source] : source;
}

/** One chunk of a blob source as bytes; a Node stream with an encoding set yields strings. */
export function toBytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) {
    return chunk;
  }
  if (typeof chunk === 'string') {
    return Buffer.from(chunk);
  }
  throw new TypeError('A blob source must yield Uint8Array chunks');
}
