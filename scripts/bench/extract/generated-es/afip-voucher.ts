// What every Argentine voucher of the generated corpus shares: pesos, a CAE, its answers.
import { answersOf, type Answers } from './answers.ts';
import { formatAmount, type AmountStyle } from './formats.ts';
import type { GeneratedInvoice } from './family.ts';
import type { Invoice } from './invoice.ts';
import type { Random } from './random.ts';
import type { Sheet } from './sheet.ts';

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
): Answers {
  return answersOf(invoice, number, 'ARS', fields);
}

/**
 * The item table's headings of AFIP's web form, and their columns' x (the first two left-aligned,
 * the rest right-aligned); a B or C voucher's table has no VAT columns.
 */
export function drawItemHeadings(sheet: Sheet, top: number, withVat: boolean): number[] {
  const head = [
    'Código',
    'Producto / Servicio',
    'Cantidad',
    'U. Medida',
    'Precio Unit.',
    '% Bonif',
  ];
  const tail = withVat
    ? ['Subtotal', 'Alícuota IVA', 'Subtotal c/IVA']
    : ['Imp. Bonif.', 'Subtotal'];
  const xs = withVat
    ? [35, 75, 260, 300, 380, 410, 465, 510, 565]
    : [35, 75, 300, 350, 430, 465, 510, 565];
  [...head, ...tail].forEach((label, column) => {
    const x = xs[column] ?? 0;
    if (column < 2) {
      sheet.text(x, top, label, { bold: true, size: 7 });
    } else {
      sheet.right(x, top, label, { bold: true, size: 7 });
    }
  });
  return xs;
}
