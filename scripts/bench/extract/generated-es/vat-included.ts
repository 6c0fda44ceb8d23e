// The VAT of a ticket whose prices include it (simplified invoices, return tickets): each rate's
// gross amount, its base taken back out of it, and the sums the ticket prints.
import { round } from './invoice.ts';

/** One rate of the breakdown: its base, its VAT and the gross amount they make. */
export type RateRow = { rate: number; base: number; tax: number; amount: number };

/** A ticket's breakdown, highest rate first, and its total, net and VAT. */
export type GrossBreakdown = { breakdown: RateRow[]; total: number; net: number; tax: number };

export function grossBreakdown(
  lines: readonly { quantity: number; price: number; rate: number }[],
): GrossBreakdown {
  const gross = new Map<number, number>();
  for (const line of lines) {
    gross.set(line.rate, round((gross.get(line.rate) ?? 0) + line.quantity * line.price));
  }
  const breakdown = [...gross.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, amount]) => {
      const base = round(amount / (1 + rate / 100));
      return { rate, base, tax: round(amount - base), amount };
    });
  const total = round(breakdown.reduce((sum, row) => sum + row.amount, 0));
  const net = round(breakdown.reduce((sum, row) => sum + row.base, 0));
  return { breakdown, total, net, tax: round(total - net) };
}
