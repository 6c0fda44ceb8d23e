// A payment schedule printed after the totals (`Beschreibung | Fälligkeit | Teilzahlung`,
// `Description | Due date | Amount`, `Description | Échéance | Montant`) shares its headings with
// an item table but holds the payment terms: a sentence over a line or two, a due date and the
// sum to pay. Its rows are no items. Told by its shape, not its words: a date column and no
// quantity or unit price, and every row's text a sentence ending with a full stop.
import { parseDate } from '@folio/core';

import { cellText } from './band-cells';
import type { Column } from './columns';
import type { RawRow } from './read-rows';

// A sentence has this many words of two letters or more and ends with a full stop; item names
// have fewer (`Hausrat`, `Betriebshaftpflicht, Deckungssumme 5 Mio. EUR`) or, long, no stop
// (`Responsabilité civile vie privée et dommages aux biens`).
const SENTENCE_WORDS = 6;

const wordCount = (text: string): number =>
  text.split(/\s+/u).filter((word) => (word.match(/\p{L}/gu) ?? []).length >= 2).length;

const isSentence = (text: string): boolean =>
  wordCount(text) >= SENTENCE_WORDS && /\.$/u.test(text.trim());

const isDescription = (column: Column): boolean =>
  column.target?.concept === 'description' || column.cell.concept === 'description';

/** The words of a row in one column, over all its lines. */
function textIn(row: RawRow, column: Column): string {
  return row.parts
    .map((part) => part.cells.get(column))
    .filter((cell) => cell !== undefined)
    .map(cellText)
    .join(' ');
}

/** Whether the rows read under these columns are a payment schedule, not items. */
export function isPaymentSchedule(columns: readonly Column[], rows: readonly RawRow[]): boolean {
  const concepts = new Set(columns.map((column) => column.cell.concept));
  const description = columns.find(isDescription);
  const date = columns.find((column) => column.cell.concept === 'period');
  if (
    description === undefined ||
    date === undefined ||
    concepts.has('quantity') ||
    concepts.has('unitPrice') ||
    rows.length === 0
  ) {
    return false;
  }
  return rows.every(
    (row) =>
      isSentence(textIn(row, description)) && parseDate(textIn(row, date).trim()) !== undefined,
  );
}
