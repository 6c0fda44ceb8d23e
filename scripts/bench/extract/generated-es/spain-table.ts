// The item rows and the sums under them, as most Spanish layouts of the corpus print them: one
// row of 8-point text per item, description at 45 and amounts ending at their columns' x, then
// label and amount pairs ending at 550.
import type { Item } from './invoice.ts';
import type { Sheet } from './sheet.ts';
import { type Money, pct } from './spain.ts';

/** Where an item row's columns end; a table without a VAT column has no `rate`. */
export type ItemColumns = { quantity: number; price: number; rate?: number; amount: number };

/**
 * Draws one row per item from `top`, 13 apart, and returns the y under them. `sign` turns the
 * quantity and the amount as a credit prints them; `describe` writes the description.
 */
export function drawItemRows(
  sheet: Sheet,
  top: number,
  items: readonly Item[],
  columns: ItemColumns,
  money: Money,
  sign: (value: number) => number = (value) => value,
  describe: (item: Item) => string = (item) => item.description,
): number {
  for (const item of items) {
    sheet.text(45, top, describe(item), { size: 8 });
    sheet.right(columns.quantity, top, String(sign(item.quantity)), { size: 8 });
    sheet.right(columns.price, top, money(item.price), { size: 8 });
    if (columns.rate !== undefined) {
      sheet.right(columns.rate, top, pct(item.rate), { size: 8 });
    }
    sheet.right(columns.amount, top, money(sign(item.quantity * item.price)), { size: 8 });
    top += 13;
  }
  return top;
}

/**
 * Draws the sums from `top`, 14 apart, each label at `x` and its amount ending at 550, in bold
 * where `isTotal`; returns the y under them.
 */
export function drawSums(
  sheet: Sheet,
  x: number,
  top: number,
  rows: readonly (readonly [string, string])[],
  isTotal: (label: string, index: number) => boolean,
): number {
  rows.forEach(([label, value], index) => {
    const bold = isTotal(label, index);
    sheet.text(x, top, label, { bold, size: 9 });
    sheet.right(550, top, value, { bold, size: 9 });
    top += 14;
  });
  return top;
}
