import { AppError } from '@folio/core';
import { DEFAULT_MAX_IMAGE_PIXELS } from '@folio/documents';

/** Decoded pixels as sharp takes them raw: RGBA, top row first. */
export type RawImage = { width: number; height: number; pixels: Uint8Array };

const BI_RGB = 0;
const BI_BITFIELDS = 3;

/**
 * Decodes a Windows BMP (sharp reads none): uncompressed 1, 4, 8 (palette), 24 and 32 bits, and
 * 32-bit BITFIELDS with 8-bit masks. RLE and other compressions are UNSUPPORTED_MEDIA_TYPE; a
 * truncated or malformed file, or one over the pixel limit, FILE_VALIDATION_ERROR.
 */
export function decodeBmp(bytes: Uint8Array, name: string): RawImage {
  const invalid = (reason: string) =>
    new AppError('FILE_VALIDATION_ERROR', {
      message: `${name} is not a readable BMP (${reason})`,
      detail: { file: name, reason: reason === 'too-many-pixels' ? reason : 'corrupt' },
    });
  if (bytes.length < 54) {
    throw invalid('truncated');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  const width = view.getInt32(18, true);
  const rawHeight = view.getInt32(22, true);
  const bits = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const height = Math.abs(rawHeight);
  if (headerSize < 40 || width <= 0 || height === 0) {
    throw invalid('header');
  }
  if (width * height > DEFAULT_MAX_IMAGE_PIXELS) {
    throw invalid('too-many-pixels');
  }
  const isBitfields = compression === BI_BITFIELDS && bits === 32;
  if (!(compression === BI_RGB || isBitfields) || ![1, 4, 8, 24, 32].includes(bits)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: `${name}: BMP of ${bits} bits, compression ${compression}`,
      detail: { file: name, expected: ['uncompressed BMP'] },
    });
  }
  const masks = isBitfields
    ? [0, 4, 8, 12].map((at) => (headerSize >= 56 || at < 12 ? view.getUint32(54 + at, true) : 0))
    : [0x00ff0000, 0x0000ff00, 0x000000ff, 0];
  const paletteStart = 14 + headerSize;
  const stride = Math.ceil((width * bits) / 32) * 4;
  if (dataOffset + stride * height > bytes.length) {
    throw invalid('truncated');
  }
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + stride * (rawHeight > 0 ? height - 1 - y : y);
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      if (bits <= 8) {
        const bit = x * bits;
        const index =
          ((bytes[row + (bit >> 3)] ?? 0) >> (8 - bits - (bit & 7))) & ((1 << bits) - 1);
        const entry = paletteStart + index * 4;
        pixels.set([bytes[entry + 2] ?? 0, bytes[entry + 1] ?? 0, bytes[entry] ?? 0, 255], out);
      } else if (bits === 24) {
        const at = row + x * 3;
        pixels.set([bytes[at + 2] ?? 0, bytes[at + 1] ?? 0, bytes[at] ?? 0, 255], out);
      } else {
        const value = view.getUint32(row + x * 4, true);
        const [red = 0, green = 0, blue = 0, alpha = 0] = masks.map((mask) => channel(value, mask));
        pixels.set([red, green, blue, masks[3] ? alpha : 255], out);
      }
    }
  }
  return { width, height, pixels };
}

/** The 8-bit value of a channel under its mask (0 without one). */
function channel(value: number, mask: number): number {
  if (mask === 0) {
    return 0;
  }
  const shift = Math.log2(mask & -mask);
  return ((value & mask) >>> shift) & 0xff;
}
