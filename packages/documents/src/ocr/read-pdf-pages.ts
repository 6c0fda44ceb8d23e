import type { TextSource } from '../layout/types';
import { remainingLimits } from '../limits';
import { type PdfText, type PdfTextOptions, readPdfText } from '../pdf-text/read-pdf-text';
import { type OcrPdfOptions, ocrPdfPages } from './ocr-pdf-pages';
import { listPageImages } from './scan-resolution';
import { isScanUnderText } from './scan-under-text';

/** When to OCR: pages without usable text (default), every page, or never. */
export type OcrMode = 'auto' | 'always' | 'never';

/** Options of {@link readPdfPages}. */
export type PdfPagesOptions = PdfTextOptions &
  Omit<OcrPdfOptions, keyof PdfTextOptions> & {
    ocr?: OcrMode;
  };

/**
 * The text of a PDF the way the extractor and the chat need it: the text layer where it is
 * usable, OCR where it is not (scans, Type-3 garbage, a scan under a stamped line of text), or
 * OCR everywhere with `ocr: 'always'` (handwriting). Each page's `source` says which;
 * `usability` keeps the text-layer verdict.
 * The page and time limits cover the whole read, OCR included.
 */
export async function readPdfPages(
  data: Uint8Array,
  options: PdfPagesOptions = {},
): Promise<PdfText> {
  const started = Date.now();
  const text = await readPdfText(data, options);
  const mode = options.ocr ?? 'auto';
  const toOcr: number[] = [];
  for (const page of text.pages) {
    if (mode === 'always' || (mode === 'auto' && !page.usability.usable)) {
      toOcr.push(page.pageNumber);
    } else if (
      mode === 'auto' &&
      (await isScanUnderText(
        page.usability.characters,
        () => listPageImages(data, page.pageNumber, remainingLimits(options, started)),
        page,
      ))
    ) {
      toOcr.push(page.pageNumber);
    }
  }
  if (toOcr.length === 0) {
    return text;
  }
  const ocrPages = await ocrPdfPages(data, toOcr, {
    ...options,
    ...remainingLimits(options, started),
  });
  const byNumber = new Map(ocrPages.map((page) => [page.pageNumber, page]));
  return {
    ...text,
    pages: text.pages.map((page) => {
      const ocr = byNumber.get(page.pageNumber);
      const source: TextSource = 'ocr';
      return ocr ? { ...page, lines: ocr.lines, source } : page;
    }),
  };
}
