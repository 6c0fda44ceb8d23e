// What the table tests write and read back: lines written as `[text, x, y]`, and each row's values
// by attribute.
import type { ExtractedRow } from '../types';

/** A line of a page written by hand: its text and where it starts (`pageOf`). */
export type Written = [string, number, number];

/** Each row's values by attribute name. */
export function rowValues(
  rows: readonly ExtractedRow[],
): Record<string, string | number | null | undefined>[] {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row.cells).map(([name, cell]) => [name, cell.value])),
  );
}
