// What every Argentine voucher of the generated corpus shares: pesos, a CAE, its answers.
import { formatAmount, type AmountStyle } from './formats.ts';
import type { GeneratedInvoice } from './family.ts';
import { type Invoice, linesOf } from './invoice.ts';
import type { Random } from './random.ts';

export const peso = (value: number, style: AmountStyle): string =>
  `$ ${formatAmount(value, style)}`;

export function cae(random: Random): string {
  return Array.from({ length: 14 }, () => String(random.int(0, 9))).join('');
}

/** An Argentine voucher's answers: its number, date, issuer, total in pesos, and `fields` more. */
export function voucherAnswers(
  invoice: Invoice,
  number: string,
  fields: GeneratedInvoice['header'],
): Omit<GeneratedInvoice, 'pages'> {
  return {
    lines: linesOf(invoice),
    header: {
      invoice_number: number,
      date: invoice.date,
      issuer: invoice.issuer.name,
      total: invoice.total,
      currency: 'ARS',
      ...fields,
    },
  };
}
