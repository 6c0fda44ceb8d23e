// A quantity times a unit price written out in an item's words, as bills and service invoices
// print them beside the amount (`2939 kWh x 0,2975 €/kWh`, `3 mois x 12,87 / mois`,
// `91 days at 41.79p per day`, `10 h à 85,00 €`). The product is the proof: the expression
// counts only when it gives the item's amount, to the cent.
import { type AmountMatch, findAmounts } from '@folio/core';

import { findLongDecimals } from './long-decimals';

/** The quantity and unit price an item's text prints, with where the expression stands. */
export type PricedExpression = { quantity: number; unitPrice: number; start: number; end: number };

// Between the quantity and the price: at most two unit words, then the operator.
const TIMES = /^\s*(?:[\p{L}.²³]+\s*){0,2}(?:x|×|\*|@|à|a|at|je|zu)\s*$/iu;
// A price in hundredths of its currency (`23.76p`, `12,5 ct`).
const HUNDREDTHS = /^\s?(?:p|ct|cts|c|cent|cents|pence)\b/iu;
const HALF_CENT = 0.005 + 1e-9;

function unitPricesOf(price: AmountMatch, text: string): number[] {
  const hundredths = price.currency === undefined && HUNDREDTHS.test(text.slice(price.end));
  return hundredths ? [price.value / 100] : [price.value];
}

/**
 * The one `quantity x price` expression of `text` whose product is `amount`, when no other
 * figure with decimals stands in the text (a second price would make the reading a guess).
 */
export function pricedExpression(text: string, amount: number): PricedExpression | undefined {
  // Unit prices are often written to a tenth of a cent or finer (`0,2975 €/kWh`).
  const long = findLongDecimals(text);
  const figures = [
    ...findAmounts(text).filter(
      (found) => !long.some((each) => found.start < each.end && each.start < found.end),
    ),
    ...long,
  ]
    .filter((found) => !found.isPercent)
    .sort((a, b) => a.start - b.start);
  const found: PricedExpression[] = [];
  figures.forEach((quantity, at) => {
    const price = figures[at + 1];
    if (
      price === undefined ||
      quantity.value <= 0 ||
      !TIMES.test(text.slice(quantity.end, price.start))
    ) {
      return;
    }
    const others = figures.filter((figure) => figure !== quantity && figure !== price);
    if (others.some((figure) => figure.hasDecimals)) {
      return;
    }
    for (const unitPrice of unitPricesOf(price, text)) {
      if (Math.abs(quantity.value * unitPrice - Math.abs(amount)) <= HALF_CENT) {
        found.push({ quantity: quantity.value, unitPrice, start: quantity.start, end: price.end });
      }
    }
  });
  return found.length === 1 ? found[0] : undefined;
}
