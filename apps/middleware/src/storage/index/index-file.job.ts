import {
  isDocumentError,
  linesToText,
  type DocumentErrorCode,
  type PageText as DocumentPage,
} from '@folio/documents';

import { BlobNotFoundError, type BlobStore } from '../../blobs/blob-store';
import type { Database } from '../../db/database';
import type { Logger } from '../../db/logger';
import {
  PermanentJobError,
  type JobContext,
  type JobHandler,
  payloadId,
} from '../../jobs/job-handler';
import type { AbandonedJob } from '../../jobs/job-queue';
import { documentFormatOf } from './document-format';
import { extractText, type PageText } from './extract-text';
import {
  finishWithoutPages,
  replaceFilePages,
  selectFileToIndex,
  updateIndexState,
  type FilePageRow,
  type FileToIndex,
} from './file-pages.queries';
import { announceIndex } from './announce-index';
import { indexErrorOf } from './index-error';
import { DEFAULT_INDEX_LIMITS, type IndexLimits } from './index-limits';
import { readBlobBytes } from '../../blobs/read-blob';
import { pageLanguages } from './page-language';
import { cleanText, splitIntoParts } from './text-parts';

/** The kind the storage feature enqueues after storing a file: `{ fileId }`. */
export const INDEX_FILE_JOB_KIND = 'storage.index';

/** What a `storage.index` job answers. `gone`: the file was deleted (or replaced) meanwhile. */
export type IndexFileResult = {
  fileId: string;
  status: 'indexed' | 'skipped' | 'gone';
  pages?: number;
  ocrPages?: number;
  ocrSkippedPages?: number;
  reason?: string;
};

export type IndexFileJobDependencies = {
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  limits?: IndexLimits;
};

// The file's own fault: reading it again cannot help. Timeouts, OCR and conversion failures and
// missing tools may pass on another run, up to `maxAttempts`.
const PERMANENT_CODES = new Set<DocumentErrorCode>([
  'PDF_ENCRYPTED',
  'PDF_INVALID',
  'DOCUMENT_EMPTY',
  'DOCUMENT_TOO_MANY_PAGES',
  'DOCUMENT_TOO_LARGE',
  'DOCUMENT_UNREADABLE',
  'UNSUPPORTED_FORMAT',
  'PAGE_OUT_OF_RANGE',
  'IMAGE_INVALID',
  'IMAGE_TOO_LARGE',
  'ZIP_TOO_MANY_ENTRIES',
  'ZIP_TOO_LARGE',
  'ZIP_RATIO_EXCEEDED',
  'ZIP_UNSAFE_PATH',
  'ZIP_NESTED_ARCHIVE',
  'ZIP_READ_ERROR',
]);

/**
 * `storage.index`: extracts a stored file's text page by page (@folio/documents) and writes it to
 * `file_pages` for content search, moving the file's `index_status` from `pending` through
 * `indexing` to `indexed`, `skipped` (audio, video, archives, too large) or `failed`, with
 * `index_progress` and the job's progress as pages are read. Re-running it rewrites the same
 * rows. A file that cannot be read fails alone: it is kept, marked `failed` with the reason
 * (`index_error`, see index-error.ts), and the job is not retried (a timeout or a missing tool
 * is, up to `maxAttempts` runs).
 */
export function createIndexFileJob(dependencies: IndexFileJobDependencies): JobHandler {
  const limits = dependencies.limits ?? DEFAULT_INDEX_LIMITS;
  const run = async (context: JobContext): Promise<IndexFileResult> => {
    const { db } = dependencies.database;
    const fileId = payloadId(context.payload, 'fileId', 'storage.index');
    const file = await selectFileToIndex(db, fileId);
    if (!file) {
      return { fileId, status: 'gone' };
    }
    if (file.index_status === 'indexed') {
      // Its reader (an extraction run) indexed it meanwhile (`indexReadPages`).
      return { fileId, status: 'indexed', reason: 'already indexed' };
    }
    const format = documentFormatOf(file.filename, file.mime_type);
    if (format.reader === 'none' || file.size > limits.maxBytes) {
      const hasNoReader = format.reader === 'none';
      const reason = hasNoReader ? 'no text to index' : 'too large to index';
      const indexError = hasNoReader ? 'no-text' : 'too-large';
      const isCurrent = await finishWithoutPages(
        db,
        file,
        'skipped',
        indexError,
        announceIndex(file, 'skipped', indexError),
      );
      return { fileId, status: isCurrent ? 'skipped' : 'gone', reason };
    }
    await updateIndexState(db, file.id, { status: 'indexing', progress: 0 });
    await context.progress(0, null, 'reading');
    try {
      const data = await readBlobBytes(dependencies.blobs, file.blob_key, limits.maxBytes);
      const extracted = await extractText(data, format, {
        signal: context.signal,
        limits,
        onProgress: async (done, total) => {
          await context.progress(done, total, `page ${done} of ${total}`);
          // The last tenth is the write.
          await updateIndexState(db, file.id, { progress: (0.9 * done) / Math.max(1, total) });
        },
      });
      const rows = toRows(extracted.pages);
      const announce = announceIndex(file, 'indexed', null);
      if (!(await replaceFilePages(db, file, rows, extracted.pageCount, announce))) {
        return { fileId, status: 'gone' };
      }
      await context.progress(1, 1, 'indexed');
      return {
        fileId,
        status: 'indexed',
        pages: new Set(rows.map((row) => row.page)).size,
        ocrPages: extracted.ocrPages,
        ocrSkippedPages: extracted.ocrSkippedPages,
      };
    } catch (error) {
      throw await settleFailure(dependencies, context, file, limits, error);
    }
  };
  return Object.assign(run, {
    onAbandoned: (job: AbandonedJob) => failAbandoned(dependencies, job),
  });
}

