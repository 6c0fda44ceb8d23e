// Latin American invoices: a Mexican CFDI's printed representation (tune half), a Chilean
// factura electrónica and a Colombian factura electrónica de venta (held half).
import { taxedAnswersOf } from './answers.ts';
import { formatAmount, formatDate, padded, type DateStyle } from './formats.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { makeInvoice, taxTotal } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

function hex(random: Random, length: number): string {
  return Array.from({ length }, () => '0123456789ABCDEF'[random.int(0, 15)]).join('');
}

/** A CFDI 4.0 printout: Emisor with RFC, Serie and Folio, Subtotal, IVA 16%, Total, MXN. */
function cfdi(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, { country: 'MX', rates: [16] });
  const series = random.pick(['A', 'F', 'FAC']);
  const folio = String(random.int(100, 99999));
  const money = (value: number): string => `$ ${formatAmount(value, 'comma-dot')}`;
  const time = `${padded(random.int(8, 19), 2)}:${padded(random.int(0, 59), 2)}:${padded(random.int(0, 59), 2)}`;
  const sheet = new Sheet(random);
  sheet.text(40, 55, invoice.issuer.name, { bold: true, size: 12 });
  sheet.text(40, 70, `RFC: ${invoice.issuer.taxId}`);
  sheet.text(40, 84, 'Régimen Fiscal: 601 - General de Ley Personas Morales');
  sheet.text(40, 98, invoice.issuer.address[0] ?? '');
  sheet.text(380, 55, 'FACTURA', { bold: true, size: 14 });
  const folioText = random.chance(0.5)
    ? [`Serie: ${series}`, `Folio: ${folio}`]
    : [`Serie y Folio: ${series}-${folio}`];
  folioText.forEach((text, row) => sheet.text(380, 72 + row * 13, text));
  sheet.text(
    380,
    100,
    `Folio Fiscal (UUID): ${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`,
    { size: 6 },
  );
  sheet.text(380, 113, `Fecha de emisión: ${invoice.date}T${time}`);
  sheet.text(380, 126, `No. de certificado: 0000100000050${random.int(1000000, 9999999)}`, {
    size: 7,
  });
  sheet.text(380, 139, `Lugar de expedición: ${random.int(10000, 99999)}`);
  sheet.rule(30, 565, 150);
  sheet.text(40, 165, 'Receptor', { bold: true });
  sheet.text(40, 179, invoice.buyer.name);
  sheet.text(40, 193, `RFC: ${invoice.buyer.taxId}`);
  sheet.text(300, 179, 'Uso CFDI: G03 - Gastos en general');
  sheet.text(300, 193, 'Régimen fiscal receptor: 601');
  const head: [number, string, boolean][] = [
    [40, 'Clave', false],
    [90, 'Cantidad', false],
    [140, 'Unidad', false],
    [190, 'Descripción', false],
    [470, 'Valor unitario', true],
    [560, 'Importe', true],
  ];
  for (const [x, label, isRight] of head) {
    if (isRight) {
      sheet.right(x, 220, label, { bold: true, size: 8 });
    } else {
      sheet.text(x, 220, label, { bold: true, size: 8 });
    }
  }
  let top = 236;
  for (const item of invoice.items) {
    sheet.text(40, top, String(random.int(43000000, 84999999)), { size: 8 });
    sheet.text(90, top, String(item.quantity), { size: 8 });
    sheet.text(140, top, 'E48', { size: 8 });
    sheet.text(190, top, item.description, { size: 8 });
    sheet.right(470, top, money(item.price), { size: 8 });
    sheet.right(560, top, money(item.quantity * item.price), { size: 8 });
    top += 14;
  }
  top = Math.max(top + 30, 480);
  const tax = taxTotal(invoice);
  const lines: [string, string][] = [
    ['Subtotal', money(invoice.net)],
    [
      random.pick(['IVA 16%', 'Impuestos trasladados IVA 16.00%', 'IVA Trasladado (16%)']),
      money(tax),
    ],
    ['Total', money(invoice.total)],
  ];
  for (const [label, value] of lines) {
    sheet.right(470, top, label, { bold: label === 'Total' });
    sheet.right(560, top, value, { bold: label === 'Total' });
    top += 15;
  }
  if (random.chance(0.6)) {
    sheet.text(40, top - 30, 'Moneda: MXN  Forma de pago: 03 Transferencia  Método de pago: PUE', {
      size: 8,
    });
  } else {
    sheet.text(40, top - 30, 'Forma de pago: 99 Por definir  Método de pago: PPD', { size: 8 });
  }
  sheet.text(40, top, 'Este documento es una representación impresa de un CFDI', { size: 7 });
  sheet.text(40, top + 12, `Sello digital del SAT: ${hex(random, 60)}`, { size: 5 });
  return {
    pages: [sheet.items],
    ...taxedAnswersOf(invoice, [`${series}-${folio}`, `${series}${folio}`, folio], 'MXN', tax),
  };
}

