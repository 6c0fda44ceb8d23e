/**
 * @folio/documents: how both servers read business documents. PDF text with positions rebuilt
 * into reading-order lines, OCR for pages without usable text, page images, word-processing
 * documents, spreadsheets, text files, images and ZIPs, each under size, page and time limits,
 * each failure a {@link DocumentError} with a stable code. Depends on nothing of Folio's.
 */

// Errors and limits shared by every reader.
export { DocumentError, isDocumentError, type DocumentErrorCode } from './errors';
export { DEFAULT_MAX_PAGES, DEFAULT_TIMEOUT_MS, type ParseLimits } from './limits';

// Positioned text: the one line builder behind the PDF text layer and OCR.
export type { Box, Line, PageText, TextSource, Word } from './layout/types';
export { buildLines, linesToText } from './layout/build-lines';
export { DEFAULT_SPLIT_OPTIONS, type SplitOptions } from './layout/split-row';

// PDF text layer (pdf.js).
export {
  readPdfInfo,
  readPdfText,
  type PdfInfo,
  type PdfText,
  type PdfTextOptions,
} from './pdf-text/read-pdf-text';
export type { PdfMetadata } from './pdf-text/metadata';
export type { PdfPageText } from './pdf-text/read-page';
export type { TextUsability } from './pdf-text/text-usability';
// The same pages' words only, by poppler: search and chat need no positions.
export { readPdfWords, type PdfPlainPage, type PdfPlainText } from './pdf-text/read-pdf-plain-text';

// OCR (Tesseract) and the combined text-layer-or-OCR read.
export { readPdfPages, type OcrMode, type PdfPagesOptions } from './ocr/read-pdf-pages';
export { ocrPdfPages, type OcrPdfOptions } from './ocr/ocr-pdf-pages';
export { DEFAULT_SCAN_SCALE } from './ocr/scan-resolution';
export { ocrImage, type OcrImageOptions } from './ocr/ocr-image';
export { DEFAULT_OCR_LANGUAGES, type TesseractOptions } from './ocr/tesseract';

// Page images.
export {
  DEFAULT_RENDER_ENGINE,
  renderPdfPage,
  type RenderedPage,
  type RenderEngine,
  type RenderOptions,
} from './render/render-pdf-page';

// Office documents, spreadsheets, text files and images.
export { readDocx, type WordDocument } from './office/docx';
export { readWordDocument, type WordFormat } from './office/office-document';
export { convertWithLibreOffice, type LibreOfficeTarget } from './office/libreoffice';
export { checkOfficeFile } from './workers/run-reader';
export {
  DEFAULT_OFFICE_STRUCTURE_LIMITS,
  OFFICE_ZIP_LIMITS,
  type OfficeStructureLimits,
} from './office/office-container';
export {
  readSpreadsheet,
  type Sheet,
  type Spreadsheet,
  type SpreadsheetFormat,
  type SpreadsheetOptions,
} from './office/spreadsheet';
export { writeSpreadsheet, type WrittenCell } from './office/spreadsheet-write';
export type { CellValue, ScalarCell } from './office/cells';
export {
  DEFAULT_MAX_TEXT_BYTES,
  decodeTextFile,
  type TextFile,
  type TextFileLimits,
} from './office/text-file';
export { readTextFile } from './office/read-text';
export {
  DEFAULT_MAX_IMAGE_PIXELS,
  readImageInfo,
  type ImageInfo,
  type ImageLimits,
} from './office/image-info';

// ZIP archives.
export { DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip/zip-limits';
export type { ZipEntryInfo } from './zip/check-entry';
export type { ZipSource } from './zip/open-zip';
export { listZip, readZip, type ZipEntryHandler } from './zip/read-zip';
export { extractZip, type ExtractedFile } from './zip/extract-zip';
