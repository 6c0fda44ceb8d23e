// The invoices issued (the sales register) of the accounting-es workbook.
import {
  addDays,
  between,
  cents,
  chance,
  CUTOFF,
  type Day,
  daysInMonth,
  intBetween,
  isAfter,
  PERIOD,
  pick,
  SEASON,
  weighted,
} from './basics.ts';
import { type Client, TICKET } from './parties.ts';

export type Issued = {
  number: string;
  date: Day;
  client: Client;
  base: number;
  rate: number;
  vat: number;
  total: number;
  status: string;
  collected: Day | undefined;
};

function nextNumber(counters: Map<number, number>, y: number, prefix: string): string {
  const key = prefix === 'F' ? y : -y;
  const next = (counters.get(key) ?? 0) + 1;
  counters.set(key, next);
  return `${prefix}-${String(y)}-${String(next).padStart(3, '0')}`;
}

/**
 * The sales register: 7 to 10 invoices a month, one in eight with two VAT rates (two rows under
 * one number), now and then a credit note; collected, pending or overdue at the cut-off.
 */
export function makeIssued(clients: readonly Client[]): Issued[] {
  const issued: Issued[] = [];
  const counters = new Map<number, number>();
  for (const { y, m } of PERIOD) {
    const count = intBetween(7, 10);
    const days = Array.from({ length: count }, () => intBetween(1, daysInMonth(y, m))).sort(
      (a, b) => a - b,
    );
    for (const d of days) {
      const date = { y, m, d };
      const client = weighted(
        clients.filter((one) => !isAfter(one.since, date)).map((one) => [one, one.weight] as const),
      );
      const [low, high] = TICKET[client.kind];
      const amount = between(low, high) * (SEASON[m - 1] ?? 1);
      const number = nextNumber(counters, y, 'F');
      // One invoice in eight carries two VAT rates: two rows of the register under one number.
      const split = chance(0.12);
      const rates: number[] = split
        ? [10, pick([21, 4])]
        : [
            weighted([
              [10, 60],
              [21, 25],
              [4, 15],
            ] as const),
          ];
      const late = chance(0.05);
      const collected = addDays(date, client.payDays + intBetween(-3, 12));
      const paid = !late && !isAfter(collected, CUTOFF);
      const overdue = !paid && isAfter(CUTOFF, addDays(date, client.payDays + 15));
      rates.forEach((rate, index) => {
        const base = cents(split ? amount * (index === 0 ? 0.7 : 0.3) : amount);
        const vat = cents((base * rate) / 100);
        issued.push({
          number,
          date,
          client,
          base,
          rate,
          vat,
          total: cents(base + vat),
          status: paid ? 'Cobrada' : overdue ? 'Vencida' : 'Pendiente',
          collected: paid ? collected : undefined,
        });
      });
    }
    // A credit note now and then: goods returned, part of an earlier invoice.
    if (chance(0.2)) {
      const earlier = issued.filter((one) => one.status === 'Cobrada' && one.rate === 10).at(-3);
      if (earlier !== undefined) {
        const date = { y, m, d: Math.min(daysInMonth(y, m), 28) };
        const base = -cents(earlier.base * between(0.1, 0.3));
        const vat = cents((base * earlier.rate) / 100);
        issued.push({
          number: nextNumber(counters, y, 'R'),
          date,
          client: earlier.client,
          base,
          rate: earlier.rate,
          vat,
          total: cents(base + vat),
          status: 'Compensada',
          collected: undefined,
        });
      }
    }
  }
  return issued;
}
