import type { IndexError } from '../../db/schema';
import { readBlobBytes } from '../../blobs/read-blob';
import { documentFormatOf, type DocumentFormat } from './document-format';
import { selectFileToIndex } from './file-pages.queries';
import type { IndexFileJobDependencies } from './index-file.job';
import { DEFAULT_INDEX_LIMITS, type IndexLimits } from './index-limits';

/** A stored file's bytes and format for a feature's own reader, or why they are not read. */
export type StoredDocument =
  | {
      status: 'read';
      filename: string;
      format: DocumentFormat;
      data: Uint8Array;
      limits: IndexLimits;
    }
  | { status: 'failed'; reason: IndexError }
  | { status: 'gone' };

/**
 * A file's bytes, read within the index's size limit, with its format and the limits its reader
 * must keep (time, rows), for features that read a file another way than as text (a workbook
 * read as tables).
 */
export async function readStoredDocument(
  dependencies: IndexFileJobDependencies,
  fileId: string,
): Promise<StoredDocument> {
  const file = await selectFileToIndex(dependencies.database.db, fileId);
  if (!file) {
    return { status: 'gone' };
  }
  const limits = dependencies.limits ?? DEFAULT_INDEX_LIMITS;
  if (file.size > limits.maxBytes) {
    return { status: 'failed', reason: 'too-large' };
  }
  return {
    status: 'read',
    filename: file.filename,
    format: documentFormatOf(file.filename, file.mime_type),
    data: await readBlobBytes(dependencies.blobs, file.blob_key, limits.maxBytes),
    limits,
  };
}
