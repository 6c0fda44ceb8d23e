import { isBlockBreak } from './row-gaps';
import type { Line } from './types';

type Rows = readonly (readonly Line[])[];

/**
 * A row of labels over one row of values, cell under cell ("Invoice date | Due date" over
 * "01/03/2024 | 31/03/2024"), read as label, value, label, value, so each value follows its
 * label. Returns the paired lines of rows `index` and `index + 1`, or undefined when they are
 * not such a block: a table with more rows aligned the same way stays row by row.
 */
export function pairLabelRow(rows: Rows, index: number): Line[] | undefined {
  const labels = rows[index];
  const values = rows[index + 1];
  if (!labels || !values || labels.length < 2 || isBlockBreak(labels, values)) {
    return undefined;
  }
  if (!labels.every(isLabelLike)) {
    return undefined;
  }
  const pairs = matchColumns(labels, values);
  if (!pairs || pairs.size < 2) {
    return undefined;
  }
  const before = rows[index - 1];
  const after = rows[index + 2];
  const isTable =
    (!isBlockBreak(values, after) && isAligned(labels, after)) ||
    (!isBlockBreak(before, labels) && isAligned(labels, before));
  if (isTable) {
    return undefined;
  }
  return labels.flatMap((label) => {
    const value = pairs.get(label);
    return value ? [label, value] : [label];
  });
}

/** Each lower line under exactly one upper line, no upper line with two: the pairs; else undefined. */
function matchColumns(upper: readonly Line[], lower: readonly Line[]): Map<Line, Line> | undefined {
  const pairs = new Map<Line, Line>();
  for (const line of lower) {
    const above = upper.filter((candidate) => overlapsHorizontally(candidate, line));
    const label = above[0];
    if (above.length !== 1 || !label || pairs.has(label)) {
      return undefined;
    }
    pairs.set(label, line);
  }
  return pairs;
}

/** A neighbour row with two or more cells under the labels' columns: a table goes on. */
function isAligned(labels: readonly Line[], row: readonly Line[] | undefined): boolean {
  return row !== undefined && (matchColumns(labels, row)?.size ?? 0) >= 2;
}

function overlapsHorizontally(a: Line, b: Line): boolean {
  return a.box.x < b.box.x + b.box.width && b.box.x < a.box.x + a.box.width;
}

function isLabelLike(line: Line): boolean {
  const letters = line.text.match(/\p{L}/gu)?.length ?? 0;
  const digits = line.text.match(/\p{N}/gu)?.length ?? 0;
  return letters > 0 && digits <= letters / 2;
}
