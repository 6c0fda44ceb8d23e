import type { Box } from './types';

/** The resolution of the verify screen's page images (getDocumentPage: JPEG at 110 dpi). */
export const PAGE_IMAGE_DPI = 110;

/** PDF user space: 72 points per inch, so boxes scale by dpi / 72 into image pixels. */
export const PDF_POINTS_PER_INCH = 72;

/** A box on a page image, in percent of the image's width and height (for a scaled image). */
export type PercentBox = { left: number; top: number; width: number; height: number };

/**
 * Where a field's source box sits on a page image, in percent of the image (so it stays in place
 * however the image is scaled on screen): the box is in PDF points from the top-left corner, the
 * image is rendered at `dpi` (110 for getDocumentPage, so points scale by 110/72). `image` is the
 * image's natural size in pixels. Null when the image has no size yet or the box is empty.
 */
export function boxToPercent(
  box: Box,
  image: { width: number; height: number },
  dpi: number = PAGE_IMAGE_DPI,
): PercentBox | null {
  const [x0, y0, x1, y1] = box;
  if (
    image.width <= 0 ||
    image.height <= 0 ||
    x0 === undefined ||
    y0 === undefined ||
    x1 === undefined ||
    y1 === undefined
  ) {
    return null;
  }
  const scale = dpi / PDF_POINTS_PER_INCH;
  const left = Math.min(x0, x1) * scale;
  const top = Math.min(y0, y1) * scale;
  const width = Math.abs(x1 - x0) * scale;
  const height = Math.abs(y1 - y0) * scale;
  if (width <= 0 || height <= 0) {
    return null;
  }
  const percent = (value: number, whole: number) => (value / whole) * 100;
  return {
    left: percent(left, image.width),
    top: percent(top, image.height),
    width: percent(width, image.width),
    height: percent(height, image.height),
  };
}
