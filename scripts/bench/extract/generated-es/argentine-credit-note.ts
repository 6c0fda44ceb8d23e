// An Argentine nota de crédito or de débito printed by a commercial ERP (twelfth pass, tune half):
// the letter box and its code, the note's own number and a bare "Fecha", and the voucher it
// adjusts named in one of several ways: "Comprobante asociado: Factura A 0004-00000987 de fecha
// …", a "COMPROBANTES ASOCIADOS" table (Tipo, Pto. Vta., Número, Fecha de emisión), or a
// sentence in the observations ("Anula Factura B Nº … del …"). CUIT, Ingresos Brutos, the start
// of activities, CAE and its due date, as AFIP asks.
import { cae, peso, voucherAnswers } from './afip-voucher.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatDate, padded, type AmountStyle } from './formats.ts';
import { makeInvoice, taxTotal } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';
import { pct } from './spain.ts';

/** The note's kind: its title, its AFIP code by letter. */
const KINDS = [
  { title: 'NOTA DE CRÉDITO', codes: { A: '03', B: '08' } },
  { title: 'NOTA DE DÉBITO', codes: { A: '02', B: '07' } },
] as const;

/** The voucher the note adjusts, as it is named. */
type Associated = { kind: string; number: string; date: string };

function drawAssociated(sheet: Sheet, random: Random, top: number, associated: Associated): number {
  const style = random.pick(['line', 'table', 'sentence'] as const);
  if (style === 'line') {
    sheet.text(
      40,
      top,
      `${random.pick(['Comprobante asociado', 'Comp. asociado', 'Factura que se ajusta'])}: ${associated.kind} ${associated.number} ${random.pick(['de fecha', 'del', 'Fecha:'])} ${associated.date}`,
      { size: 8 },
    );
    return top + 16;
  }
  if (style === 'table') {
    sheet.text(40, top, random.pick(['COMPROBANTES ASOCIADOS', 'Comprobantes asociados']), {
      bold: true,
      size: 8,
    });
    sheet.headings(
      top + 12,
      [
        [40, 'Tipo'],
        [140, 'Pto. Vta.'],
        [200, 'Número'],
        [280, 'Fecha de emisión'],
      ],
      7,
    );
    const [point = '', number = ''] = associated.number.split('-');
    sheet.text(40, top + 23, associated.kind, { size: 7 });
    sheet.text(140, top + 23, point, { size: 7 });
    sheet.text(200, top + 23, number, { size: 7 });
    sheet.text(280, top + 23, associated.date, { size: 7 });
    return top + 38;
  }
  sheet.text(
    40,
    top,
    `Observaciones: ${random.pick(['Anula', 'Corresponde a', 'Ajuste s/'])} ${associated.kind} Nº ${associated.number} del ${associated.date} por ${random.pick(['devolución de mercadería', 'diferencia de precio', 'bonificación comercial'])}.`,
    { size: 8 },
  );
  return top + 16;
}

