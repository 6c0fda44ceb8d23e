import type { ScalarCell } from '@folio/documents';

// Where a sheet's header is: below titles and blank rows, perhaps on two rows (a merged group
// cell over sub-headers: "Ventas" over "T1 T2 T3").

// Rows looked at for a header; a header further down is not looked for.
const SEARCH_ROWS = 30;
// Rows under a candidate that tell how wide the data is.
const LOOK_AHEAD = 10;

/** The header found: its rows (one or two) and each column's joined text ('' when it has none). */
export type HeaderRows = { first: number; last: number; headers: string[] };

const isFilled = (cell: ScalarCell | undefined) => cell !== undefined && cell.type !== 'empty';
const isLabel = (cell: ScalarCell | undefined) =>
  cell?.type === 'string' && !/^[-+(]?[\d.,\s€$%]+\)?$/u.test(cell.value.trim());
const filledCount = (row: readonly ScalarCell[]) => row.filter(isFilled).length;

/** A row of labels as wide as most of the rows under it. */
function isHeaderRow(rows: readonly ScalarCell[][], index: number): boolean {
  const row = rows[index] ?? [];
  const filled = row.filter(isFilled);
  if (filled.length === 0 || filled.filter(isLabel).length < filled.length * 0.75) {
    return false;
  }
  const below = rows
    .slice(index + 1, index + 1 + LOOK_AHEAD)
    .filter((next) => filledCount(next) > 0);
  if (below.length === 0) {
    return false;
  }
  const width = Math.max(...below.map(filledCount));
  return filled.length >= Math.max(width >= 2 ? 2 : 1, width * 0.5);
}

/**
 * A second header row under `first`: labels only, with `first` blank over some of them (the rest
 * of a merged cell), and data under it.
 */
function isSubHeader(rows: readonly ScalarCell[][], first: number): boolean {
  const top = rows[first] ?? [];
  const next = rows[first + 1] ?? [];
  const after = rows[first + 2] ?? [];
  const filled = next.filter(isFilled);
  return (
    filled.length >= 2 &&
    filled.every(isLabel) &&
    next.some((cell, column) => isFilled(cell) && !isFilled(top[column])) &&
    after.some((cell) => isFilled(cell) && !isLabel(cell))
  );
}

function text(cell: ScalarCell | undefined): string {
  return cell === undefined || cell.type === 'empty' ? '' : String(cell.value).trim();
}

/** Finds the header of a sheet's rows; undefined when no row looks like one. */
export function findHeaderRows(rows: readonly ScalarCell[][]): HeaderRows | undefined {
  const limit = Math.min(rows.length, SEARCH_ROWS);
  for (let first = 0; first < limit; first++) {
    if (!isHeaderRow(rows, first)) {
      continue;
    }
    const top = rows[first] ?? [];
    if (!isSubHeader(rows, first)) {
      return { first, last: first, headers: top.map(text) };
    }
    const sub = rows[first + 1] ?? [];
    const width = Math.max(top.length, sub.length);
    const headers: string[] = [];
    let group = '';
    for (let column = 0; column < width; column++) {
      // A merged group label sits in its first column only: it spans those after it.
      group = isFilled(top[column]) ? text(top[column]) : isFilled(sub[column]) ? group : '';
      headers.push([group, text(sub[column])].filter((part) => part !== '').join(' '));
    }
    return { first, last: first + 1, headers };
  }
  return undefined;
}
