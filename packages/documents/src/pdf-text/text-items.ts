import type { Word } from '../layout/types';
import type { RawPage, RawTextItem } from './pdfjs-protocol';

/** A pdf.js transform matrix [a, b, c, d, e, f]. */
type Matrix = readonly number[];

/** Words of a page in top-left page space, and the rotated runs kept aside as whole lines. */
export type PageWords = { words: Word[]; rotated: Word[] };

const DEFAULT_ASCENT = 0.8;
const DEFAULT_DESCENT = -0.2;
// Text more than ~3 degrees off the horizontal is not put into rows.
const MAX_ANGLE = 0.05;

/**
 * Turns pdf.js text items into words with boxes in viewport space (top-left origin, points at
 * scale 1). pdf.js items are runs that may hold several words; each word gets a share of the
 * run's width in proportion to its characters.
 */
export function textItemsToWords(
  content: Pick<RawPage, 'items' | 'styles'>,
  viewport: Matrix,
): PageWords {
  const words: Word[] = [];
  const rotated: Word[] = [];
  for (const item of content.items) {
    if (item.str.trim() === '') {
      continue;
    }
    const style = content.styles[item.fontName];
    const run = runGeometry(item, viewport, style?.ascent, style?.descent);
    if (Math.abs(run.angle) > MAX_ANGLE) {
      rotated.push({ text: item.str.trim(), box: run.box });
      continue;
    }
    words.push(...splitRun(item.str, run.box));
  }
  return { words, rotated };
}

function runGeometry(
  item: RawTextItem,
  viewport: Matrix,
  ascentValue: number | undefined,
  descentValue: number | undefined,
): { box: Word['box']; angle: number } {
  const matrix = multiply(viewport, item.transform);
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = matrix;
  const fontHeight = Math.hypot(c, d);
  const scale = Math.hypot(viewport[0] ?? 1, viewport[1] ?? 0);
  const ascent = clamp(ascentValue ?? DEFAULT_ASCENT, 0.5, 1.2);
  const descent = clamp(descentValue ?? DEFAULT_DESCENT, -0.5, 0);
  const width = item.width * scale;
  const box = {
    x: e,
    y: f - fontHeight * ascent,
    width,
    height: fontHeight * (ascent - descent),
  };
  return { box, angle: Math.atan2(b, a) };
}

const NON_SPACE = /\S+/gu;

function splitRun(text: string, box: Word['box']): Word[] {
  // Offsets in UTF-16 units: a fair share of the run's width without splitting into characters.
  const charWidth = box.width / Math.max(1, text.length);
  const words: Word[] = [];
  for (const match of text.matchAll(NON_SPACE)) {
    const start = match.index;
    const word = match[0];
    words.push({
      text: word,
      box: {
        x: box.x + start * charWidth,
        y: box.y,
        width: word.length * charWidth,
        height: box.height,
      },
    });
  }
  return words;
}

function multiply(m1: Matrix, m2: Matrix): number[] {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = m1;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
