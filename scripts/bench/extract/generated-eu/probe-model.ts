// Facts the fourteenth pass's families need beyond the plain model: an invoice's amounts worked
// out again for other items (a deposit invoice bills one line, a share of a quote), the earlier
// invoices a final one deducts, and the invoice a credit note corrects.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import {
  type EarlierInvoice,
  type EuInvoice,
  type EuItem,
  type EuOptions,
  lineAmountOf,
  makeEuInvoice,
  round,
} from './model.ts';

/** The invoice with these items instead, no document allowance or charge, nothing prepaid. */
export function repriced(invoice: EuInvoice, items: readonly EuItem[]): EuInvoice {
  const byRate = new Map<number, number>();
  for (const item of items) {
    byRate.set(item.rate, round((byRate.get(item.rate) ?? 0) + lineAmountOf(item)));
  }
  const taxes = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, base]) => ({ rate, base, amount: round((base * rate) / 100) }));
  const net = round(items.reduce((sum, item) => sum + lineAmountOf(item), 0));
  const tax = round(taxes.reduce((sum, line) => sum + line.amount, 0));
  const total = round(net + tax);
  return {
    ...invoice,
    items: [...items],
    allowances: [],
    lineTotal: net,
    allowanceTotal: 0,
    chargeTotal: 0,
    net,
    taxes,
    tax,
    total,
    prepaid: 0,
    due: total,
  };
}

/**
 * A final invoice: the job's items at one rate, and one to three earlier invoices (deposits,
 * interim invoices) for round shares of its net, each a month or so apart before it; what they
 * came to gross is prepaid, the rest is due.
 */
export function makeFinalInvoice(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeEuInvoice(random, options);
  const invoice = repriced(drawn, drawn.items);
  const count = random.int(1, 3);
  const rate = invoice.taxes[0]?.rate ?? 0;
  const shares = [0.3, 0.25, 0.2].slice(0, count);
  const year = invoice.date.slice(0, 4);
  const earlier: EarlierInvoice[] = shares.map((share, index) => {
    const net = Math.max(10, Math.floor((invoice.net * share) / 10) * 10);
    return {
      number: options.numberOf(random, year),
      date: addDays(invoice.date, -30 * (count - index) - random.int(0, 9)),
      net,
      tax: round((net * rate) / 100),
    };
  });
  const prepaid = round(earlier.reduce((sum, part) => sum + part.net + part.tax, 0));
  return {
    ...invoice,
    isCreditNote: false,
    earlier,
    prepaid,
    due: round(invoice.total - prepaid),
    cashDiscountRate: 0,
  };
}

/** A credit note correcting an invoice of some weeks before, for some of its items. */
export function makeCorrection(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeEuInvoice(random, options);
  const invoice = repriced(
    drawn,
    drawn.items.slice(0, random.int(1, Math.min(3, drawn.items.length))),
  );
  return {
    ...invoice,
    isCreditNote: true,
    correctedDate: addDays(invoice.date, -random.int(5, 60)),
    cashDiscountRate: 0,
  };
}

/** An invoice as the plain model draws it, with no prepayment (its page deducts none). */
export function makeUnpaid(random: Random, options: EuOptions): EuInvoice {
  const invoice = makeEuInvoice(random, options);
  return { ...invoice, isCreditNote: false, prepaid: 0, due: invoice.total };
}
