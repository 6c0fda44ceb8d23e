import { AppError } from '@folio/core';
import { isDocumentError, renderPdfPage } from '@folio/documents';
import { attachment } from '@folio/server';

import { safeStem } from './file-names';
import { UTILS_LIMITS } from './limits';
import { loadPdf } from './pdf-input';
import { readUpload, type UploadedFile } from './upload';
import type { ServiceHandlers } from '../service-handlers';

/** SPEC §7 default download name, used when the upload's own name has nothing usable. */
export const FALLBACK_NAME = 'archivo';

/** The resolutions a caller may ask for, and the one used when it asks for none. */
export const DPI = { min: 72, max: 300, default: 150 } as const;

/** Time limit of one rendering. */
const RENDER_TIMEOUT_MS = 60_000;

/** A rendered page: its download name and the JPEG. */
export type PageImage = { name: string; bytes: Uint8Array };

/**
 * One page of an uploaded PDF as a JPEG (poppler's `pdftoppm` through `@folio/documents`),
 * named `<name>-p<page>.jpg`. The PDF is checked first (empty, not a PDF, corrupt, encrypted:
 * see {@link loadPdf}); a page outside it is PDF_PAGE_VALIDATION_ERROR.
 */
export async function pdfPageToImage(
  file: UploadedFile,
  page: number,
  dpi: number = DPI.default,
): Promise<PageImage> {
  const pages = (await loadPdf(file)).getPageCount();
  if (page < 1 || page > pages) {
    throw new AppError('PDF_PAGE_VALIDATION_ERROR', {
      message: `page ${page} is outside 1-${pages}`,
      detail: { page, pages },
    });
  }
  return renderPageImage(file, { page, pages, dpi });
}

/**
 * Renders page `page` of a PDF already checked with {@link loadPdf} (it has `pages` pages) to
 * `<name>-p<page>.jpg`; a rendering failure becomes its catalogue code, naming the file. Shared by
 * the one-page and the every-page utilities.
 */
export async function renderPageImage(
  file: UploadedFile,
  { page, pages, dpi }: { page: number; pages: number; dpi: number },
): Promise<PageImage> {
  let bytes: Uint8Array;
  try {
    ({ data: bytes } = await renderPdfPage(file.bytes, page, {
      dpi,
      format: 'jpeg',
      maxPages: UTILS_LIMITS.maxPages,
      timeoutMs: RENDER_TIMEOUT_MS,
    }));
  } catch (error) {
    throw renderError(error, file.name, page, pages);
  }
  return { name: `${safeStem(file.name, /\.pdf$/i, FALLBACK_NAME)}-p${page}.jpg`, bytes };
}

/** `pdfPageToImage`: one page of the uploaded PDF as `<name>-p<page>.jpg`. */
export const pdfPageToImageHandler: ServiceHandlers['pdfPageToImage'] = async (request, reply) => {
  const { options, files } = await readUpload(request, 'pdfPageToImage', { maxFiles: 1 });
  const [file] = files;
  const page = options.page ?? 1;
  const dpi = options.dpi ?? DPI.default;
  if (!file) {
    throw new AppError('BAD_REQUEST', { message: 'no file part', detail: { field: 'file' } });
  }
  const image = await pdfPageToImage(file, page, dpi);
  return reply
    .type('image/jpeg')
    .header('content-disposition', attachment(image.name))
    .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
};

/** The catalogue code of a rendering failure; anything not a DocumentError is passed on. */
function renderError(error: unknown, file: string, page: number, pages: number): unknown {
  if (!isDocumentError(error)) {
    return error;
  }
  const options = { message: `${file}: ${error.message}`, cause: error };
  switch (error.code) {
    case 'PAGE_OUT_OF_RANGE':
      return new AppError('PDF_PAGE_VALIDATION_ERROR', { ...options, detail: { page, pages } });
    case 'DOCUMENT_TOO_MANY_PAGES':
      return new AppError('FILE_TOO_MANY_PAGES', {
        ...options,
        detail: { file, pages, max: UTILS_LIMITS.maxPages },
      });
    case 'TOOL_UNAVAILABLE':
      return new AppError('SERVICE_UNAVAILABLE', options);
    case 'PDF_ENCRYPTED':
      return new AppError('PDF_PROCESSING_ERROR', {
        ...options,
        detail: { file, reason: 'encrypted' },
      });
    case 'DOCUMENT_TIMEOUT':
      return new AppError('PDF_PROCESSING_ERROR', {
        ...options,
        detail: { file, reason: 'timeout' },
      });
    default:
      return new AppError('PDF_PROCESSING_ERROR', {
        ...options,
        detail: { file, reason: 'corrupt' },
      });
  }
}
