import type { ParseLimits } from '../limits';
import { runReader } from '../workers/run-reader';
import type { WordDocument } from './docx-parse';

export type { WordDocument } from './docx-parse';

/**
 * Reads a DOCX: its plain text and its HTML, parsed on a worker thread with its own memory limit
 * and stopped at the deadline (a bomb or an endless structure never holds the caller's thread).
 * Fails with `DOCUMENT_EMPTY`, `DOCUMENT_UNREADABLE`, `DOCUMENT_TOO_LARGE`, a `ZIP_*` code,
 * `DOCUMENT_TIMEOUT` or `DOCUMENT_ABORTED`.
 */
export async function readDocx(data: Uint8Array, limits: ParseLimits = {}): Promise<WordDocument> {
  return runReader<WordDocument>({ task: 'docx', data: new Uint8Array(data) }, limits);
}
