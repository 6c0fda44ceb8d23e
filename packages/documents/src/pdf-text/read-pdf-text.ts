import type { ParseLimits } from '../limits';
import { type PdfMetadata, parseMetadata } from './metadata';
import { runPdfjsTask } from './run-pdfjs-task';
import { type PdfPageText, toPageText } from './read-page';

/** Options of {@link readPdfText}. */
export type PdfTextOptions = ParseLimits & {
  /** 1-based page numbers to read (default: every page). The page limit counts the whole PDF. */
  pages?: readonly number[];
};

/** A PDF's page count, metadata and the text of the pages read. */
export type PdfText = { pageCount: number; metadata: PdfMetadata; pages: PdfPageText[] };

/** A PDF's page count and metadata, without its text. */
export type PdfInfo = { pageCount: number; metadata: PdfMetadata };

/**
 * Reads the text layer of a PDF with positions, page by page, rebuilt into reading-order lines.
 * Each page says whether its text is usable or it needs OCR (see `readPdfPages` for both).
 * pdf.js runs on a worker thread that is terminated at the time limit, so even a PDF built to
 * hang the parser fails alone. Fails with `DOCUMENT_EMPTY`, `PDF_ENCRYPTED`, `PDF_INVALID`,
 * `DOCUMENT_TOO_MANY_PAGES`, `PAGE_OUT_OF_RANGE`, `DOCUMENT_TOO_LARGE` (memory),
 * `DOCUMENT_TIMEOUT` or `DOCUMENT_ABORTED`.
 */
export async function readPdfText(
  data: Uint8Array,
  options: PdfTextOptions = {},
): Promise<PdfText> {
  const result = await runPdfjsTask(
    'text',
    data,
    options,
    (page, laidOut) => laidOut ?? toPageText(page),
  );
  return { pageCount: result.pageCount, metadata: parseMetadata(result.info), pages: result.pages };
}

/** Opens a PDF for its page count and metadata only (fast: no page is parsed). */
export async function readPdfInfo(data: Uint8Array, limits: ParseLimits = {}): Promise<PdfInfo> {
  const result = await runPdfjsTask('info', data, limits, (page) => page);
  return { pageCount: result.pageCount, metadata: parseMetadata(result.info) };
}
