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
import { deskewWords } from './deskew-words';
import { ocrDpiFor, pageImagePpi } from './scan-resolution';
import { readUpright } from './page-orientation';
import type { TesseractOptions } from './tesseract';

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
    /**
     * The scan scale the pages were read at already: when each page would be rendered at the same
     * resolution at `scanScale` as at this one (a scan at 300 ppi or more, read at 300 dpi at
     * either scale), Tesseract would get the same images and give the same reading, so no page
     * is read and the result is empty.
     */
    readAtScale?: number;
  };

const OCR_DPI = 300;
// Raw colour, turned into grey by `inkGray`: no compression to pay for, coloured text kept.
const OCR_FORMAT = 'ppm';

/**
 * OCRs PDF pages: each page is rendered by `pdftoppm` (near its scan's own resolution), turned
 * to grey keeping coloured ink dark, and read by Tesseract; the word boxes are scaled back to PDF
 * points, so OCR lines line up with text-layer lines, and turned back level when the scan is
 * turned (`deskew-words.ts`); a page fed in sideways or upside down is read again upright
 * (`page-orientation.ts`). The time limit covers all the pages together. With `belowScanPpi`,
 * pages scanned at or above it (or at no known resolution) are not read and not returned; with
 * `readAtScale`, none is when a reading at that scale read the same images.
 */
export async function ocrPdfPages(
  data: Uint8Array,
  pageNumbers: readonly number[] | undefined,
  options: OcrPdfOptions = {},
): Promise<PageText[]> {
  const started = Date.now();
  const { sizes } = await readPageSizes(data, pageNumbers, options);
  const toRead: { size: PageSize; scanned: number | undefined }[] = [];
  for (const size of sizes) {
    const scanned = await pageImagePpi(data, size.pageNumber, remainingLimits(options, started));
    if (
      options.belowScanPpi === undefined ||
      (scanned !== undefined && scanned < options.belowScanPpi)
    ) {
      toRead.push({ size, scanned });
    }
  }
  const { readAtScale } = options;
  if (
    readAtScale !== undefined &&
    toRead.every(
      ({ size, scanned }) =>
        ocrDpiOf(size, scanned, options) ===
        ocrDpiOf(size, scanned, { ...options, scanScale: readAtScale }),
    )
  ) {
    return [];
  }
  return withTempDir('ocr-pdf', async (dir) => {
    const pages: PageText[] = [];
    for (const { size, scanned } of toRead) {
      const limits = remainingLimits(options, started);
      pages.push(await ocrPage(data, size, scanned, dir, limits, options));
    }
    return pages;
  });
}

/** The resolution a page is rendered at for OCR. */
function ocrDpiOf(size: PageSize, scanned: number | undefined, options: OcrPdfOptions): number {
  return fitDpi(
    size,
    ocrDpiFor(scanned, options.dpi ?? OCR_DPI, options.scanScale),
    options.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS,
  );
}

async function ocrPage(
  data: Uint8Array,
  size: PageSize,
  scanned: number | undefined,
  dir: string,
  limits: ParseLimits,
  options: OcrPdfOptions,
): Promise<PageText> {
  const dpi = ocrDpiOf(size, scanned, options);
  const image = await renderWithPdftoppm(
    data,
    size.pageNumber,
    { dpi, format: OCR_FORMAT, quality: 100 },
    limits,
  );
  const path = join(dir, `page-${size.pageNumber}.pgm`);
  const pgm = inkGray(image);
  await writeFile(path, pgm);
  const { lines, turn } = await readUpright(path, pgm, 72 / dpi, { ...options, ...limits, dpi });
  // A page read a quarter turn round has its sides swapped.
  const isSideways = turn === 90 || turn === 270;
  const width = isSideways ? size.height : size.width;
  const height = isSideways ? size.width : size.height;
  return {
    pageNumber: size.pageNumber,
    width,
    height,
    lines: buildLines(deskewWords(lines, width, height)),
    source: 'ocr',
  };
}
