// A set priced by its parts alone (`6  Werkzeugset  2 Stk` with no price or amount, over
// `- Grundgerät  1 Stk  220,84  220,84` and `- Koffer  1 Stk  368,04  368,04`): the set's row has
// its quantity and no amount, its parts start right of it (no position number, or indented) and
// carry the prices. The set is the item, its amount the sum of its parts; the parts are its text.
// Told by layout, not by words: parts numbered like items (`6.1`, `6.2`) start where the set's
// row starts and stay items. Here: which row is a set's, its parts on its page, and a set whose
// parts go on over a page break.
import { toCents } from '@folio/core';

import { type Cell, cellText, hasNumber } from './band-cells';
import type { Column } from './columns';
import type { Band } from './row-bands';

/** A row under a table header as the rows are read, with the amount its parts give it. */
export type SetCandidate = { band: Band; isAnchor: boolean; partsSum?: number };

// A part starts right of its set's row by more than a rounding of the layout.
const INDENT = 2;

/** Rows under a set's row that price it: two or more. */
const LEAST_PARTS = 2;

/** Whether a row starts right of a set's row starting at `setLeft`: one of its parts. */
export const isPartOf = (setLeft: number, band: Band): boolean => band.box.x > setLeft + INDENT;

/**
 * Follows a table's rows in order: `head` takes a row with a quantity and no amount (a set's row,
 * perhaps), `item` each row with an amount, `close` ends the page. When two or more rows with an
 * amount starting right of a set's row follow it, the set's row becomes the item with their sum
 * (`partsSum`) and they its text (`isAnchor` false). A set still open where the rows of a page
 * end but not the table (at the page's end, or at a wide gap before its foot) is its item
 * already, its next parts opening the next page (a set none of whose parts came is dropped by
 * `extractTable`); `close` then returns where its row starts.
 */
export function followPricedSets(): {
  head: (row: SetCandidate) => void;
  item: (row: SetCandidate, amount: number) => void;
  close: (end?: 'totals' | 'gap' | 'page') => number | undefined;
} {
  let open: { head: SetCandidate; parts: SetCandidate[]; sum: number } | undefined;
  const close = (end: 'totals' | 'gap' | 'page' = 'totals'): number | undefined => {
    const isGoingOn = open !== undefined && end !== 'totals';
    const left = isGoingOn ? open?.head.band.box.x : undefined;
    if (open !== undefined && (isGoingOn || open.parts.length >= LEAST_PARTS)) {
      open.head.isAnchor = true;
      open.head.partsSum = toCents(open.sum);
      for (const part of open.parts) {
        part.isAnchor = false;
      }
    }
    open = undefined;
    return left;
  };
  return {
    head: (row) => {
      close();
      open = { head: row, parts: [], sum: 0 };
    },
    item: (row, amount) => {
      if (open !== undefined && isPartOf(open.head.band.box.x, row.band)) {
        open.parts.push(row);
        open.sum += amount;
        return;
      }
      close();
    },
    close,
  };
}

/**
 * Whether a row is a set's priced by its parts: its quantity and text, no price or amount
 * (`6  Werkzeugset  2 Stk`). A row with its price and no amount is an item whose amount OCR put
 * lower. None in a table without a line amount and a quantity column.
 */
export function setRowTest(
  columns: readonly Column[],
): (cells: Map<Column, Cell>, hasAmount: boolean) => boolean {
  const conceptOf = (concept: string): Column | undefined =>
    columns.find((column) => column.target?.concept === concept);
  const amount = conceptOf('amount');
  const quantity = conceptOf('quantity');
  const price = conceptOf('unitPrice');
  const description = conceptOf('description');
  return (cells, hasAmount) =>
    !hasAmount &&
    amount !== undefined &&
    quantity !== undefined &&
    hasNumber(cells.get(quantity)) &&
    (price === undefined || !hasNumber(cells.get(price))) &&
    description !== undefined &&
    cellText(cells.get(description)) !== '';
}

/**
 * The set whose row ended the page before, its parts opening this page (`openSet`: where its row
 * starts, from the table's first heading, as pages repeat the header where the page puts it).
 * `isPart` takes the page's bands in order: they are the set's parts until one starts where the
 * set's row started (the next item, or the next set). `fromTable` turns where a set left open on
 * this page starts into the same measure, for the next page.
 */
export function followCarriedSet(
  columns: readonly Column[],
  openSet: number | undefined,
): {
  isPart: (band: Band) => boolean;
  fromTable: (left: number | undefined) => number | undefined;
} {
  const tableLeft = columns[0]?.cell.box.x ?? 0;
  const setLeft = openSet === undefined ? undefined : openSet + tableLeft;
  let isInSet = setLeft !== undefined;
  return {
    isPart: (band) => {
      isInSet = isInSet && setLeft !== undefined && isPartOf(setLeft, band);
      return isInSet;
    },
    fromTable: (left) => (left === undefined ? undefined : left - tableLeft),
  };
}
