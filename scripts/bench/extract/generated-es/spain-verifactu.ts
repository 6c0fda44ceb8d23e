// A Spanish invoice from online invoicing software (eleventh pass, tune half): number, "Fecha de
// expedición", "Fecha de operación" and "Vencimiento" as headings over their values, issuer and
// recipient side by side (each with its NIF), a discount line, and the Verifactu legend with the
// QR's address at the foot.
import { taxedAnswersOf } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatDate } from './formats.ts';
import { makeInvoice } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';
import { verifactuLines } from './spain-footers.ts';
import { drawItemRows } from './spain-table.ts';
import { moneyOf, pct } from './spain.ts';

function verifactu(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, {
    country: 'ES',
    rates: random.pick([[21], [21, 10]]),
    surchargeRate: random.chance(0.25) ? 5.2 : 0,
  });
  const money = moneyOf(random, random.pick(['dot-comma', 'dot-comma', 'comma-dot']));
  const series = random.pick(['F', 'FV', 'A', '']);
  const number = `${series}${invoice.date.slice(0, 4)}-${String(random.int(1, 2999)).padStart(random.pick([4, 5]), '0')}`;
  const operationDate = addDays(invoice.date, -random.int(1, 25));
  const style = random.pick(['dd/mm/yyyy', 'dd-mm-yyyy', 'iso'] as const);
  const sheet = new Sheet(random);
  sheet.text(45, 60, 'Factura', { bold: true, size: 22 });
  sheet.text(400, 52, invoice.issuer.name.toUpperCase(), { bold: true, size: 10 });
  const boxes: [string, string][] = [
    [random.pick(['Número', 'Nº factura', 'Factura']), number],
    [random.pick(['Fecha de expedición', 'Fecha emisión']), formatDate(invoice.date, style)],
    [random.pick(['Fecha de operación', 'Fecha operación']), formatDate(operationDate, style)],
    [random.pick(['Vencimiento', 'Fecha vencimiento']), formatDate(invoice.dueDate, style)],
  ];
  let x = 45;
  for (const [heading, value] of boxes) {
    sheet.text(x, 100, heading, { bold: true, size: 7 });
    sheet.text(x, 113, value, { size: 9 });
    x += 128;
  }
  sheet.rule(40, 555, 125);
  const parties: [string, string, string, string][] = [
    [
      random.pick(['Emisor', 'DE']),
      invoice.issuer.name,
      invoice.issuer.taxId,
      invoice.issuer.address[0] ?? '',
    ],
    [
      random.pick(['Destinatario', 'Cliente', 'PARA']),
      invoice.buyer.name,
      invoice.buyer.taxId,
      invoice.buyer.address[0] ?? '',
    ],
  ];
  x = 45;
  for (const [heading, name, taxId, address] of parties) {
    sheet.text(x, 145, heading, { bold: true, size: 7 });
    sheet.text(x, 158, name, { size: 9 });
    sheet.text(x, 170, `NIF: ${taxId}`, { size: 8 });
    sheet.text(x, 182, address, { size: 8 });
    x += 260;
  }
  sheet.headings(
    220,
    [
      [45, 'Concepto'],
      [320, 'Cant.', true],
      [390, 'Precio', true],
      [440, 'IVA', true],
      [550, 'Total', true],
    ],
    8,
  );
  sheet.rule(40, 555, 226);
  let top = drawItemRows(
    sheet,
    242,
    invoice.items,
    { quantity: 320, price: 390, rate: 440, amount: 550 },
    money,
  );
  top = Math.max(top + 30, 470);
  const rows: [string, string][] = [
    [random.pick(['Base imponible', 'Subtotal']), money(invoice.net)],
  ];
  for (const tax of invoice.taxes) {
    rows.push([random.pick([`IVA ${pct(tax.rate)}`, `IVA (${pct(tax.rate)})`]), money(tax.amount)]);
  }
  if (invoice.surcharge > 0) {
    rows.push([`Recargo equivalencia ${pct(invoice.surchargeRate)}`, money(invoice.surcharge)]);
  }
  rows.push([random.pick(['Total', 'TOTAL', 'Total factura']), money(invoice.total)]);
  for (const [label, value] of rows) {
    const isTotal = /^total/iu.test(label);
    sheet.text(380, top, label, { bold: isTotal, size: isTotal ? 11 : 9 });
    sheet.right(550, top, value, { bold: isTotal, size: isTotal ? 11 : 9 });
    top += isTotal ? 18 : 14;
  }
  top += 20;
  sheet.text(
    45,
    top,
    `Forma de pago: ${random.pick(['Transferencia', 'Domiciliación bancaria', 'Tarjeta'])}`,
    {
      size: 8,
    },
  );
  top += 40;
  for (const text of verifactuLines(
    random,
    invoice.issuer.taxId,
    number,
    invoice.date,
    invoice.total,
  )) {
    sheet.text(45, top, text, { size: 7 });
    top += 10;
  }
  return {
    pages: [sheet.items],
    ...taxedAnswersOf(invoice, number, 'EUR'),
  };
}

export const SPAIN_VERIFACTU_FAMILY: Family = {
  name: 'es-verifactu',
  half: 'tune',
  kind: 'Online invoicing software: dates as headings over values, Verifactu QR address at the foot',
  make: verifactu,
};
