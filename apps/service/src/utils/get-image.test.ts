import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { imageToJpeg, sniffSource } from './get-image';

/** A 24-bit bottom-up BMP: the top half red, the bottom half blue. */
function makeBmp(width: number, height: number): Uint8Array {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const bytes = Buffer.alloc(54 + stride * height);
  bytes.write('BM', 0, 'ascii');
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) {
    const isTop = y >= height / 2;
    for (let x = 0; x < width; x++) {
      bytes.set(isTop ? [0, 0, 255] : [255, 0, 0], 54 + y * stride + x * 3);
    }
  }
  return bytes;
}

const asFile = (name: string, bytes: Uint8Array) => ({ name, mimeType: '', bytes });

describe('get image conversions', () => {
  it('tells PDFs and images by their first bytes, nothing else', () => {
    expect(sniffSource(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffSource(Buffer.from('GIF89a......'))).toBe('gif');
    expect(sniffSource(makeBmp(2, 2))).toBe('bmp');
    expect(sniffSource(Buffer.from('just text'))).toBeUndefined();
  });

  it('converts a BMP to a JPEG of its size, top rows first', async () => {
    const jpeg = await imageToJpeg(asFile('scan.bmp', makeBmp(12, 16)), 'bmp');
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([info.format, info.width, info.height]).toEqual(['raw', 12, 16]);
    // Each channel rounded to 0 or 1: JPEG is lossy.
    const pixel = (x: number, y: number) =>
      [...data.subarray((y * 12 + x) * 3, (y * 12 + x) * 3 + 3)].map((v) => Math.round(v / 255));
    expect(pixel(0, 0)).toEqual([1, 0, 0]);
    expect(pixel(11, 15)).toEqual([0, 0, 1]);
  });

  it('converts a transparent GIF on white, and refuses a broken image', async () => {
    const gif = await sharp({
      create: { width: 9, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .gif()
      .toBuffer();
    const jpeg = await imageToJpeg(asFile('a.gif', gif), 'gif');
    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([9, 4]);
    expect(data[0]).toBeGreaterThan(240);
    await expect(
      imageToJpeg(asFile('rota.png', Buffer.from('\x89PNG\r\n\x1a\nbroken')), 'png'),
    ).rejects.toMatchObject({ code: 'FILE_VALIDATION_ERROR', detail: { reason: 'corrupt' } });
  });
});
