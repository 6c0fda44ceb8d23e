// Reading a PDF and running the engine on it in one call: what jobs and the bench do.
import { type OcrMode, type PdfPagesOptions, readPdfPages } from '@folio/documents';

import { runBuiltInEngine } from './run-engine';
import type { ExtractionConfiguration, ExtractionResult } from './types';

/** Options of {@link extractPdf}: the document reader's limits and OCR mode. */
export type ExtractPdfOptions = PdfPagesOptions & { ocr?: OcrMode };

/**
 * Reads a PDF's text (text layer, OCR where it is unusable, or everywhere with `ocr: 'always'`
 * for handwritten documents) and extracts the configuration from it. Fails only as
 * `readPdfPages` does (a `DocumentError`).
 */
export async function extractPdf(
  pdf: Uint8Array,
  configuration: ExtractionConfiguration,
  options: ExtractPdfOptions = {},
): Promise<ExtractionResult> {
  const text = await readPdfPages(pdf, options);
  return runBuiltInEngine({ configuration, pages: text.pages, pdf });
}
