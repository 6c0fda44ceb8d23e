import { AppError } from '@folio/core';
import { isDocumentError, readPdfInfo } from '@folio/documents';

import type { Logger } from '../../db/logger';

/**
 * PDFs up to this size are opened on upload to count their pages (and refuse a corrupt one). The
 * count needs the whole document in memory, so a larger PDF (through tus) is stored with
 * `pages: null` and only its magic checked; the indexing job reads it later.
 */
export const PAGE_COUNT_MAX_BYTES = 64 * 1024 * 1024;

/** A page count should take a moment; past this the file is kept without one. */
const PAGE_COUNT_TIMEOUT_MS = 20_000;

/**
 * The page count of an uploaded PDF (issue 5: recorded on upload) from its `bytes`, kept while
 * they were stored, read with pdf.js in its worker.
 * A PDF that cannot be opened at all (corrupt, truncated, or a PDF header on something else) is
 * refused with PDF_PROCESSING_ERROR (`detail.reason` `corrupt-pdf`): the manager would keep a file
 * nobody can open. A password-protected PDF is kept without a count (it is the user's document);
 * so is one too large to count here, or one that takes too long.
 */
export async function countPdfPages(
  log: Logger,
  bytes: Uint8Array,
  size: number,
  fileName: string,
): Promise<number | null> {
  if (size > PAGE_COUNT_MAX_BYTES || bytes.length !== size) {
    return null;
  }
  try {
    const info = await readPdfInfo(bytes, {
      maxPages: Number.MAX_SAFE_INTEGER,
      timeoutMs: PAGE_COUNT_TIMEOUT_MS,
    });
    if (info.pageCount < 1) {
      throw new AppError('PDF_PROCESSING_ERROR', {
        message: 'PDF without pages',
        detail: { file: fileName, reason: 'corrupt-pdf' },
      });
    }
    return info.pageCount;
  } catch (error) {
    if (
      isDocumentError(error) &&
      (error.code === 'PDF_INVALID' || error.code === 'DOCUMENT_EMPTY')
    ) {
      throw new AppError('PDF_PROCESSING_ERROR', {
        message: `corrupt PDF: ${error.message}`,
        detail: { file: fileName, reason: 'corrupt-pdf' },
      });
    }
    if (error instanceof AppError) {
      throw error;
    }
    log.info({ err: error, file: fileName }, 'PDF kept without a page count');
    return null;
  }
}
