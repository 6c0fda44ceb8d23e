// An Argentine Factura A billed in dollars (tenth pass, held half): every amount in U$S, the
// currency named ("DÓLARES ESTADOUNIDENSES"), the exchange rate printed ("Tipo de cambio"), and
// sometimes the total again in pesos at that rate, which is not the invoice's total.
import { cae } from './afip-voucher.ts';
import { amountInWords } from './amount-in-words.ts';
import { taxedAnswersOf } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { formatAmount, formatDate, padded, type AmountStyle } from './formats.ts';
import { makeInvoice, round } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

function dollarInvoice(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, { country: 'AR', rates: [21, 21, 10.5], itemCount: [1, 4] });
  const pointOfSale = padded(random.int(1, 15), 5);
  const voucher = padded(random.int(1, 9999), 8);
  const style: AmountStyle = random.pick(['dot-comma', 'plain-comma']);
  const symbol = random.pick(['U$S', 'USD', 'U$S']);
  const money = (value: number): string => `${symbol} ${formatAmount(value, style)}`;
  const rate = round(random.int(350, 1450) + random.int(0, 99) / 100);
  const vat = round(invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0));
  const sheet = new Sheet(random);
  sheet.text(40, 55, invoice.issuer.name, { bold: true, size: 14 });
  sheet.text(40, 71, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(40, 83, 'IVA RESPONSABLE INSCRIPTO', { size: 8 });
  sheet.text(40, 95, `CUIT: ${invoice.issuer.taxId}`, { size: 8 });
  sheet.text(290, 60, 'A', { bold: true, size: 24 });
  sheet.text(282, 76, 'Cód. 01', { size: 7 });
  sheet.text(370, 55, 'FACTURA', { bold: true, size: 15 });
  sheet.text(370, 72, `Nº ${pointOfSale}-${voucher}`, { bold: true, size: 11 });
  sheet.text(370, 88, `Fecha de emisión: ${formatDate(invoice.date, 'dd/mm/yyyy')}`);
  sheet.text(370, 101, `Vencimiento: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`);
  sheet.rule(30, 565, 112);
  sheet.text(40, 128, `Cliente: ${invoice.buyer.name}`, { bold: true });
  sheet.text(40, 142, `CUIT: ${invoice.buyer.taxId}   IVA Responsable Inscripto`);
  sheet.text(40, 156, `Domicilio: ${invoice.buyer.address[0] ?? ''}`);
  const currencyLine = random.pick([
    'Moneda: U$S - DÓLARES ESTADOUNIDENSES',
    'Moneda: Dólar Estadounidense',
    'Moneda: DOL - Dólares',
  ]);
  sheet.text(340, 128, currencyLine, { bold: true });
  sheet.text(
    340,
    142,
    random.pick([
      `Tipo de cambio: ${formatAmount(rate, style)}`,
      `Tipo de Cambio BNA vendedor: $ ${formatAmount(rate, style)}`,
      `Cotización: 1 U$S = $ ${formatAmount(rate, style)}`,
    ]),
  );
  sheet.text(340, 156, `Condición de venta: ${random.pick(['Contado', 'Cta. Cte. 30 días'])}`);
  sheet.rule(30, 565, 166);
  sheet.headings(182, [
    [40, 'Cant.'],
    [90, 'Descripción'],
    [400, 'Precio Unit.', true],
    [450, 'IVA %', true],
    [560, 'Importe', true],
  ]);
  let top = 198;
  for (const item of invoice.items) {
    sheet.right(60, top, String(item.quantity));
    sheet.text(90, top, item.description);
    sheet.right(400, top, formatAmount(item.price, style));
    sheet.right(450, top, formatAmount(item.rate, 'plain-comma'));
    sheet.right(560, top, formatAmount(item.quantity * item.price, style));
    top += 15;
  }
  top = Math.max(top + 40, 560);
  const rows: [string, number][] = [
    ['Subtotal', invoice.net],
    ...invoice.taxes.map((tax): [string, number] => [
      `IVA ${formatAmount(tax.rate, 'plain-comma')}%`,
      tax.amount,
    ]),
    ['TOTAL', invoice.total],
  ];
  for (const [label, value] of rows) {
    sheet.text(380, top, label, { bold: label === 'TOTAL' });
    sheet.right(560, top, money(value), { bold: label === 'TOTAL' });
    top += 15;
  }
  sheet.text(40, top + 10, amountInWords(invoice.total, 'DÓLARES ESTADOUNIDENSES'), { size: 8 });
  if (random.chance(0.5)) {
    sheet.text(
      40,
      top + 24,
      `Total en pesos al tipo de cambio: $ ${formatAmount(round(invoice.total * rate), style)}`,
      {
        size: 8,
      },
    );
  }
  sheet.text(
    40,
    top + 44,
    `CAE: ${cae(random)}   Vto. CAE: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`,
    {
      size: 8,
    },
  );
  return {
    pages: [sheet.items],
    ...taxedAnswersOf(invoice, `${pointOfSale}-${voucher}`, 'USD', vat),
  };
}

export const DOLLAR_INVOICE_FAMILY: Family = {
  name: 'ar-factura-dolares',
  half: 'held',
  kind: 'An Argentine Factura A in U$S with its exchange rate',
  make: dollarInvoice,
};
