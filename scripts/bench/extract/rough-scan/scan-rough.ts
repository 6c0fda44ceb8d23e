// A rough "scan" of a generated page, as a phone photo or a cheap scanner gives it: poppler
// renders the page to grey, `degrade` fades and unevenly lights and blurs it, ImageMagick
// compresses it to JPEG, and the image goes into an image-only PDF turned 1.5-4 degrees either
// way (the generated corpora's scans turn it at most 0.8). Variants part the two causes.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { imagePdf } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from '../generated-es/random.ts';
import { type Grey, readPgm } from '../generated-es/scan.ts';
import { degrade, drawRoughness, GRAIN_ONLY, padded } from './degrade.ts';

const run = promisify(execFile);

/**
 * `rough`: turned and faded, unevenly lit, blurred, JPEG; `skew`: turned as `rough`, with the
 * generated scans' grain only (PNG); `ink`: as `rough` but turned as little as the generated scans.
 */
export type RoughVariant = 'rough' | 'skew' | 'ink';

// The white border around the paper, each side: room for the turn's corners on A4.
const BORDER = 0.04;

function writePgm({ width, height, pixels }: Grey): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1'), pixels]);
}

/** A rough turn of a page: 1.5-4 degrees either way. */
function drawLargeSkew(random: Random): number {
  const degrees = 1.5 + random.next() * 2.5;
  return random.chance(0.5) ? degrees : -degrees;
}

/** The first page of `pdf` scanned roughly at `dpi`: an image-only PDF. */
export async function scanRough(
  pdf: Uint8Array,
  random: Random,
  dpi: number,
  variant: RoughVariant,
): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-rough-scan-'));
  try {
    await writeFile(join(dir, 'page.pdf'), pdf);
    const page = join(dir, 'page');
    await run(
      'pdftoppm',
      ['-r', String(dpi), '-gray', '-f', '1', '-l', '1', '-singlefile'].concat([
        join(dir, 'page.pdf'),
        page,
      ]),
    );
    const grey = padded(readPgm(await readFile(`${page}.pgm`)), BORDER);
    // Drawn in the same order in every variant: a document is turned alike in `rough` and
    // `skew`, and faded alike in `rough` and `ink`.
    const roughness = drawRoughness(random);
    const largeSkew = drawLargeSkew(random);
    const smallSkew = (random.next() - 0.5) * 1.6;
    const quality = String(random.int(35, 65));
    const isInked = variant !== 'skew';
    degrade(grey, isInked ? roughness : GRAIN_ONLY, random);
    const skewDegrees = variant === 'ink' ? smallSkew : largeSkew;
    await writeFile(`${page}.pgm`, writePgm(grey));
    if (!isInked) {
      await run('convert', [`${page}.pgm`, `${page}.png`]);
      const image = await readFile(`${page}.png`);
      return await imagePdf([{ image, kind: 'png', skewDegrees }]);
    }
    await run('convert', [`${page}.pgm`, '-quality', quality, `${page}.jpg`]);
    const image = await readFile(`${page}.jpg`);
    return await imagePdf([{ image, kind: 'jpeg', skewDegrees }]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
