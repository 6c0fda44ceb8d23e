import { AppError } from '@folio/core';
import { PDFDocument } from 'pdf-lib';

import { UTILS_LIMITS } from './limits';
import type { UploadedFile } from './upload';
import { noteUse } from './utility-uses';

const PDF_MAGIC = '%PDF-';

/**
 * Opens an uploaded PDF with pdf-lib, refusing with a code that names the file: empty
 * (FILE_VALIDATION_ERROR), not a PDF (UNSUPPORTED_MEDIA_TYPE), encrypted, corrupt or without
 * pages (PDF_PROCESSING_ERROR), over the page limit (FILE_TOO_MANY_PAGES).
 */
export async function loadPdf(file: UploadedFile): Promise<PDFDocument> {
  if (file.bytes.length === 0) {
    throw new AppError('FILE_VALIDATION_ERROR', {
      message: `${file.name} is empty`,
      detail: { file: file.name, reason: 'empty' },
    });
  }
  // The header may follow a little junk (ISO 32000 tolerates up to 1024 bytes).
  const head = Buffer.from(file.bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes(PDF_MAGIC)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: `${file.name} is not a PDF`,
      detail: { file: file.name, expected: 'application/pdf' },
    });
  }
  let document: PDFDocument;
  let pages: number;
  try {
    // Opened past its encryption only to tell that case apart (pdf-lib's EncryptedPDFError
    // does not survive `instanceof`); an encrypted file is refused below, never read.
    document = await PDFDocument.load(file.bytes, {
      updateMetadata: false,
      ignoreEncryption: true,
    });
    // A file with a header and no catalogue loads, and fails here.
    pages = document.getPageCount();
  } catch (error) {
    throw new AppError('PDF_PROCESSING_ERROR', {
      message: `${file.name} could not be opened: ${error instanceof Error ? error.message : String(error)}`,
      detail: { file: file.name, reason: 'corrupt' },
      cause: error,
    });
  }
  if (document.isEncrypted) {
    throw new AppError('PDF_PROCESSING_ERROR', {
      message: `${file.name} is encrypted`,
      detail: { file: file.name, reason: 'encrypted' },
    });
  }
  if (pages === 0) {
    throw new AppError('PDF_PROCESSING_ERROR', {
      message: `${file.name} has no pages`,
      detail: { file: file.name, reason: 'corrupt' },
    });
  }
  if (pages > UTILS_LIMITS.maxPages) {
    throw new AppError('FILE_TOO_MANY_PAGES', {
      message: `${file.name} has ${pages} pages`,
      detail: { file: file.name, pages, max: UTILS_LIMITS.maxPages },
    });
  }
  noteUse({ pages });
  return document;
}

/** Copies pages into `target`, turning a failure of a damaged page into PDF_PROCESSING_ERROR. */
export async function copyPagesInto(
  target: PDFDocument,
  source: PDFDocument,
  indices: number[],
  fileName: string,
): Promise<void> {
  try {
    const pages = await target.copyPages(source, indices);
    for (const page of pages) {
      target.addPage(page);
    }
  } catch (error) {
    throw new AppError('PDF_PROCESSING_ERROR', {
      message: `pages of ${fileName} could not be copied`,
      detail: { file: fileName, reason: 'corrupt' },
      cause: error,
    });
  }
}
