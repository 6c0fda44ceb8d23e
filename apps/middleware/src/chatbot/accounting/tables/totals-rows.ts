import { foldText } from '@folio/core';
import type { ScalarCell } from '@folio/documents';

import { parseCellNumber } from './cell-numbers';

// A label that is only a totals word, perhaps with its year or quarter: "Total", "TOTAL 2024",
// "Totales", "Subtotal 1T", "Suma y sigue", "Sumas y saldos", "Grand total", "Total general".
const TOTALS_ONLY =
  /^(?:(?:sub)?totale?s?(?: general)?|sumas?(?: y (?:sigue|saldos))?|grand total|sum)(?:\s+(?:(?:19|20)\d{2}|[1-4][tq]|[tq][1-4]))?\s*:?$/u;
// A label that starts like one ("Total ventas", "Importe total"): a totals row only when it also
// leaves empty a text or date column every data row fills (a totals row fills the amounts, not
// the date or the name), so "Total Energies S.A." on a dated row is a supplier.
const TOTALS_START = /^(?:(?:sub)?totale?s?|sumas?|grand total|importe total)\b/u;
// A column filled in this share of the other rows is one every data row fills.
const KEY_COLUMN_SHARE = 0.9;

const labelsOf = (row: readonly ScalarCell[]) =>
  row.flatMap((cell) => (cell.type === 'string' ? [foldText(cell.value.trim())] : []));

const isFilled = (cell: ScalarCell | undefined) => cell !== undefined && cell.type !== 'empty';

/** A number, or a text that is one (`1.234,56`): what a totals row fills. */
const isAmount = (cell: ScalarCell | undefined) =>
  cell?.type === 'number' || (cell?.type === 'string' && parseCellNumber(cell.value) !== undefined);

/**
 * Splits a table's rows into data and totals rows (issue 12: "totals rows kept apart from
 * data"): a row labelled with only a totals word wherever the label sits, or one whose label
 * starts like one and that leaves empty a column the data rows fill.
 */
export function splitTotals(rows: readonly ScalarCell[][]): {
  data: ScalarCell[][];
  totals: ScalarCell[][];
} {
  const certain = rows.map((row) => labelsOf(row).some((label) => TOTALS_ONLY.test(label)));
  const possible = rows.map((row) => labelsOf(row).some((label) => TOTALS_START.test(label)));
  const others = rows.filter((_, index) => !certain[index] && !possible[index]);
  const width = Math.max(0, ...rows.map((row) => row.length));
  const keyColumns: number[] = [];
  for (let column = 0; column < width; column++) {
    const filled = others.filter((row) => isFilled(row[column]));
    const isDescriptive = filled.every((row) => !isAmount(row[column]));
    if (others.length > 0 && isDescriptive && filled.length >= others.length * KEY_COLUMN_SHARE) {
      keyColumns.push(column);
    }
  }
  const data: ScalarCell[][] = [];
  const totals: ScalarCell[][] = [];
  rows.forEach((row, index) => {
    const leavesKeyEmpty = keyColumns.some((column) => !isFilled(row[column]));
    (certain[index] || (possible[index] && leavesKeyEmpty) ? totals : data).push(row);
  });
  return { data, totals };
}
