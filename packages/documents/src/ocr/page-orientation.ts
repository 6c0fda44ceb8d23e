// A page scanned sideways or upside down. Tesseract reads a sideways page's words (tall boxes,
// one letter above the next) and an upside-down page's as noise; either way the page's lines
// cannot be rebuilt. Telling the orientation (`--psm 0`, Tesseract's orientation detection)
// costs about as much as a reading (2.6 s of CPU against 2.7 s on a receipt photo), so it is
// asked only of a reading that looks turned, and the page is read again upright.
import { writeFile } from 'node:fs/promises';

import { DocumentError } from '../errors';
import type { Word } from '../layout/types';
import type { ParseLimits } from '../limits';
import { runTool } from '../tools/run-tool';
import { parseTesseractLines } from './parse-tsv';
import { type QuarterTurn, rotatePgm } from './rotate-pgm';
import { runTesseract, type TesseractOptions } from './tesseract';

// Words long enough for their shape to tell: upright, four letters are wider than tall.
const SHAPED_WORD = 4;
const MIN_WORDS = 10;
const SIDEWAYS_SHARE = 0.5;
// An upside-down page reads at about 45 on average, a fifth of its words well; so do the poorest
// upright phone photos of receipts (about one page in thirty of the bench's scans), which pay an
// orientation detection for nothing.
const POOR_CONFIDENCE = 50;
const FEW_GOOD_WORDS = 0.25;
// Tesseract's orientation confidence; an upright page scores 5-10 for its own orientation.
const MIN_ORIENTATION_CONFIDENCE = 2;
// Words read well: an upright reading that reads about as many is the better one.
const GOOD_WORD = 80;
const AS_MANY = 0.8;

function countGoodWords(words: readonly Word[]): number {
  return words.filter((word) => (word.confidence ?? 0) >= GOOD_WORD).length;
}

/** Whether a page's words look read from a turned page: mostly tall words, or poorly read. */
export function looksTurned(words: readonly Word[]): boolean {
  if (words.length < MIN_WORDS) {
    return false;
  }
  const shaped = words.filter((word) => [...word.text].length >= SHAPED_WORD);
  const tall = shaped.filter((word) => word.box.height > word.box.width).length;
  if (shaped.length >= MIN_WORDS && tall / shaped.length > SIDEWAYS_SHARE) {
    return true;
  }
  const confidence = words.reduce((sum, word) => sum + (word.confidence ?? 0), 0) / words.length;
  return confidence < POOR_CONFIDENCE && countGoodWords(words) < words.length * FEW_GOOD_WORDS;
}

/** The clockwise turn Tesseract's orientation detection says makes the page upright. */
export function parseOrientation(osd: string): QuarterTurn {
  const rotate = Number(/^Rotate:\s*(\d+)/mu.exec(osd)?.[1]);
  const confidence = Number(/^Orientation confidence:\s*([\d.]+)/mu.exec(osd)?.[1]);
  if (!(confidence >= MIN_ORIENTATION_CONFIDENCE)) {
    return 0;
  }
  return rotate === 90 || rotate === 180 || rotate === 270 ? rotate : 0;
}

/** Runs Tesseract's orientation detection on an image file; 0 when it cannot tell. */
export async function detectTurn(
  imagePath: string,
  options: ParseLimits & { dpi?: number },
): Promise<QuarterTurn> {
  const args = [imagePath, 'stdout', '--psm', '0'];
  if (options.dpi !== undefined) {
    args.push('--dpi', String(Math.round(options.dpi)));
  }
  try {
    const { stdout } = await runTool('tesseract', args, {
      ...options,
      env: { OMP_THREAD_LIMIT: '1' },
      failureCode: 'OCR_FAILED',
    });
    return parseOrientation(stdout.toString('utf8'));
  } catch (error) {
    if (error instanceof DocumentError && error.code === 'DOCUMENT_TIMEOUT') {
      throw error;
    }
    // Too few letters to tell (Tesseract fails then): the page is read as it is.
    return 0;
  }
}

/** A reading of a page image: Tesseract's words by its lines, boxes times `scale`. */
async function readLines(
  path: string,
  scale: number,
  options: TesseractOptions & { dpi?: number },
): Promise<Word[][]> {
  return parseTesseractLines(await runTesseract(path, options), scale);
}

/**
 * Reads a page image (`pgm`, written at `path`) with Tesseract, and once more turned upright when
 * the first reading looks turned and the orientation detection agrees. The words come by
 * Tesseract's lines, their boxes times `scale`; `turn` says how the reading's image was turned
 * (clockwise), so a caller swaps the page's sides for 90 and 270.
 */
export async function readUpright(
  path: string,
  pgm: Uint8Array,
  scale: number,
  options: TesseractOptions & { dpi?: number },
): Promise<{ lines: Word[][]; turn: QuarterTurn }> {
  const lines = await readLines(path, scale, options);
  const words = lines.flat();
  if (!looksTurned(words)) {
    return { lines, turn: 0 };
  }
  const turn = await detectTurn(path, options);
  if (turn === 0) {
    return { lines, turn };
  }
  const uprightPath = path.replace(/(\.\w+)?$/u, '-upright.pgm');
  await writeFile(uprightPath, rotatePgm(pgm, turn));
  const upright = await readLines(uprightPath, scale, options);
  return countGoodWords(upright.flat()) >= countGoodWords(words) * AS_MANY
    ? { lines: upright, turn }
    : { lines, turn: 0 };
}
