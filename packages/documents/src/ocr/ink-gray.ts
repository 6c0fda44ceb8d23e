// Grey for OCR that keeps coloured ink dark. Plain luminance turns orange or light-green text
// (brand colours, item names) into a light grey that Tesseract's global threshold drops with
// the paper, so whole invoice lines vanish; taking the colour's strength off its luminance keeps
// such text dark while pale fills (table shading) stay light.
import { DocumentError } from '../errors';
import { flattenPaper } from './flatten-paper';
import { stretchInk } from './stretch-ink';

// Luminance weights (BT.601) and how much of a pixel's chroma darkens it, in 1/256ths for integer
// arithmetic: orange (255,153,0) goes from 166 to 13.
const RED = 77;
const GREEN = 150;
const BLUE = 29;
const CHROMA = 154;

type Header = { width: number; height: number; dataStart: number };

/** Reads a binary PPM (P6, 8 bits) header: magic, width, height, maxval, comments allowed. */
function readPpmHeader(image: Uint8Array): Header {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4 && at < image.length) {
    const byte = image[at] ?? 0;
    if (byte === 0x23) {
      // `#` comment up to the end of the line.
      while (at < image.length && image[at] !== 0x0a) {
        at++;
      }
    } else if (byte <= 0x20) {
      at++;
    } else {
      const start = at;
      while (at < image.length && (image[at] ?? 0) > 0x20) {
        at++;
      }
      fields.push(new TextDecoder().decode(image.subarray(start, at)));
    }
  }
  const [magic, width, height, maxValue] = fields;
  const header = { width: Number(width), height: Number(height), dataStart: at + 1 };
  if (
    magic !== 'P6' ||
    maxValue !== '255' ||
    !Number.isInteger(header.width) ||
    !Number.isInteger(header.height) ||
    image.length < header.dataStart + header.width * header.height * 3
  ) {
    throw new DocumentError('CONVERSION_FAILED', { message: 'the page image is not an 8-bit PPM' });
  }
  return header;
}

/**
 * Converts a binary PPM page image to a PGM whose coloured ink stays dark, on white paper where
 * the photo or scan left it grey or unevenly lit (`flatten-paper.ts`), with faint ink darkened
 * (`stretch-ink.ts`).
 */
export function inkGray(ppm: Uint8Array): Uint8Array {
  const { width, height, dataStart } = readPpmHeader(ppm);
  const prefix = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const pixels = width * height;
  const out = new Uint8Array(prefix.length + pixels);
  out.set(prefix);
  let source = dataStart;
  let target = prefix.length;
  for (let pixel = 0; pixel < pixels; pixel++) {
    const red = ppm[source] ?? 0;
    const green = ppm[source + 1] ?? 0;
    const blue = ppm[source + 2] ?? 0;
    source += 3;
    const high = red > green ? (red > blue ? red : blue) : green > blue ? green : blue;
    const low = red < green ? (red < blue ? red : blue) : green < blue ? green : blue;
    const value = (RED * red + GREEN * green + BLUE * blue - CHROMA * (high - low)) >> 8;
    // The Uint8Array store would wrap a negative value, so clamp it.
    out[target++] = value < 0 ? 0 : value;
  }
  const grey = out.subarray(prefix.length);
  flattenPaper(grey, width, height);
  stretchInk(grey, width, height);
  return out;
}
