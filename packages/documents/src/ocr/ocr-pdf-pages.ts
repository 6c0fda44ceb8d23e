import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { buildLines } from '../layout/build-lines';
import { type ParseLimits, remainingLimits } from '../limits';
import type { PageText } from '../layout/types';
import { DEFAULT_MAX_IMAGE_PIXELS, type ImageLimits } from '../office/image-info';
import { fitDpi, type PageSize, readPageSizes } from '../pdf-text/page-sizes';
import { renderWithPdftoppm } from '../render/pdftoppm';
import { withTempDir } from '../tools/temp-dir';
import { inkGray } from './ink-gray';
import { parseTesseractTsv } from './parse-tsv';
import { ocrDpiFor, pageImagePpi } from './scan-resolution';
import { runTesseract, type TesseractOptions } from './tesseract';

/** Options of {@link ocrPdfPages}. */
export type OcrPdfOptions = TesseractOptions &
  ImageLimits & {
    /** Rendering resolution for OCR (default 300 dpi, Tesseract's sweet spot). */
    dpi?: number;
    /**
     * A scanned page is rendered at this many times its scan's resolution (default 1.5, capped
     * by `dpi`); another scale gives Tesseract another look at a page it misread.
     */
    scanScale?: number;
    /**
     * Only pages scanned below this resolution (pixels per inch) are read; the others are left
     * out of the result. For a further look that can only help a low-resolution scan (a phone
     * photo of a receipt, whose bold lines Tesseract reads at one scale and drops at another),
     * so that a 200 ppi page, already read near Tesseract's 300 dpi, costs no second OCR.
     */
    belowScanPpi?: number;
  };

const OCR_DPI = 300;
// Raw colour, turned into grey by `inkGray`: no compression to pay for, coloured text kept.
const OCR_FORMAT = 'ppm';

/**
 * OCRs PDF pages: each page is rendered by `pdftoppm` (near its scan's own resolution), turned to grey keeping coloured ink dark,
 * and read by Tesseract; the word boxes are scaled back to PDF points, so OCR lines line up with
 * text-layer lines. The time limit covers all the pages together. With `belowScanPpi`, pages
 * scanned at or above it (or at no known resolution) are not read and not returned.
 */
export async function ocrPdfPages(
  data: Uint8Array,
  pageNumbers: readonly number[] | undefined,
  options: OcrPdfOptions = {},
): Promise<PageText[]> {
  const started = Date.now();
  const { sizes } = await readPageSizes(data, pageNumbers, options);
  return withTempDir('ocr-pdf', async (dir) => {
    const pages: PageText[] = [];
    for (const size of sizes) {
      const limits = remainingLimits(options, started);
      const scanned = await pageImagePpi(data, size.pageNumber, limits);
      if (
        options.belowScanPpi !== undefined &&
        (scanned === undefined || scanned >= options.belowScanPpi)
      ) {
        continue;
      }
      pages.push(await ocrPage(data, size, scanned, dir, limits, options));
    }
    return pages;
  });
}

async function ocrPage(
  data: Uint8Array,
  size: PageSize,
  scanned: number | undefined,
  dir: string,
  limits: ParseLimits,
  options: OcrPdfOptions,
): Promise<PageText> {
  const dpi = fitDpi(
    size,
    ocrDpiFor(scanned, options.dpi ?? OCR_DPI, options.scanScale),
    options.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS,
  );
  const image = await renderWithPdftoppm(
    data,
    size.pageNumber,
    { dpi, format: OCR_FORMAT, quality: 100 },
    limits,
  );
  const path = join(dir, `page-${size.pageNumber}.pgm`);
  await writeFile(path, inkGray(image));
  const tsv = await runTesseract(path, { ...options, ...limits, dpi });
  return {
    pageNumber: size.pageNumber,
    width: size.width,
    height: size.height,
    lines: buildLines(parseTesseractTsv(tsv, 72 / dpi)),
    source: 'ocr',
  };
}