/** A Chilean factura electrónica: RUT box, Nº, S.I.I., Monto Neto, I.V.A. 19%, whole pesos. */
function chile(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, { country: 'CL', rates: [19], wholeUnits: true });
  const folio = String(random.int(100, 999999));
  const money = (value: number): string => `$ ${formatAmount(value, 'integer-dot')}`;
  const sheet = new Sheet(random);
  sheet.text(40, 60, invoice.issuer.name, { bold: true, size: 12 });
  sheet.text(40, 75, 'Giro: Venta al por mayor de otros productos');
  sheet.text(40, 89, `Casa Matriz: ${invoice.issuer.address[0] ?? ''}`);
  sheet.text(390, 58, `R.U.T.: ${invoice.issuer.taxId}`, { bold: true, size: 11 });
  sheet.text(390, 76, 'FACTURA ELECTRONICA', { bold: true, size: 11 });
  sheet.text(390, 94, `${random.pick(['Nº', 'N°', 'FOLIO'])} ${folio}`, { bold: true, size: 11 });
  sheet.text(400, 114, 'S.I.I. - SANTIAGO CENTRO', { size: 8 });
  sheet.text(
    40,
    140,
    `Fecha Emisión: ${formatDate(invoice.date, random.pick<DateStyle>(['words-del', 'dd-mm-yyyy', 'dd/mm/yyyy']))}`,
  );
  sheet.text(40, 158, `Señor(es): ${invoice.buyer.name}`);
  sheet.text(330, 158, `R.U.T.: ${invoice.buyer.taxId}`);
  sheet.text(40, 172, 'Giro: Servicios');
  sheet.text(330, 172, `Dirección: ${invoice.buyer.address[0] ?? ''}`, { size: 8 });
  sheet.text(40, 186, `Condición de venta: ${random.pick(['Contado', '30 días'])}`);
  if (random.chance(0.5)) {
    sheet.text(330, 186, `Vencimiento: ${formatDate(invoice.dueDate, 'dd-mm-yyyy')}`);
  }
  sheet.headings(215, [
    [40, 'Código'],
    [90, 'Descripción'],
    [380, 'Cantidad', true],
    [470, 'Precio', true],
    [560, 'Valor', true],
  ]);
  let top = 232;
  for (const item of invoice.items) {
    sheet.text(40, top, `P${random.int(100, 999)}`);
    sheet.text(90, top, item.description);
    sheet.right(380, top, String(item.quantity));
    sheet.right(470, top, formatAmount(item.price, 'integer-dot'));
    sheet.right(560, top, formatAmount(item.quantity * item.price, 'integer-dot'));
    top += 15;
  }
  top = Math.max(top + 40, 560);
  const tax = taxTotal(invoice);
  for (const [label, value] of [
    ['MONTO NETO', invoice.net],
    ['I.V.A. 19%', tax],
    ['TOTAL', invoice.total],
  ] as const) {
    sheet.text(400, top, label, { bold: true });
    sheet.right(560, top, money(value), { bold: true });
    top += 15;
  }
  sheet.text(60, top + 20, 'Timbre Electrónico SII', { size: 8 });
  sheet.text(60, top + 32, 'Res. 80 de 2014 - Verifique documento: www.sii.cl', { size: 8 });
  return {
    pages: [sheet.items],
    ...taxedAnswersOf(invoice, folio, 'CLP', tax),
  };
}

