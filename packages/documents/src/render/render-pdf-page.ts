import { DocumentError } from '../errors';
import { type ParseLimits, remainingLimits } from '../limits';
import { fitDpi, readPageSizes } from '../pdf-text/page-sizes';
import { DEFAULT_MAX_IMAGE_PIXELS } from '../office/image-info';
import { renderWithPdfjs } from './pdfjs-canvas';
import { renderWithPdftoppm } from './pdftoppm';

/** The two page renderers: poppler's `pdftoppm` process, or pdf.js on @napi-rs/canvas. */
export type RenderEngine = 'pdftoppm' | 'pdfjs';

/** Options of {@link renderPdfPage}. */
export type RenderOptions = ParseLimits & {
  /** Resolution (default 150 dpi); lowered when the page would pass `maxPixels`. */
  dpi?: number;
  /** JPEG (default, for previews: PNG is 8-10x slower to encode) or PNG. */
  format?: 'jpeg' | 'png';
  /** JPEG quality, 1-100 (default 85). */
  quality?: number;
  /** Pixel limit of the image (default 90 MP). */
  maxPixels?: number;
  /** Default `pdftoppm`: see {@link DEFAULT_RENDER_ENGINE}. */
  engine?: RenderEngine;
};

/** A rendered page. */
export type RenderedPage = {
  pageNumber: number;
  format: 'jpeg' | 'png';
  /** The resolution used (lower than asked when the page is huge). */
  dpi: number;
  data: Uint8Array;
};

/**
 * The default renderer, measured on this 2-core machine (first page of each of the 30 PDFs of
 * invoices-dev, JPEG at 150 dpi, median of 3 runs, warm process): `pdftoppm` 2.68 s in total,
 * the same as the bare `pdftoppm -jpeg -r 150` command (2.62 s); pdf.js + @napi-rs/canvas
 * 4.24 s, 1.6x slower. pdf.js won only on the 3 scanned pages (341 against 582 ms on a
 * 2,900 x 4,100 scan). pdftoppm also runs outside our process: a hostile page cannot block the
 * event loop or exhaust our heap, and the timeout kills it.
 */
export const DEFAULT_RENDER_ENGINE: RenderEngine = 'pdftoppm';

const DEFAULT_DPI = 150;
const DEFAULT_QUALITY = 85;

/**
 * Renders one PDF page to an image for previews. The page number and the page limit are checked
 * first (`PAGE_OUT_OF_RANGE`, `DOCUMENT_TOO_MANY_PAGES`), and the resolution is capped so the
 * image stays under the pixel limit.
 */
export async function renderPdfPage(
  data: Uint8Array,
  pageNumber: number,
  options: RenderOptions = {},
): Promise<RenderedPage> {
  const started = Date.now();
  const { sizes } = await readPageSizes(data, [pageNumber], options);
  const size = sizes[0];
  if (!size) {
    throw new DocumentError('PAGE_OUT_OF_RANGE', { detail: { pageNumber } });
  }
  const format = options.format ?? 'jpeg';
  const settings = {
    dpi: fitDpi(size, options.dpi ?? DEFAULT_DPI, options.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS),
    format,
    quality: Math.min(100, Math.max(1, options.quality ?? DEFAULT_QUALITY)),
  };
  const limits = remainingLimits(options, started);
  const engine = options.engine ?? DEFAULT_RENDER_ENGINE;
  const image =
    engine === 'pdfjs'
      ? await renderWithPdfjs(data, pageNumber, settings, limits)
      : await renderWithPdftoppm(data, pageNumber, settings, limits);
  return { pageNumber, format, dpi: settings.dpi, data: image };
}
