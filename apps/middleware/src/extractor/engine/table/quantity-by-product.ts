// An English `Amount` heads a quantity as often as a line's money (`Amount | Product | Price |
// Total`: 400.00 balloons at 0.79 € make 316.00 €), and an attribute named `amount` claims it
// first. The first rows under the header tell: where the claimed column's figure times the unit
// price is the figure of an unclaimed money column right of the price, on every row that has all
// three, that column is the line's amount and the claimed one its quantity.
import { cellNumber, cellsOf } from './band-cells';
import type { Column } from './columns';
import type { DetailTarget } from './detail-targets';
import type { Band } from './row-bands';

/** How many bands under the header are looked at. */
const FIRST_BANDS = 6;

// A price printed to the cent is known to half a cent: `0.03 €` may be 0.025 € a litre.
export const isProduct = (quantity: number, price: number, amount: number): boolean =>
  Math.abs(quantity * price - amount) <=
  Math.max(0.011, Math.abs(amount) * 0.005, Math.abs(quantity) * 0.005);

/** The columns, with the amount and quantity moved where the first rows' products say. */
export function quantityByProduct(
  columns: readonly Column[],
  under: readonly Band[],
  targets: readonly DetailTarget[],
): Column[] {
  const claimed = columns.find((column) => column.target?.concept === 'amount');
  const price = columns.find((column) => column.target?.concept === 'unitPrice');
  const quantity = targets.find((target) => target.concept === 'quantity');
  if (
    claimed === undefined ||
    price === undefined ||
    quantity === undefined ||
    columns.some((column) => column.target === quantity) ||
    claimed.left >= price.left
  ) {
    return [...columns];
  }
  const money = columns.filter(
    (column) =>
      column.target === undefined &&
      column.left > price.left &&
      (column.cell.concept === 'amount' || column.cell.concept === 'unitPrice'),
  );
  const rows = under.slice(0, FIRST_BANDS).flatMap((band) => {
    const cells = cellsOf(band, columns);
    const figure = cellNumber(cells.get(claimed))?.value;
    const unitPrice = cellNumber(cells.get(price))?.value;
    return figure === undefined || unitPrice === undefined ? [] : [{ figure, unitPrice, cells }];
  });
  const amount = money.find((column) => {
    const products = rows.flatMap((row) => {
      const value = cellNumber(row.cells.get(column))?.value;
      return value === undefined ? [] : [isProduct(row.figure, row.unitPrice, value)];
    });
    return products.length > 0 && products.every(Boolean);
  });
  if (amount === undefined) {
    return [...columns];
  }
  const amountTarget = claimed.target;
  return columns.map((column) =>
    column === claimed
      ? { ...column, target: quantity }
      : column === amount && amountTarget !== undefined
        ? { ...column, target: amountTarget }
        : column,
  );
}