/**
 * The process reading the file died on the last attempt (killed for memory, a crash): nothing
 * that small a parse can survive, so the file is `too-complex`, kept, and never read again.
 */
async function failAbandoned(
  dependencies: IndexFileJobDependencies,
  job: AbandonedJob,
): Promise<void> {
  const { db } = dependencies.database;
  const file = await selectFileToIndex(db, payloadId(job.payload, 'fileId', 'storage.index'));
  if (!file || file.index_status === 'indexed' || file.index_status === 'skipped') {
    return;
  }
  await finishWithoutPages(
    db,
    file,
    'failed',
    'too-complex',
    announceIndex(file, 'failed', 'too-complex'),
  );
  dependencies.logger.warn(
    { fileId: file.id, jobId: job.jobId },
    'file could not be indexed: its reader stopped on the last attempt',
  );
}

/** What a failed run throws: permanent (and the file `failed`) unless another run may help. */
async function settleFailure(
  dependencies: IndexFileJobDependencies,
  context: JobContext,
  file: FileToIndex,
  limits: IndexLimits,
  error: unknown,
): Promise<unknown> {
  if (context.signal.aborted || isDocumentError(error, 'DOCUMENT_ABORTED')) {
    // This worker lost the job or is stopping: whoever runs it next decides.
    return error;
  }
  const isPermanent =
    error instanceof BlobNotFoundError ||
    (isDocumentError(error) && PERMANENT_CODES.has(error.code)) ||
    context.attempt >= limits.maxAttempts;
  if (!isPermanent) {
    return error;
  }
  // Dead for good: the file keeps the reason and shows it ("could not be indexed", issue 17).
  const reason = indexErrorOf(error);
  await finishWithoutPages(
    dependencies.database.db,
    file,
    'failed',
    reason,
    announceIndex(file, 'failed', reason),
  );
  const code = isDocumentError(error) ? error.code : error instanceof Error ? error.name : 'error';
  dependencies.logger.warn(
    { err: error, fileId: file.id, code, reason, attempt: context.attempt },
    'file could not be indexed; it stays stored, without content search',
  );
  return new PermanentJobError(`storage.index ${file.id}: ${code}`, { cause: error });
}

/**
 * Indexes a file from pages another job has just read (an extraction run reads every PDF of its
 * ZIP): the same rows the index job would write, without reading the file a second time. False
 * when the file was deleted or replaced meanwhile.
 */
export async function indexReadPages(
  db: Database['db'],
  file: Pick<FileToIndex, 'id' | 'user_id' | 'sha256'>,
  pages: readonly DocumentPage[],
  pageCount: number,
): Promise<boolean> {
  const texts = pages.map((page) => ({ page: page.pageNumber, text: linesToText(page.lines) }));
  return replaceFilePages(db, file, toRows(texts), pageCount, announceIndex(file, 'indexed', null));
}

/** Pages as rows: cleaned, long ones cut into parts, empty ones left out, each in its language. */
export function toRows(pages: readonly PageText[]): FilePageRow[] {
  const texts = pages.map(({ text }) => cleanText(text));
  const languages = pageLanguages(texts);
  return pages.flatMap(({ page }, at) =>
    splitIntoParts(texts[at] ?? '').map((part, index) => ({
      page,
      part: index + 1,
      text: part,
      language: languages[at] ?? 'es',
    })),
  );
}
