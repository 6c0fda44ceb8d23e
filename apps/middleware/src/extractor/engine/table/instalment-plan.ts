// An instalment plan printed under the totals as a table with no sentence in it (`Rate | Fällig
// am | Betrag`, `Échéance | Date | Montant`, `Instalment | Due date | Amount`, rows `1. Rate
// 15.03.2024 1.190,00`) shares an item table's headings (a description, a date, an amount) but
// splits the invoice's total over due dates. Told by three things together, none by itself: its
// heading names instalments or due dates; every row, two or more, has a date and an amount and
// no quantity; and the amounts add up to a total printed above it (a notice's covers with their
// due dates come before their total, not after it). Read as a table with a date column
// (`isInstalmentPlan`) or, where its headings name no description, as a list (`isListedPlan`).
import { findAmounts, parseDate, toCents } from '@folio/core';

import type { DocLine } from '../document-lines';
import { findLabelsInLine } from '../labels/find-labels';
import { cellNumber, cellText } from './band-cells';
import type { Column } from './columns';
import type { RawRow } from './read-rows';
import type { Band } from './row-bands';
import type { TableHeader } from './table-header';

const CENT = 0.005;
const MIN_INSTALMENTS = 2;

// Headings of instalments and due dates, as folded (`Fällig am` -> `fallig am`).
const PLAN_HEADING =
  /\b(raten?|ratenbetrag|teilzahlung(en)?|teilbetrag|fallig(keit|keitsdatum)?|faellig\w*|instal+ments?|due|echeances?|versements?|vervaldatum|termijn|cuotas?|plazos?|vencimiento)\b/u;

/** Whether lines (a header's) name instalments or due dates. */
export function namesInstalments(lines: readonly DocLine[]): boolean {
  return PLAN_HEADING.test(lines.map((line) => line.folded).join(' '));
}

const TOTAL_CONCEPTS = new Set(['total', 'amountDue']);

const isTotalLabel = (line: DocLine): boolean =>
  findLabelsInLine(line).some((label) =>
    [...label.concepts].some((concept) => TOTAL_CONCEPTS.has(concept)),
  );

/** Whether one of `bands` is labelled the total or the sum to pay and prints `sum`. */
function printsTotal(bands: readonly Band[], sum: number): boolean {
  const rounded = toCents(sum);
  return bands.some(
    (band) =>
      band.lines.some(isTotalLabel) &&
      band.lines.some((line) =>
        findAmounts(line.text).some(
          (amount) => !amount.isPercent && Math.abs(amount.value - rounded) < CENT,
        ),
      ),
  );
}

/** The row's value in a column, over its lines (a date, an amount). */
function valueIn(row: RawRow, column: Column): string {
  return row.parts
    .map((part) => cellText(part.cells.get(column)))
    .join(' ')
    .trim();
}

/**
 * Whether the rows read under `header` are an instalment plan, not items: `above` are the bands
 * printed before the header (earlier pages' too), where the total it splits stands.
 */
export function isInstalmentPlan(
  header: TableHeader,
  columns: readonly Column[],
  rows: readonly RawRow[],
  above: readonly Band[],
): boolean {
  const date = columns.find((column) => column.cell.concept === 'period');
  const amount = columns.find((column) => column.target?.concept === 'amount');
  const hasQuantity = columns.some((column) => column.cell.concept === 'quantity');
  if (
    date === undefined ||
    amount === undefined ||
    hasQuantity ||
    rows.length < MIN_INSTALMENTS ||
    !namesInstalments(header.band.lines)
  ) {
    return false;
  }
  let sum = 0;
  for (const row of rows) {
    const value = cellNumber(row.anchor.cells.get(amount));
    if (value === undefined || parseDate(valueIn(row, date)) === undefined) {
      return false;
    }
    sum += value.value;
  }
  return printsTotal(above, sum);
}

/** Whether a text holds a date of its own (`Échéance 1 10.03.2023`). */
const holdsDate = (text: string): boolean =>
  text.split(/\s+/u).some((word) => /\d/u.test(word) && parseDate(word) !== undefined);

/**
 * Whether a run of `description ... amount` lines from `bands[start]`, adding up to `sum`, is an
 * instalment plan: each description holds a date, the band over the run names instalments or
 * due dates, and a band above that prints the total.
 */
export function isListedPlan(
  bands: readonly Band[],
  start: number,
  descriptions: readonly string[],
  sum: number,
): boolean {
  const heading = bands[start - 1];
  return (
    heading !== undefined &&
    descriptions.length >= MIN_INSTALMENTS &&
    descriptions.every(holdsDate) &&
    namesInstalments(heading.lines) &&
    printsTotal(bands.slice(0, start - 1), sum)
  );
}