/** A Colombian factura electrónica de venta: NIT, DIAN resolution, prefix, CUFE, IVA 19%. */
function colombia(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, { country: 'CO', rates: [19, 19, 5] });
  const number = `${random.pick(['FE', 'FV', 'SETP'])}${random.pick(['-', ''])}${random.int(1, 99999)}`;
  const money = (value: number): string => `$ ${formatAmount(value, 'dot-comma')}`;
  const sheet = new Sheet(random);
  sheet.text(40, 55, 'FACTURA ELECTRÓNICA DE VENTA', { bold: true, size: 12 });
  sheet.text(40, 72, `No. ${number}`, { bold: true, size: 12 });
  sheet.text(330, 55, invoice.issuer.name, { bold: true });
  sheet.text(330, 69, `NIT ${invoice.issuer.taxId}`);
  sheet.text(330, 83, 'Responsable de IVA');
  sheet.text(330, 97, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(
    40,
    115,
    `Resolución DIAN No. 1876400000${random.int(1000, 9999)} de 2023-01-01, del 1 al 50000`,
    { size: 7 },
  );
  const dates: [string, string][] = [
    [
      random.pick(['Fecha de expedición', 'Fecha de emisión']),
      formatDate(invoice.date, random.pick<DateStyle>(['iso', 'dd/mm/yyyy'])),
    ],
    ['Fecha de vencimiento', formatDate(invoice.dueDate, 'iso')],
  ];
  if (random.chance(0.5)) {
    dates.reverse();
  }
  dates.forEach(([label, value], row) => sheet.text(40, 140 + row * 14, `${label}: ${value}`));
  sheet.text(40, 180, `Cliente: ${invoice.buyer.name}`, { bold: true });
  sheet.text(40, 194, `NIT/CC: ${invoice.buyer.taxId}`);
  sheet.text(300, 194, `Orden de compra: ${invoice.orderNumber}`);
  sheet.headings(225, [
    [40, 'Ítem'],
    [80, 'Descripción'],
    [360, 'Cant.', true],
    [460, 'Vr. Unitario', true],
    [560, 'Vr. Total', true],
  ]);
  let top = 242;
  invoice.items.forEach((item, row) => {
    sheet.text(40, top, String(row + 1));
    sheet.text(80, top, item.description);
    sheet.right(360, top, String(item.quantity));
    sheet.right(460, top, money(item.price));
    sheet.right(560, top, money(item.quantity * item.price));
    top += 15;
  });
  top += 30;
  const tax = taxTotal(invoice);
  const lines: [string, number][] = [
    ['Subtotal', invoice.net],
    ...invoice.taxes.map((line): [string, number] => [`IVA ${line.rate}%`, line.amount]),
    [random.pick(['Total a pagar', 'TOTAL', 'Valor total']), invoice.total],
  ];
  for (const [label, value] of lines) {
    sheet.text(380, top, label, { bold: label.toLowerCase().includes('total') });
    sheet.right(560, top, money(value), { bold: label.toLowerCase().includes('total') });
    top += 15;
  }
  sheet.text(40, top + 25, `CUFE: ${hex(random, 48).toLowerCase()}`, { size: 6 });
  return {
    pages: [sheet.items],
    ...taxedAnswersOf(invoice, number, 'COP', tax),
  };
}

export const LATAM_FAMILIES: Family[] = [
  { name: 'mx-cfdi', half: 'tune', kind: 'Mexican CFDI printout', make: cfdi },
  { name: 'cl-factura', half: 'held', kind: 'Chilean factura electrónica', make: chile },
  {
    name: 'co-factura',
    half: 'held',
    kind: 'Colombian factura electrónica de venta',
    make: colombia,
  },
];