function note(random: Random): GeneratedInvoice {
  const letter = random.pick(['A', 'B'] as const);
  const invoice = makeInvoice(random, { country: 'AR', rates: [21, 21, 10.5], itemCount: [1, 3] });
  const kind = random.pick(KINDS);
  const point = padded(random.int(1, 20), 4);
  const number = `${point}-${padded(random.int(1, 9999), 8)}`;
  const style: AmountStyle = random.pick(['dot-comma', 'plain-comma']);
  const money = (value: number): string => peso(value, style);
  const date = formatDate(invoice.date, 'dd/mm/yyyy');
  const associated: Associated = {
    kind: `Factura ${letter}`,
    number: `${point}-${padded(random.int(1, 9999), 8)}`,
    date: formatDate(addDays(invoice.date, -random.int(2, 90)), 'dd/mm/yyyy'),
  };
  const sheet = new Sheet(random);
  sheet.text(40, 60, invoice.issuer.name, { bold: true, size: 13 });
  sheet.text(40, 76, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(40, 88, 'IVA Responsable Inscripto', { size: 8 });
  sheet.text(286, 58, letter, { bold: true, size: 22 });
  sheet.text(278, 76, `COD. ${kind.codes[letter]}`, { size: 7 });
  sheet.text(350, 58, kind.title, { bold: true, size: 13 });
  const numberText = random.pick([
    `Nº ${number}`,
    `Número: ${number}`,
    `Punto de Venta: ${point}  Comp. Nro: ${number.slice(5)}`,
  ]);
  const own: [string, string][] = [
    ['CUIT', invoice.issuer.taxId],
    [
      'Ingresos Brutos',
      `${random.int(900, 999)}-${random.int(100000, 999999)}-${random.int(0, 9)}`,
    ],
    ['Inicio de Actividades', formatDate('2012-03-01', 'dd/mm/yyyy')],
  ];
  sheet.text(350, 76, numberText, { bold: true, size: 9 });
  sheet.text(350, 89, `${random.pick(['Fecha', 'Fecha:', 'FECHA'])} ${date}`, {
    bold: true,
    size: 9,
  });
  sheet.facts(350, 440, 104, own);
  sheet.rule(30, 565, 146);
  sheet.text(40, 160, `${random.pick(['Señor(es)', 'Cliente'])}: ${invoice.buyer.name}`, {
    size: 9,
  });
  sheet.text(40, 173, `Domicilio: ${invoice.buyer.address[0] ?? ''}`, { size: 8 });
  sheet.text(40, 185, `CUIT: ${invoice.buyer.taxId}`, { size: 8 });
  sheet.text(
    300,
    185,
    `Cond. IVA: ${letter === 'A' ? 'Responsable Inscripto' : 'Consumidor Final'}`,
    {
      size: 8,
    },
  );
  let top = drawAssociated(sheet, random, 206, associated) + 10;
  sheet.headings(
    top,
    [
      [40, 'Descripción'],
      [380, 'Cant.', true],
      [460, 'Precio Unit.', true],
      [560, 'Importe', true],
    ],
    8,
  );
  sheet.rule(30, 565, top + 5);
  top += 18;
  // A B note prices its items with VAT included and shows no VAT.
  const gross = (value: number, rate: number): number =>
    letter === 'A' ? value : Math.round(value * (100 + rate)) / 100;
  for (const item of invoice.items) {
    sheet.text(40, top, item.description, { size: 8 });
    sheet.right(380, top, String(item.quantity), { size: 8 });
    sheet.right(460, top, money(gross(item.price, item.rate)), { size: 8 });
    sheet.right(560, top, money(gross(item.price * item.quantity, item.rate)), { size: 8 });
    top += 13;
  }
  top = Math.max(top + 30, 480);
  const tax = taxTotal(invoice);
  const rows: [string, string][] =
    letter === 'A'
      ? [
          ['Importe Neto Gravado', money(invoice.net)],
          ...invoice.taxes.map((line): [string, string] => [
            `IVA ${pct(line.rate)}`,
            money(line.amount),
          ]),
          ['Importe Total', money(invoice.total)],
        ]
      : [['TOTAL', money(invoice.total)]];
  for (const [label, value] of rows) {
    sheet.text(360, top, label, { bold: label.startsWith('Importe T') || label === 'TOTAL' });
    sheet.right(560, top, value, { bold: label.startsWith('Importe T') || label === 'TOTAL' });
    top += 14;
  }
  sheet.text(40, top + 20, `CAE Nº: ${cae(random)}`, { size: 8 });
  sheet.text(
    40,
    top + 32,
    `Fecha de Vto. de CAE: ${formatDate(addDays(invoice.date, 10), 'dd/mm/yyyy')}`,
    {
      size: 8,
    },
  );
  // The B note's items are gross: its lines answer what it prints.
  const answers = voucherAnswers(
    invoice,
    number,
    letter === 'A' ? { net_total: invoice.net, tax_total: tax } : {},
  );
  return {
    pages: [sheet.items],
    header: answers.header,
    lines:
      letter === 'A'
        ? answers.lines
        : invoice.items.map((item) => ({
            description: item.description,
            quantity: item.quantity,
            unit_price: gross(item.price, item.rate),
            amount: gross(item.price * item.quantity, item.rate),
          })),
  };
}

export const ARGENTINE_CREDIT_NOTE_FAMILY: Family = {
  name: 'ar-nota-ajuste-erp',
  half: 'tune',
  kind: "An ERP's Argentine credit or debit note naming the voucher it adjusts and that voucher's date",
  make: note,
};
