// Quarter turns of a binary greyscale image (PGM, P5, 8 bits): a scan fed in sideways or upside
// down is turned upright before Tesseract reads it again.
import { DocumentError } from '../errors';

/** A clockwise turn in degrees. */
export type QuarterTurn = 0 | 90 | 180 | 270;

type Grey = { width: number; height: number; pixels: Uint8Array };

const HEADER = /^P5\s+(\d+)\s+(\d+)\s+255\s/u;

function readPgm(pgm: Uint8Array): Grey {
  const header = HEADER.exec(new TextDecoder('latin1').decode(pgm.subarray(0, 64)));
  const width = Number(header?.[1]);
  const height = Number(header?.[2]);
  const start = header?.[0].length ?? 0;
  if (header === null || pgm.length < start + width * height) {
    throw new DocumentError('CONVERSION_FAILED', { message: 'the page image is not an 8-bit PGM' });
  }
  return { width, height, pixels: pgm.subarray(start, start + width * height) };
}

function writePgm({ width, height, pixels }: Grey): Uint8Array {
  const prefix = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(prefix.length + pixels.length);
  out.set(prefix);
  out.set(pixels, prefix.length);
  return out;
}

/** `pgm` turned clockwise by `turn` degrees. */
export function rotatePgm(pgm: Uint8Array, turn: QuarterTurn): Uint8Array {
  if (turn === 0) {
    return pgm;
  }
  const { width, height, pixels } = readPgm(pgm);
  const sideways = turn !== 180;
  const outWidth = sideways ? height : width;
  const outHeight = sideways ? width : height;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Where the source pixel (x, y) lands once turned.
      const [toX, toY] =
        turn === 90
          ? [height - 1 - y, x]
          : turn === 180
            ? [width - 1 - x, height - 1 - y]
            : [y, width - 1 - x];
      out[toY * outWidth + toX] = pixels[y * width + x] ?? 255;
    }
  }
  return writePgm({ width: outWidth, height: outHeight, pixels: out });
}
