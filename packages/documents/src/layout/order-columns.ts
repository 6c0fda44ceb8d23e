import { pairLabelRow } from './pair-label-rows';
import { isBlockBreak } from './row-gaps';
import type { Line } from './types';

// A side-by-side pair of text blocks is read column by column only when it looks like prose:
// at least this many rows, each side averaging at least this many words per line. Tables and
// label/value blocks (short cells) stay row by row, so a label is followed by its value.
const MIN_RUN_ROWS = 3;
const MIN_WORDS_PER_LINE = 3;

type Gutter = { left: number; right: number };
type Run = { start: number; end: number; left: Line[]; right: Line[]; gutter: Gutter };

/**
 * Puts lines in reading order from rows of lines (top to bottom, each left to right): row by
 * row, except where two prose columns run side by side, which are read left column first, and
 * where a row of labels sits over a row of values, which are read label, value, label, value.
 */
export function orderColumns(rows: readonly (readonly Line[])[]): Line[] {
  const ordered: Line[] = [];
  let index = 0;
  const emitRowsUpTo = (end: number): void => {
    while (index < end) {
      const paired = pairLabelRow(rows, index);
      ordered.push(...(paired ?? rows[index] ?? []));
      index += paired ? 2 : 1;
    }
  };
  for (const run of findColumnRuns(rows)) {
    emitRowsUpTo(run.start);
    ordered.push(...run.left, ...run.right);
    index = run.end;
  }
  emitRowsUpTo(rows.length);
  return ordered;
}

function findColumnRuns(rows: readonly (readonly Line[])[]): Run[] {
  const runs: Run[] = [];
  let index = 0;
  while (index < rows.length) {
    const run = findRunFrom(rows, index);
    if (!run) {
      index += 1;
      continue;
    }
    // The rows above the run that fit its gutter (headings, a first line alone) belong to it.
    const floor = runs.at(-1)?.end ?? 0;
    for (let above = run.start - 1; above >= floor; above--) {
      if (isBlockBreak(rows[above], rows[above + 1])) {
        break;
      }
      const next = extendGutter(run.gutter, rows[above] ?? []);
      if (!next) {
        break;
      }
      run.gutter = next.gutter;
      run.left.unshift(...next.left);
      run.right.unshift(...next.right);
      run.start = above;
    }
    runs.push(run);
    index = run.end;
  }
  return runs;
}

function findRunFrom(rows: readonly (readonly Line[])[], start: number): Run | undefined {
  const first = rows[start];
  if (!first || first.length !== 2 || !first[0] || !first[1]) {
    return undefined;
  }
  const gutter: Gutter = { left: right(first[0]), right: first[1].box.x };
  const run: Run = { start, end: start + 1, left: [first[0]], right: [first[1]], gutter };
  for (let index = start + 1; index < rows.length; index++) {
    if (isBlockBreak(rows[index - 1], rows[index])) {
      break;
    }
    const next = extendGutter(run.gutter, rows[index] ?? []);
    if (!next) {
      break;
    }
    run.gutter = next.gutter;
    run.left.push(...next.left);
    run.right.push(...next.right);
    run.end = index + 1;
  }
  const isProse =
    averageWords(run.left) >= MIN_WORDS_PER_LINE && averageWords(run.right) >= MIN_WORDS_PER_LINE;
  return run.end - start >= MIN_RUN_ROWS && isProse ? run : undefined;
}

function extendGutter(
  gutter: Gutter,
  row: readonly Line[],
): { gutter: Gutter; left: Line[]; right: Line[] } | undefined {
  const next = { ...gutter };
  const left: Line[] = [];
  const rightSide: Line[] = [];
  for (const line of row) {
    if (right(line) <= next.right && line.box.x < next.left) {
      left.push(line);
      next.left = Math.max(next.left, right(line));
    } else if (line.box.x >= next.left) {
      rightSide.push(line);
      next.right = Math.min(next.right, line.box.x);
    } else {
      return undefined;
    }
  }
  if (row.length === 0 || left.length > 1 || rightSide.length > 1 || next.left >= next.right) {
    return undefined;
  }
  return { gutter: next, left, right: rightSide };
}

function right(line: Line): number {
  return line.box.x + line.box.width;
}

function averageWords(lines: readonly Line[]): number {
  if (lines.length === 0) {
    return 0;
  }
  return lines.reduce((sum, line) => sum + line.words.length, 0) / lines.length;
}
