// The cells of a band: its words sorted into the table's columns.
import { type AmountMatch, findAmounts } from '@folio/core';
import type { Word } from '@folio/documents';

import type { DocLine } from '../document-lines';
import { columnAt, type Column } from './columns';
import type { Band } from './row-bands';

/** The words of a band in one column, with the lines they come from. */
export type Cell = { column: Column; words: Word[]; lines: DocLine[] };

/** Sorts a band's words into columns (by each word's middle). */
export function cellsOf(band: Band, columns: readonly Column[]): Map<Column, Cell> {
  const cells = new Map<Column, Cell>();
  for (const line of band.lines) {
    for (const word of line.words) {
      const column = columnAt(columns, word.box.x + word.box.width / 2);
      if (column === undefined) {
        continue;
      }
      const cell = cells.get(column) ?? { column, words: [], lines: [] };
      cell.words.push(word);
      if (!cell.lines.includes(line)) {
        cell.lines.push(line);
      }
      cells.set(column, cell);
    }
  }
  return cells;
}

/** A cell's text, words in reading order. */
export function cellText(cell: Cell | undefined): string {
  return cell === undefined
    ? ''
    : [...cell.words]
        .sort((a, b) => a.box.x - b.box.x)
        .map((word) => word.text)
        .join(' ');
}

/** A cell's number: the first with decimals or a currency, else the first (percentages aside). */
export function cellNumber(cell: Cell | undefined): AmountMatch | undefined {
  const amounts = findAmounts(cellText(cell)).filter((amount) => !amount.isPercent);
  return amounts.find((item) => item.hasDecimals || item.currency !== undefined) ?? amounts[0];
}
