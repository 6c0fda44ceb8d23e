// A scanned page that carries a few words of text of its own: a scanner app's `Scanned with
// CamScanner`, a fax header, a stamped page or Bates number. Its text layer passes for usable (it
// has letters), yet the invoice is in the picture: read alone, the page gives nothing. Such a page
// is read by OCR like any scan; the stamped words are drawn on the render and read with it.
import type { PageImage } from './scan-resolution';

// An invoice's own text layer holds hundreds of letters and digits; a stamp, a few dozen.
const SPARSE_TEXT_CHARACTERS = 200;
// A scan covers the page; a logo or a signature, a corner of it.
const SCAN_COVERAGE = 0.5;
const POINTS_PER_INCH = 72;

/** The share of a page (in points) the largest of its images covers at its resolution. */
export function largestImageCoverage(
  images: readonly PageImage[],
  page: { width: number; height: number },
): number {
  const pageArea = (page.width / POINTS_PER_INCH) * (page.height / POINTS_PER_INCH);
  if (!(pageArea > 0)) {
    return 0;
  }
  const areas = images.map((image) => (image.width / image.xPpi) * (image.height / image.yPpi));
  return Math.max(0, ...areas) / pageArea;
}

/**
 * Whether a page with `characters` letters and digits of text is a scan: only a page with little
 * text is asked for its images (`listImages`, a tool run), so a text invoice costs nothing more.
 */
export async function isScanUnderText(
  characters: number,
  listImages: () => Promise<readonly PageImage[]>,
  page: { width: number; height: number },
): Promise<boolean> {
  return (
    characters < SPARSE_TEXT_CHARACTERS &&
    largestImageCoverage(await listImages(), page) >= SCAN_COVERAGE
  );
}
