import type { IndexError } from '../../db/schema';
import { readBlobBytes } from '../../blobs/read-blob';
import { PermanentJobError, type JobContext } from '../../jobs/job-handler';
import { documentFormatOf } from './document-format';
import { extractText } from './extract-text';
import { createIndexFileJob, type IndexFileJobDependencies } from './index-file.job';
import { indexErrorOf } from './index-error';
import { DEFAULT_INDEX_LIMITS } from './index-limits';
import { selectFileToIndex } from './file-pages.queries';

/** A file's text by page as the index read it, or why there is none. */
export type IndexedText =
  | { status: 'indexed'; pages: { page: number; text: string }[] }
  | { status: 'failed' | 'skipped'; reason: IndexError | null }
  | { status: 'gone' };

/**
 * The text of a file, page by page, as the content index holds it (`file_pages`), for a feature
 * that reads files as the index does (chat training): one reader, bounded and killable, for
 * every use of a file's words. A file whose index job has not run yet is indexed now, within the
 * caller's job (the index job is idempotent, so when it runs later it finds the work done). A
 * failure the index keeps (an unreadable file) answers its reason; one another run may cure (a
 * timeout) is thrown, so the caller's job is retried.
 *
 * `ocrEveryPage` reads a PDF again with OCR on every page (handwritten documents, whose text
 * layer, if any, is not what the page says), within the index's OCR limits; that reading is the
 * caller's and is not written to the index.
 */
export async function readIndexedText(
  dependencies: IndexFileJobDependencies,
  context: JobContext,
  fileId: string,
  options: { ocrEveryPage?: boolean } = {},
): Promise<IndexedText> {
  const { db } = dependencies.database;
  const file = await selectFileToIndex(db, fileId);
  if (!file) {
    return { status: 'gone' };
  }
  const format = documentFormatOf(file.filename, file.mime_type);
  if (options.ocrEveryPage === true && format.reader === 'pdf') {
    const limits = dependencies.limits ?? DEFAULT_INDEX_LIMITS;
    try {
      const data = await readBlobBytes(dependencies.blobs, file.blob_key, limits.maxBytes);
      const extracted = await extractText(data, format, {
        signal: context.signal,
        limits,
        ocrEveryPage: true,
        onProgress: (done, total) => context.progress(done, total, `page ${done} of ${total}`),
      });
      return { status: 'indexed', pages: extracted.pages };
    } catch (error) {
      if (context.signal.aborted) {
        throw error;
      }
      return { status: 'failed', reason: indexErrorOf(error) };
    }
  }
  if (file.index_status === 'pending' || file.index_status === 'indexing') {
    const index = createIndexFileJob(dependencies);
    try {
      await index({ ...context, payload: { fileId } });
    } catch (error) {
      if (!(error instanceof PermanentJobError)) {
        throw error;
      }
    }
  }
  const state = await db
    .selectFrom('files')
    .select(['index_status', 'index_error'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!state) {
    return { status: 'gone' };
  }
  if (state.index_status !== 'indexed') {
    return {
      status: state.index_status === 'skipped' ? 'skipped' : 'failed',
      reason: state.index_error,
    };
  }
  const rows = await db
    .selectFrom('file_pages')
    .select(['page', 'part', 'text'])
    .where('file_id', '=', fileId)
    .orderBy('page')
    .orderBy('part')
    .execute();
  // A long page is stored in parts cut at a line break or a space (text-parts.ts).
  const pages = new Map<number, string[]>();
  for (const row of rows) {
    pages.set(row.page, [...(pages.get(row.page) ?? []), row.text]);
  }
  return {
    status: 'indexed',
    pages: [...pages].map(([page, parts]) => ({ page, text: parts.join('\n') })),
  };
}
