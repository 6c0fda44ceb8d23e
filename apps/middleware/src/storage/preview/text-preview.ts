import { decodeTextFile } from '@folio/documents';

import type { BlobStore } from '../../blobs/blob-store';
import { readBlobPrefix } from '../../blobs/read-blob';

/** The most of a text file the preview shows (the contract: at most 1 MiB). */
export const TEXT_PREVIEW_BYTES = 1024 * 1024;

/**
 * The start of a text file for the preview, decoded whatever its encoding (@folio/documents).
 * A file longer than the cap is cut at a character boundary, so the last character is never
 * half a UTF-8 or UTF-16 sequence (which would also throw the encoding detection off).
 */
export async function readTextPreview(
  blobs: BlobStore,
  key: string,
  maxBytes = TEXT_PREVIEW_BYTES,
): Promise<{ text: string; isTruncated: boolean }> {
  const { bytes, isTruncated } = await readBlobPrefix(blobs, key, maxBytes);
  const whole = isTruncated ? cutAtCharacter(bytes) : bytes;
  return { text: decodeTextFile(whole, { maxBytes }).text, isTruncated };
}

/** Drops a trailing partial character: an odd byte of UTF-16, an unfinished UTF-8 sequence. */
export function cutAtCharacter(bytes: Uint8Array): Uint8Array {
  const isUtf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (isUtf16) {
    return bytes.subarray(0, bytes.length - (bytes.length % 2));
  }
  // The last lead byte within a sequence's reach, and whether its sequence is complete.
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) {
      continue;
    }
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? bytes.subarray(0, bytes.length - back) : bytes;
  }
  return bytes;
}
