// A "scan" of a generated page: poppler renders it to a grey image, mild noise is added, and the
// image goes back into an image-only PDF, slightly turned, so the bench runs the OCR path.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';

import { imagePdf } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from './random.ts';

const run = promisify(execFile);

/** An 8-bit grey image, row by row. */
export type Grey = { width: number; height: number; pixels: Uint8Array };

/** Reads a binary PGM (P5, 8 bits) as poppler writes it. */
export function readPgm(bytes: Buffer): Grey {
  const header = bytes.subarray(0, 64).toString('latin1');
  const match = /^P5\s+(\d+)\s+(\d+)\s+255\s/u.exec(header);
  if (match === null) {
    throw new Error('not an 8-bit binary PGM');
  }
  const width = Number(match[1]);
  const height = Number(match[2]);
  return { width, height, pixels: new Uint8Array(bytes.subarray(match[0].length)) };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** An 8-bit greyscale PNG (pdf-lib embeds PNG and JPEG only). */
function encodePng({ width, height, pixels }: Grey): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Paper grain and specks: every pixel a little darker or lighter, one in 400 a dark speck. */
function addNoise(grey: Grey, random: Random): void {
  const { pixels } = grey;
  for (let index = 0; index < pixels.length; index += 1) {
    const grain = Math.round((random.next() - 0.5) * 40);
    const speck = random.next() < 0.0025 ? -120 : 0;
    pixels[index] = Math.max(0, Math.min(255, (pixels[index] ?? 255) + grain + speck));
  }
}

/** The first page of `pdf` scanned at `dpi`: an image-only PDF. */
export async function scanFirstPage(
  pdf: Uint8Array,
  random: Random,
  dpi: number,
): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-generated-es-'));
  try {
    await writeFile(join(dir, 'page.pdf'), pdf);
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-gray',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(dir, 'page.pdf'),
      join(dir, 'page'),
    ]);
    const grey = readPgm(await readFile(join(dir, 'page.pgm')));
    addNoise(grey, random);
    const skew = (random.next() - 0.5) * 1.6;
    return await imagePdf([{ image: encodePng(grey), kind: 'png', skewDegrees: skew }]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
