import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';

const run = promisify(execFile);

/** Options of {@link makeTextImage}. */
export type TextImageOptions = {
  width?: number;
  height?: number;
  pointSize?: number;
  format?: 'png' | 'jpg' | 'gif' | 'tiff' | 'webp';
};

/** Draws lines of text on a white image with ImageMagick (`convert`), for OCR tests. */
export async function makeTextImage(
  lines: readonly string[],
  options: TextImageOptions = {},
): Promise<Uint8Array> {
  const pointSize = options.pointSize ?? 40;
  const width = options.width ?? 1600;
  const height = options.height ?? Math.round(120 + lines.length * pointSize * 1.8);
  const args = [
    '-size',
    `${width}x${height}`,
    'xc:white',
    '-font',
    'DejaVu-Sans',
    '-pointsize',
    String(pointSize),
    '-fill',
    'black',
  ];
  lines.forEach((line, index) => {
    args.push('-annotate', `+60+${Math.round(80 + index * pointSize * 1.8)}`, line);
  });
  args.push(`${options.format ?? 'png'}:-`);
  const { stdout } = await run('convert', args, {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Uint8Array(stdout);
}

/** The colour of a pixel of {@link makePng}: red, green, blue, 0 to 255 each. */
export type PngPixel = (x: number, y: number) => readonly [number, number, number];

const BLUE: PngPixel = () => [0x20, 0x60, 0xc0];

/** An 8-bit RGB PNG of the given size, encoded here (no image program needed); solid blue by default. */
export function makePng(width: number, height: number, pixel: PngPixel = BLUE): Uint8Array {
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      raw.set(pixel(x, y), y * rowBytes + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The width and height in a JPEG's first SOF marker; throws when the bytes are not a JPEG. */
export function jpegSize(bytes: Uint8Array): [number, number] {
  const data = Buffer.from(bytes);
  if (data[0] !== 0xff || data[1] !== 0xd8 || data[2] !== 0xff) {
    throw new Error('not a JPEG');
  }
  let offset = 2;
  while (offset < data.length) {
    const marker = data[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return [data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5)];
    }
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  throw new Error('no SOF marker');
}
