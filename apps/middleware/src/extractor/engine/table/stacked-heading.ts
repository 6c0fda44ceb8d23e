// Column headings wrapped over several lines and stacked, as e-invoice viewers render them
// (`Positions- / betrag / ohne / USt.` over four lines beside one-line `Menge`, `USt.`), the
// stacks starting above, with or below the other headings. Each stack is one heading: its lines
// are merged into one, read as the first heading phrase in it, so that the band of headings
// names every column (the amount's heading alone, `ohne` on the others' line, names none).
import { foldText } from '@folio/core';
import type { Word } from '@folio/documents';

import { type DocLine, unionBox } from '../document-lines';
import type { Band } from './row-bands';

/** A heading merged from the lines of one stack: read as one cell. */
export type StackedLine = DocLine & { isStacked: true };

export const isStacked = (line: DocLine): line is StackedLine =>
  (line as Partial<StackedLine>).isStacked === true;

// Wrapped lines of one heading stand a line apart; a title over the table stands further.
const LINE_SPACING = 1.25;
const MOST_BANDS = 3;
const MOST_WORDS = 3;

const lineHeight = (band: Band): number => Math.min(...band.lines.map((line) => line.box.height));

/** A band of heading words only: short lines without figures. */
const isHeadingBand = (band: Band): boolean =>
  band.lines.every((line) => !/\d/u.test(line.text) && line.words.length <= MOST_WORDS);

const isNextLine = (upper: Band, lower: Band): boolean =>
  lower.box.y - upper.box.y <= LINE_SPACING * Math.min(lineHeight(upper), lineHeight(lower));

const overlaps = (a: DocLine, b: DocLine): boolean =>
  a.box.x < b.box.x + b.box.width && b.box.x < a.box.x + a.box.width;

/** The words of a stack top to bottom, a word broken at a hyphen joined again (`Positions-betrag`). */
function stackWords(stack: readonly DocLine[]): Word[] {
  const words: Word[] = [];
  for (const line of stack) {
    line.words.forEach((word, index) => {
      const previous = words.at(-1);
      if (
        index === 0 &&
        previous !== undefined &&
        /\p{L}-$/u.test(previous.text) &&
        /^\p{Ll}/u.test(word.text)
      ) {
        words[words.length - 1] = {
          ...previous,
          text: `${previous.text.slice(0, -1)}${word.text}`,
          box: unionBox([previous.box, word.box]),
        };
      } else {
        words.push(word);
      }
    });
  }
  return words;
}

function merge(stack: readonly DocLine[]): DocLine {
  const [first] = stack;
  const words = stackWords(stack);
  const text = words.map((word) => word.text).join(' ');
  return {
    ...(first as DocLine),
    text,
    folded: foldText(text),
    words,
    box: unionBox(stack.map((line) => line.box)),
    isStacked: true,
  } as StackedLine;
}

/** How far from `at` heading bands follow one another a line apart, stepping by `step`. */
function reach(bands: readonly Band[], at: number, step: -1 | 1): number {
  let end = at;
  while (Math.abs(end - at) < MOST_BANDS) {
    const current = bands[end];
    const next = bands[end + step];
    if (current === undefined || next === undefined || !isHeadingBand(next)) {
      break;
    }
    const [upper, lower] = step < 0 ? [next, current] : [current, next];
    if (!isNextLine(upper, lower)) {
      break;
    }
    end += step;
  }
  return end;
}

/**
 * The header band at `at` with the headings wrapped over the bands right above and under it
 * merged, and the index of the last band it takes; none when no heading is wrapped. A line joins
 * the stack above it that it overlaps, one line per band, unless it overlaps two (a title over
 * two columns heads neither).
 */
export function stackHeadings(
  bands: readonly Band[],
  at: number,
): { band: Band; last: number } | undefined {
  const base = bands[at];
  if (base === undefined || !isHeadingBand(base)) {
    return undefined;
  }
  const first = reach(bands, at, -1);
  const last = reach(bands, at, 1);
  if (first === last) {
    return undefined;
  }
  const group = bands.slice(first, last + 1);
  const stacks: DocLine[][] = [];
  for (const band of group) {
    const open = [...stacks];
    for (const line of band.lines) {
      const under = open.filter((stack) => stack.some((each) => overlaps(each, line)));
      const stack = under[0];
      if (under.length === 1 && stack !== undefined) {
        stack.push(line);
        open.splice(open.indexOf(stack), 1);
      } else {
        stacks.push([line]);
      }
    }
  }
  if (!stacks.some((stack) => stack.length > 1)) {
    return undefined;
  }
  const lines = stacks
    .map((stack) => (stack.length === 1 ? (stack[0] as DocLine) : merge(stack)))
    .sort((a, b) => a.box.x - b.box.x);
  return { band: { lines, box: unionBox(lines.map((line) => line.box)), page: base.page }, last };
}
