import type { ParseLimits } from '../limits';
import { runPdfjsTask } from './run-pdfjs-task';

/** A page's size in points, as displayed (rotation applied). */
export type PageSize = { pageNumber: number; width: number; height: number };

/**
 * Opens a PDF just to check the page limit and the page numbers, and to measure those pages
 * (renderers need the size to keep images under a pixel limit).
 */
export async function readPageSizes(
  data: Uint8Array,
  pageNumbers: readonly number[] | undefined,
  limits: ParseLimits,
): Promise<{ pageCount: number; sizes: PageSize[] }> {
  const options = { ...limits, ...(pageNumbers ? { pages: pageNumbers } : {}) };
  const result = await runPdfjsTask('sizes', data, options, ({ pageNumber, width, height }) => ({
    pageNumber,
    width,
    height,
  }));
  return {
    pageCount: result.pageCount,
    sizes: result.pages,
  };
}

/** The highest resolution up to `dpi` at which a page stays within `maxPixels`. */
export function fitDpi(size: PageSize, dpi: number, maxPixels: number): number {
  const pixelsPerDpi2 = (size.width / 72) * (size.height / 72);
  const maxDpi = Math.sqrt(maxPixels / Math.max(pixelsPerDpi2, 1e-6));
  return Math.max(1, Math.min(dpi, Math.floor(maxDpi)));
}
