import { Transform, type TransformCallback } from 'node:stream';

import { nestedArchive, tooLarge } from './check-entry';
import { hasArchiveContent } from './nested-archive';
import type { ResolvedZipLimits } from './zip-limits';

/** Bytes inflated so far from the whole archive. */
export type ByteCounter = { bytes: number };

/**
 * Passes an entry's inflated bytes through while counting them against the archive's total
 * (declared sizes can lie; yauzl's size check and this count make lying useless) and looking
 * at the first bytes for an archive signature.
 */
export function createGuardStream(
  name: string,
  limits: ResolvedZipLimits,
  counter: ByteCounter,
): Transform {
  let isHeadChecked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
      counter.bytes += chunk.length;
      if (counter.bytes > limits.maxTotalBytes) {
        callback(tooLarge(limits.maxTotalBytes, name));
        return;
      }
      if (!isHeadChecked) {
        isHeadChecked = true;
        if (!limits.allowNested && hasArchiveContent(name, chunk)) {
          callback(nestedArchive(name));
          return;
        }
      }
      callback(null, chunk);
    },
  });
}
