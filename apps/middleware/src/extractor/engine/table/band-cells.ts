// The cells of a band: its words sorted into the table's columns.
import { type AmountMatch, findAmounts } from '@folio/core';
import type { Word } from '@folio/documents';

import type { DocLine } from '../document-lines';
import { columnAt, type Column } from './columns';
import { findLongDecimals } from './long-decimals';
import type { Band } from './row-bands';

/** The words of a band in one column, with the lines they come from. */
export type Cell = { column: Column; words: Word[]; lines: DocLine[] };

// A run ends under its heading's right edge within this much.
const RIGHT_EDGE = 2;

/**
 * The number column a run of words is right-aligned in: it ends where the column's heading ends
 * and starts right of the heading before it. A price per unit wider than its heading
 * (`£1,217.90 per box` under `Price`) reaches into the quantity's zone; by each word's middle its
 * number would be read as the quantity.
 */
function rightAlignedColumn(line: DocLine, columns: readonly Column[]): Column | undefined {
  const right = line.box.x + line.box.width;
  const index = columns.findIndex(
    (column) =>
      column.target?.isNumeric === true &&
      Math.abs(column.cell.box.x + column.cell.box.width - right) <= RIGHT_EDGE,
  );
  const column = columns[index];
  const before = columns[index - 1];
  return column !== undefined &&
    (before === undefined || line.box.x > before.cell.box.x + before.cell.box.width)
    ? column
    : undefined;
}

const overlapsHeading = (line: DocLine, column: Column): boolean =>
  line.box.x < column.cell.box.x + column.cell.box.width &&
  column.cell.box.x < line.box.x + line.box.width;

const holdsNumber = (line: DocLine): boolean =>
  findAmounts(line.text).some((amount) => !amount.isPercent);

/**
 * A number column's cell holding numbers from runs apart, one under its heading: the others
 * stand under a heading the table's vocabulary does not know (`Precio Unit. | % Bonif | Imp.
 * Bonif. | Subtotal`: the discount's `0,00` fell in the subtotal's zone and was read as the line's
 * amount), and are left out of it.
 */
function underHeading(cell: Cell): Cell {
  const target = cell.column.target;
  if (target?.isNumeric !== true || cell.lines.length < 2) {
    return cell;
  }
  const rivals = cell.lines.filter(holdsNumber);
  const under = rivals.filter((line) => overlapsHeading(line, cell.column));
  if (under.length === 0 || under.length === rivals.length) {
    return cell;
  }
  const apart = new Set(rivals.filter((line) => !under.includes(line)));
  const lines = cell.lines.filter((line) => !apart.has(line));
  const words = new Set(lines.flatMap((line) => line.words));
  return { ...cell, lines, words: cell.words.filter((word) => words.has(word)) };
}

/**
 * For each word, the word whose column it goes to: a thousands group written with a space
 * (`2 267,95`, `12 345,00`) reaches left over a column's edge when the amount is wide, and its
 * leading digits go with the rest of the amount, to the column of its last group.
 */
function thousandsGroups(words: readonly Word[]): number[] {
  const target = words.map((_, index) => index);
  for (let index = words.length - 2; index >= 0; index--) {
    const word = words[index];
    const next = words[index + 1];
    if (
      word !== undefined &&
      next !== undefined &&
      /^\d{1,3}$/u.test(word.text) &&
      /^\d{3}(?:[.,\s]|$)/u.test(next.text) &&
      next.box.x - (word.box.x + word.box.width) < word.box.height * 0.6
    ) {
      target[index] = target[index + 1] ?? index + 1;
    }
  }
  return target;
}

/**
 * Sorts a band's words into columns: a run right-aligned under a number column's heading goes
 * there whole, other words by their middle; of rival numbers in a number column, the one under
 * its heading.
 */
export function cellsOf(band: Band, columns: readonly Column[]): Map<Column, Cell> {
  const cells = new Map<Column, Cell>();
  for (const line of band.lines) {
    const aligned = rightAlignedColumn(line, columns);
    const grouped = thousandsGroups(line.words);
    for (const [index, word] of line.words.entries()) {
      const at = line.words[grouped[index] ?? index] ?? word;
      const column = aligned ?? columnAt(columns, at.box.x + at.box.width / 2);
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
  for (const [column, cell] of cells) {
    cells.set(column, underHeading(cell));
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

/** The numbers of a text, those with four decimals or more too (`5,5000`), in reading order. */
function numbersOf(text: string): AmountMatch[] {
  const long = findLongDecimals(text);
  // The amount finder rounds to the cent (`0.025` is 0.03): a longer reading of the same figure wins.
  const amounts = findAmounts(text).filter(
    (amount) => !long.some((match) => amount.start < match.end && match.start < amount.end),
  );
  return [...amounts, ...long].sort((a, b) => a.start - b.start);
}

/** A cell's number: the first with decimals or a currency, else the first (percentages aside). */
export function cellNumber(cell: Cell | undefined): AmountMatch | undefined {
  const amounts = numbersOf(cellText(cell)).filter((amount) => !amount.isPercent);
  return amounts.find((item) => item.hasDecimals || item.currency !== undefined) ?? amounts[0];
}

/** Whether a cell holds a number (percentages aside). */
export function hasNumber(cell: Cell | undefined): boolean {
  return numbersOf(cellText(cell)).some((amount) => !amount.isPercent);
}
