import type { ParseLimits } from '../limits';
import { runReader } from '../workers/run-reader';
import { DEFAULT_MAX_TEXT_BYTES, type TextFileLimits } from './text-file';

/**
 * The text of a text or HTML file (the visible text, for HTML), decoded and parsed on the
 * reader worker pool: a file of up to the size limit takes time in proportion to its size, and
 * that time is never the serving thread's. Fails as `decodeTextFile` does, or with the pool's
 * `DOCUMENT_TIMEOUT` / `DOCUMENT_ABORTED`.
 */
export async function readTextFile(
  data: Uint8Array,
  markup: 'plain' | 'html',
  limits: ParseLimits & TextFileLimits = {},
): Promise<string> {
  return runReader<string>(
    {
      task: 'text',
      data: new Uint8Array(data),
      markup,
      maxBytes: limits.maxBytes ?? DEFAULT_MAX_TEXT_BYTES,
    },
    limits,
  );
}
