// The summary of a utility bill (electricity, telephone): a bold heading, then one row per charge
// down to the total, which is printed larger.
import type { Sheet } from './sheet.ts';

/** One row: its label, a detail printed between label and amount if any, the amount. */
export type SummaryRow = { label: string; detail?: string; value: string; isTotal: boolean };

/** Draws the heading at `top` and the rows under it; returns the y under the last row. */
export function drawBillSummary(
  sheet: Sheet,
  top: number,
  heading: string,
  rows: readonly SummaryRow[],
): number {
  sheet.text(45, top, heading, { bold: true, size: 10 });
  top += 18;
  for (const { label, detail, value, isTotal } of rows) {
    sheet.text(45, top, label, { bold: isTotal, size: isTotal ? 10 : 8 });
    if (detail !== undefined) {
      sheet.text(210, top, detail, { size: 7 });
    }
    sheet.right(550, top, value, { bold: isTotal, size: isTotal ? 10 : 8 });
    top += isTotal ? 16 : 13;
  }
  return top;
}
