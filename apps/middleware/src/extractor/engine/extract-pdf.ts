// Reading a PDF and running the engine on it in one call: what jobs and the bench do.
import { type OcrMode, type PdfPagesOptions, readPdfPages } from '@folio/documents';

import { extractWithSecondLook } from './second-look';
import type { ExtractionConfiguration, ExtractionResult } from './types';

/** Options of {@link extractPdf}: the document reader's limits and OCR mode. */
export type ExtractPdfOptions = PdfPagesOptions & { ocr?: OcrMode };

/**
 * Reads a PDF's text (text layer, OCR where it is unusable, or everywhere with `ocr: 'always'`
 * for handwritten documents) and extracts the configuration from it, with a second look at a
 * scan the engine is unsure about. Fails only as `readPdfPages` does (a `DocumentError`).
 */
export async function extractPdf(
  pdf: Uint8Array,
  configuration: ExtractionConfiguration,
  options: ExtractPdfOptions = {},
): Promise<ExtractionResult> {
  const { result } = await extractWithSecondLook({
    configuration,
    pdf,
    read: (look) => readPdfPages(pdf, { ...options, ...look }),
    signal: options.signal,
  });
  return result;
}
