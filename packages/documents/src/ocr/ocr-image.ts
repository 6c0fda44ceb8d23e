import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { DocumentError } from '../errors';
import { buildLines } from '../layout/build-lines';
import type { PageText } from '../layout/types';
import { type ImageLimits, readImageInfo } from '../office/image-info';
import { withTempDir } from '../tools/temp-dir';
import { deskewWords } from './deskew-words';
import { parseTesseractLines } from './parse-tsv';
import { runTesseract, type TesseractOptions } from './tesseract';

/** Options of {@link ocrImage}. */
export type OcrImageOptions = TesseractOptions & ImageLimits;

// What Tesseract (through Leptonica) reads.
const OCR_FORMATS = new Set(['png', 'jpg', 'tiff', 'bmp', 'gif', 'webp', 'pnm']);

/**
 * Reads the text of an image with Tesseract: words with boxes (pixels, top-left origin) and
 * confidence, turned back level when the photo is turned, rebuilt into lines by the same line
 * builder as PDF text. The header is checked first: an unknown format is `UNSUPPORTED_FORMAT`,
 * too many pixels `IMAGE_TOO_LARGE`.
 */
export async function ocrImage(
  image: Uint8Array,
  options: OcrImageOptions = {},
): Promise<PageText> {
  const info = readImageInfo(image, options);
  if (!OCR_FORMATS.has(info.format)) {
    throw new DocumentError('UNSUPPORTED_FORMAT', {
      message: `cannot OCR a ${info.format} image`,
      detail: { format: info.format },
    });
  }
  return withTempDir('ocr', async (dir) => {
    const path = join(dir, `image.${info.format}`);
    await writeFile(path, image);
    const tsv = await runTesseract(path, options);
    return {
      pageNumber: 1,
      width: info.width,
      height: info.height,
      lines: buildLines(deskewWords(parseTesseractLines(tsv), info.width, info.height)),
      source: 'ocr',
    };
  });
}
