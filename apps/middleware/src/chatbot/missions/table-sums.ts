import { findAmounts, findDates } from '@folio/core';

import { agreeToTheCent, sumToCents } from './cents';
import { evidenceOf, type DocumentPage } from './evidence';
import type { Inconsistency } from './mission-result';
import { readingEvidence, type QuantityReading } from './read-quantities';

// Below this many rows a 'table' is a line or two of prose.
const MIN_ROWS = 2;

type Row = { start: number; end: number; amounts: number[] };

/**
 * The tables whose rows do not add up to the subtotal or total written under them: the rows are
 * the lines right above the total's line that each end in money (a blank line, a header or another
 * labelled line ends them). A row's amount is its last column, or its first money column (a bank
 * statement's amount before its running balance); only when neither adds up is it reported.
 */
export function findTablesThatDoNotAddUp(
  page: DocumentPage,
  readings: readonly QuantityReading[],
): Extract<Inconsistency, { kind: 'sum-mismatch' }>[] {
  const labelledLines = new Set(
    readings
      .filter((reading) => reading.amount !== undefined)
      .map((r) => lineStartOf(page.text, r.labelStart)),
  );
  return readings.flatMap((reading) => {
    const lineStart = lineStartOf(page.text, reading.labelStart);
    const isLineLabel = page.text.slice(lineStart, reading.labelStart).trim() === '';
    if (
      reading.amount === undefined ||
      !isLineLabel ||
      (reading.quantity !== 'total' && reading.quantity !== 'net')
    ) {
      return [];
    }
    const rows = withoutCarriedTotal(
      rowsAbove(page.text, lineStart, labelledLines),
      reading.amount,
    );
    if (rows.length < MIN_ROWS || addsUp(rows, reading.amount)) {
      return [];
    }
    return [
      {
        kind: 'sum-mismatch' as const,
        total: reading.quantity,
        stated: reading.amount,
        computed: sumToCents(rows.map((row) => row.amounts.at(-1) ?? 0)),
        evidence: [
          ...rows.map((row) => evidenceOf(page, row.start, row.end)),
          readingEvidence(reading),
        ],
      },
    ];
  });
}

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The lines ending in money right above a line, nearest last. */
function rowsAbove(text: string, lineStart: number, labelledLines: ReadonlySet<number>): Row[] {
  const rows: Row[] = [];
  let end = lineStart - 1;
  while (end > 0) {
    const start = lineStartOf(text, end);
    const line = text.slice(start, end);
    const amounts = moneyIn(line);
    if (labelledLines.has(start) || amounts.length === 0) {
      break;
    }
    const leading = line.length - line.trimStart().length;
    rows.unshift({ start: start + leading, end: start + line.trimEnd().length, amounts });
    end = start - 1;
  }
  return rows;
}

/**
 * The rows without the last when it shows the total itself: the table's own total line, or a
 * single item's amount, carried down to the total's label ('319.00' above 'Grand Total 319.00'
 * where each cell is a line of text) is the same sum written again, not one more part of it.
 */
function withoutCarriedTotal(rows: readonly Row[], total: number): Row[] {
  const last = rows.at(-1)?.amounts.at(-1);
  return last !== undefined && agreeToTheCent(last, total, 0) ? rows.slice(0, -1) : [...rows];
}

function moneyIn(line: string): number[] {
  return findAmounts(line, findDates(line))
    .filter((amount) => !amount.isPercent && (amount.hasDecimals || amount.currency !== undefined))
    .map((amount) => amount.value);
}

function addsUp(rows: readonly Row[], total: number): boolean {
  const last = sumToCents(rows.map((row) => row.amounts.at(-1) ?? 0));
  const first = sumToCents(rows.map((row) => row.amounts[0] ?? 0));
  return agreeToTheCent(last, total, rows.length) || agreeToTheCent(first, total, rows.length);
}
