// The resolution a scanned page was captured at, from its images (poppler's `pdfimages -list`),
// so OCR renders it near what the scanner or camera gave: Tesseract reads a 96 ppi photo of a
// receipt far better at about 1.5x than blown up to 300 dpi, where JPEG blocks become strokes.
import type { ParseLimits } from '../limits';
import { runTool } from '../tools/run-tool';

/** An image drawn on a page, as `pdfimages -list` lists it: its pixels and resolution. */
export type PageImage = { width: number; height: number; xPpi: number; yPpi: number };

/** The images of one page (masks left out); none when the list cannot be read. */
export async function listPageImages(
  data: Uint8Array,
  pageNumber: number,
  limits: ParseLimits,
): Promise<PageImage[]> {
  const page = String(pageNumber);
  try {
    const { stdout } = await runTool('pdfimages', ['-list', '-f', page, '-l', page, '-'], {
      ...limits,
      input: data,
      maxOutputBytes: 1024 * 1024,
      failureCode: 'CONVERSION_FAILED',
    });
    return parseImageList(stdout.toString('utf8'));
  } catch {
    // Without the list a page is read as if it had no images: nothing is lost but a better look.
    return [];
  }
}

/** The image rows of a `pdfimages -list` table. */
export function parseImageList(list: string): PageImage[] {
  return (
    list
      .split('\n')
      .slice(2)
      .map((row) => row.trim().split(/\s+/u))
      // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
      .filter((cells) => cells[2] === 'image' && cells.length >= 14)
      .map((cells) => ({
        width: Number(cells[3]),
        height: Number(cells[4]),
        xPpi: Number(cells[12]),
        yPpi: Number(cells[13]),
      }))
      .filter(
        (image) =>
          [image.width, image.height, image.xPpi, image.yPpi].every(Number.isFinite) &&
          image.xPpi > 0 &&
          image.yPpi > 0,
      )
  );
}

/** The highest image resolution on a page (pixels per inch), or undefined without images. */
export async function pageImagePpi(
  data: Uint8Array,
  pageNumber: number,
  limits: ParseLimits,
): Promise<number | undefined> {
  return highestPpiOf(await listPageImages(data, pageNumber, limits));
}

function highestPpiOf(images: readonly PageImage[]): number | undefined {
  return images.length === 0 ? undefined : Math.max(...images.map((image) => image.xPpi));
}

/** The largest x-ppi of the image rows of a `pdfimages -list` table. */
export function highestPpi(list: string): number | undefined {
  return highestPpiOf(parseImageList(list));
}

/** How many times its scan's resolution a page is rendered at for OCR, unless asked otherwise. */
export const DEFAULT_SCAN_SCALE = 1.5;

/** The OCR render resolution for a page scanned at `ppi`: `scale` times it, between 100 and `maxDpi`. */
export function ocrDpiFor(
  ppi: number | undefined,
  maxDpi: number,
  scale: number = DEFAULT_SCAN_SCALE,
): number {
  return ppi === undefined ? maxDpi : Math.max(100, Math.min(maxDpi, Math.round(ppi * scale)));
}
