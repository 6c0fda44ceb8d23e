// An invoice's answers as the answer files hold them (README "Answer files"): its line items and
// its header, built in one place so every family writes the same keys in the same order.
import type { Expected, ExpectedLine } from '../dataset.ts';
import type { GeneratedInvoice } from './family.ts';
import { type Invoice, linesOf, taxTotal } from './invoice.ts';

export type Answers = Omit<GeneratedInvoice, 'pages'>;

/** What every answer file's header holds first, as the document prints it. */
export type PrintedFacts = { number: Expected; date: string; issuer: Expected; total: Expected };

/** Answers from what a document prints: `facts`, `currency`, then `fields`, and its `lines`. */
export function answersFrom(
  facts: PrintedFacts,
  currency: string,
  lines: ExpectedLine[] | undefined,
  fields: GeneratedInvoice['header'] = {},
): Answers {
  return {
    lines,
    header: {
      invoice_number: facts.number,
      date: facts.date,
      issuer: facts.issuer,
      total: facts.total,
      currency,
      ...fields,
    },
  };
}

/**
 * The answers of `invoice` printed as number `number`: its number, date, issuer, total and
 * currency, then `fields`; a key of `fields` already there (an issuer printed under another name)
 * replaces the drawn value in its place.
 */
export function answersOf(
  invoice: Invoice,
  number: Expected,
  currency: string,
  fields: GeneratedInvoice['header'] = {},
): Answers {
  return answersFrom(
    { number, date: invoice.date, issuer: invoice.issuer.name, total: invoice.total },
    currency,
    linesOf(invoice),
    fields,
  );
}

/** The answers of an invoice that prints its net and its tax (`tax` as the layout sums it). */
export function taxedAnswersOf(
  invoice: Invoice,
  number: Expected,
  currency: string,
  tax: number = taxTotal(invoice),
): Answers {
  return answersOf(invoice, number, currency, { net_total: invoice.net, tax_total: tax });
}

/**
 * The answers of a Spanish credit (a credit note, a corrective invoice): the amounts as printed,
 * `sign`ed, and each total also accepted positive, as some readers hold a credit.
 */
export function creditAnswersOf(
  invoice: Invoice,
  number: Expected,
  sign: (value: number) => number,
): Answers {
  const both = (value: number): number[] => [sign(value), value];
  const answers = answersOf(invoice, number, 'EUR', {
    total: both(invoice.total),
    net_total: both(invoice.net),
    tax_total: both(taxTotal(invoice)),
  });
  return {
    lines: linesOf(invoice).map((line) => ({ ...line, amount: sign(line.amount ?? 0) })),
    header: answers.header,
  };
}
