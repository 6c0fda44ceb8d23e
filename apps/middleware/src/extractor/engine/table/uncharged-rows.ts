// Positions a table prints but does not charge (issue 16): an alternative or contingent position
// (Alternativ-, Eventual-, Bedarfsposition, option, variante, optional item) priced for the
// buyer's information. Its amount is written in brackets among items that are not, or its text
// says it is not charged (`(nicht berechnet)`, `(non facturé)`, `(not charged)`); the sums of the
// table and the invoice's net leave it out, so it is no item.
import { foldText } from '@folio/core';

import type { DocLine } from '../document-lines';
import { type Cell, cellNumber, cellText } from './band-cells';
import type { Column } from './columns';
import type { Band } from './row-bands';

// Folded, as the lines' `folded` text holds them.
const NOT_CHARGED = [
  'nicht berechnet',
  'ohne berechnung',
  'nicht in der summe',
  'non facture',
  'non facturee',
  'pour memoire',
  'non compris',
  'not charged',
  'for information only',
  'not included in the total',
].map((phrase) => foldText(phrase));

/** Whether lines of a row say the row is not charged. */
export function saysNotCharged(lines: readonly DocLine[]): boolean {
  return lines.some((line) => NOT_CHARGED.some((phrase) => line.folded.includes(phrase)));
}

/**
 * Whether an amount cell's text is written in brackets (`(232,98 €)`, `(2 643,60 EUR)`): an
 * accountant's negative, or an amount printed for information only.
 */
export const isBracketed = (text: string): boolean => /^\(\s*[^()]*\d[^()]*\)$/u.test(text.trim());

/** What the table reader knows of a band. */
export type BandReading = {
  lines: readonly DocLine[];
  cells: Map<Column, Cell>;
  hasAmount: boolean;
};

/**
 * The test of a table's rows: whether the row read from `bands[index]` with amount `value` is a
 * position not charged. Bracketed counts only among items that are not (a credit note brackets
 * them all); the words count on the row's lines and the detail lines under it, before the next
 * row with an amount. A free row (0,00) is an item.
 */
export function unchargedTest(
  bands: readonly Band[],
  read: (band: Band) => BandReading,
  isItemLike: (cells: Map<Column, Cell>) => boolean,
  amountColumn: Column | undefined,
): (index: number, row: BandReading, value: number | undefined) => boolean {
  let hasPlainItem: boolean | undefined;
  return (index, row, value) => {
    if (
      amountColumn === undefined ||
      value === undefined ||
      value === 0 ||
      !isItemLike(row.cells)
    ) {
      return false;
    }
    if (isBracketed(cellText(row.cells.get(amountColumn)))) {
      hasPlainItem ??= bands.some((band) => {
        const other = read(band);
        const amount = cellNumber(other.cells.get(amountColumn))?.value ?? 0;
        return other.hasAmount && isItemLike(other.cells) && amount > 0;
      });
      return hasPlainItem;
    }
    const under = bands.slice(index + 1, index + 3).map(read);
    const next = under.findIndex((band) => band.hasAmount);
    const detail = next === -1 ? under : under.slice(0, next);
    return saysNotCharged([...row.lines, ...detail.flatMap((band) => band.lines)]);
  };
}
