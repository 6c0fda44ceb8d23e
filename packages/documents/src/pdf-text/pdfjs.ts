import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import { DocumentError } from '../errors';
import { type ParseLimits, runWithLimits } from '../limits';

// pdf.js in Node needs its standard fonts (for non-embedded Helvetica & co.) and CMaps (CJK)
// as folder paths ending in a slash (TOOLCHAIN.md).
const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const STANDARD_FONT_DATA_URL = `${join(PDFJS_DIR, 'standard_fonts')}/`;
const CMAP_URL = `${join(PDFJS_DIR, 'cmaps')}/`;
const ERRORS_ONLY = 0;

/**
 * Opens a PDF with pdf.js on this thread (for the pdf.js renderer, which needs a canvas here;
 * text and sizes go through the worker pool) and runs `work` on it under the limits; the
 * document is destroyed afterwards, and at once on timeout or abort, which stops pdf.js work
 * in progress. Bad input becomes `DOCUMENT_EMPTY`, `PDF_ENCRYPTED` or `PDF_INVALID`.
 */
export async function withPdfDocument<T>(
  data: Uint8Array,
  limits: ParseLimits,
  work: (document: PDFDocumentProxy, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (data.length === 0) {
    throw new DocumentError('DOCUMENT_EMPTY', { message: 'the PDF has no bytes' });
  }
  // Loaded on first use: text extraction runs pdf.js on worker threads, not here.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    // A copy: pdf.js may transfer (detach) the buffer it is given.
    data: new Uint8Array(data),
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    cMapUrl: CMAP_URL,
    cMapPacked: true,
    useSystemFonts: false,
    verbosity: ERRORS_ONLY,
  });
  const stop = (): void => void task.destroy().catch(() => undefined);
  try {
    return await runWithLimits(
      limits,
      async (signal) => {
        const document = await task.promise.catch((error: unknown) => {
          throw toOpenError(error);
        });
        return work(document, signal);
      },
      stop,
    );
  } finally {
    stop();
  }
}

function toOpenError(error: unknown): DocumentError {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'PasswordException') {
    return new DocumentError('PDF_ENCRYPTED', {
      message: 'the PDF is protected by a password',
      cause: error,
    });
  }
  return new DocumentError('PDF_INVALID', {
    message: `not a readable PDF: ${message}`,
    cause: error,
  });
}
