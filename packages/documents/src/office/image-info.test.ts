import { describe, expect, it } from 'vitest';

import { makeTextImage } from '../testing/images';
import { readImageInfo } from './image-info';

/** A PNG signature and IHDR chunk that claim a size, with no image data at all. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes[24] = 8;
  bytes[25] = 2;
  return new Uint8Array(bytes);
}

function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('readImageInfo', () => {
  it('reads format and size from the header of real images', async () => {
    for (const format of ['png', 'jpg', 'gif', 'tiff', 'webp'] as const) {
      const image = await makeTextImage(['hola'], { width: 320, height: 200, format });
      expect(readImageInfo(image)).toMatchObject({ format, width: 320, height: 200 });
    }
  });

  it('refuses a decompression bomb from its header, before any decoding', () => {
    expect(thrownBy(() => readImageInfo(pngHeader(100_000, 100_000)))).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      detail: { width: 100_000, height: 100_000 },
    });
  });

  it('applies the caller pixel limit', () => {
    expect(() => readImageInfo(pngHeader(2000, 2000), { maxPixels: 1_000_000 })).toThrow(
      expect.objectContaining({ code: 'IMAGE_TOO_LARGE' }),
    );
    expect(readImageInfo(pngHeader(1000, 1000), { maxPixels: 1_000_000 })).toMatchObject({
      width: 1000,
    });
  });

  it('refuses unknown bytes with IMAGE_INVALID and no bytes with DOCUMENT_EMPTY', () => {
    expect(() => readImageInfo(new TextEncoder().encode('hello world'))).toThrow(
      expect.objectContaining({ code: 'IMAGE_INVALID' }),
    );
    expect(() => readImageInfo(new Uint8Array())).toThrow(
      expect.objectContaining({ code: 'DOCUMENT_EMPTY' }),
    );
  });
});
