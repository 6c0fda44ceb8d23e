import { unionBoxes } from './boxes';
import type { Line, Word } from './types';

/** Layout tuning; the defaults suit PDF text and 300-dpi OCR alike. */
export type SplitOptions = {
  /** A gap wider than this many average character widths starts a new line. */
  gapFactor: number;
  /** Fragments closer than this many character widths are one word ("Inv" + "oice"). */
  joinFactor: number;
};

/** Default layout tuning: a gap over ~1.5 average character widths separates two lines. */
export const DEFAULT_SPLIT_OPTIONS: SplitOptions = { gapFactor: 1.5, joinFactor: 0.15 };

/**
 * Cuts one row into lines at its wide gaps, left to right. Touching fragments become one word
 * and a word drawn twice on itself (fake bold) is kept once.
 */
export function splitRow(words: readonly Word[], options: SplitOptions): Line[] {
  const sorted = [...words].sort((a, b) => a.box.x - b.box.x);
  const joined = joinFragments(sorted, options.joinFactor);
  const lines: Line[] = [];
  let current: Word[] = [];
  let previous: Word | undefined;
  for (const word of joined) {
    if (previous && gap(previous, word) > options.gapFactor * pairCharWidth(previous, word)) {
      lines.push(toLine(current));
      current = [];
    }
    current.push(word);
    previous = word;
  }
  if (current.length > 0) {
    lines.push(toLine(current));
  }
  return lines;
}

function joinFragments(words: readonly Word[], joinFactor: number): Word[] {
  const result: Word[] = [];
  for (const word of words) {
    const last = result.at(-1);
    if (last && isDuplicate(last, word)) {
      continue;
    }
    if (last && gap(last, word) < joinFactor * pairCharWidth(last, word)) {
      result[result.length - 1] = {
        text: last.text + word.text,
        box: unionBoxes([last.box, word.box]),
        ...mergedConfidence(last, word),
      };
      continue;
    }
    result.push(word);
  }
  return result;
}

function isDuplicate(a: Word, b: Word): boolean {
  if (a.text !== b.text) {
    return false;
  }
  const overlap =
    Math.min(a.box.x + a.box.width, b.box.x + b.box.width) - Math.max(a.box.x, b.box.x);
  return overlap > 0.7 * Math.min(a.box.width, b.box.width);
}

function mergedConfidence(a: Word, b: Word): { confidence?: number } {
  if (a.confidence === undefined || b.confidence === undefined) {
    return {};
  }
  return { confidence: Math.min(a.confidence, b.confidence) };
}

function gap(left: Word, right: Word): number {
  return right.box.x - (left.box.x + left.box.width);
}

function charWidth(word: Word): number {
  return word.box.width / Math.max(1, word.text.length);
}

function pairCharWidth(a: Word, b: Word): number {
  const width = (charWidth(a) + charWidth(b)) / 2;
  // A word with no width (some PDF generators) still gets a gap scale from its height.
  return width > 0 ? width : Math.max(a.box.height, b.box.height) / 2;
}

function toLine(words: Word[]): Line {
  return {
    text: words.map((word) => word.text).join(' '),
    box: unionBoxes(words.map((word) => word.box)),
    words,
  };
}
