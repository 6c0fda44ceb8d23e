// A Uruguayan e-Factura's printed representation (tenth pass, tune half): the RUT box with
// "e-Factura", SERIE and NÚMERO, FECHA and MONEDA as headings over their values, the basic (22%)
// and minimum (10%) VAT rates, "TOTAL A PAGAR", the security code and the CAE range at the foot.
import { taxedAnswersOf } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatAmount, formatDate, padded, type AmountStyle } from './formats.ts';
import { makeInvoice, type Party } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

const STREETS = [
  'Av. 18 de Julio 1234, Montevideo',
  'Bvar. Artigas 550, Montevideo',
  'Sarandí 620, Montevideo',
  'Av. Italia 3120, Montevideo',
  'Calle Uruguay 845, Salto',
];

function rut(random: Random): string {
  return `21${Array.from({ length: 7 }, () => String(random.int(0, 9))).join('')}001${random.int(0, 9)}`;
}

/** The party as a Uruguayan one: a RUT and a Uruguayan address. */
function uruguayan(random: Random, party: Party): Party {
  return { ...party, taxId: rut(random), address: [random.pick(STREETS)] };
}

function eFactura(random: Random): GeneratedInvoice {
  const drawn = makeInvoice(random, { country: 'AR', rates: [22, 22, 10], itemCount: [1, 5] });
  const invoice = {
    ...drawn,
    issuer: uruguayan(random, drawn.issuer),
    buyer: uruguayan(random, drawn.buyer),
  };
  const series = random.pick(['A', 'A', 'B', 'C']);
  const number = padded(random.int(1, 999999), 7);
  const style: AmountStyle = random.pick(['dot-comma', 'dot-comma', 'comma-dot']);
  const amount = (value: number): string => formatAmount(value, style);
  const currency = random.pick(['UYU', 'UYU', 'Pesos uruguayos', '$U']);
  const sheet = new Sheet(random);
  sheet.text(40, 55, invoice.issuer.name, { bold: true, size: 13 });
  sheet.text(40, 71, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(40, 83, `Tel. 2${random.int(400, 999)} ${random.int(1000, 9999)}`, { size: 8 });
  // The CFE box: the issuer's RUT, the voucher's kind, its series and number, headings over values.
  sheet.text(360, 50, 'RUT EMISOR', { bold: true, size: 8 });
  sheet.text(360, 62, invoice.issuer.taxId, { size: 10 });
  sheet.text(360, 80, 'e-Factura', { bold: true, size: 14 });
  sheet.headings(
    98,
    [
      [360, 'SERIE'],
      [420, 'NÚMERO'],
      [490, 'FORMA DE PAGO'],
    ],
    8,
  );
  sheet.text(362, 110, series);
  sheet.text(420, 110, number);
  sheet.text(490, 110, random.pick(['Crédito', 'Contado']));
  sheet.headings(
    128,
    [
      [360, 'FECHA'],
      [430, 'VENCIMIENTO'],
      [510, 'MONEDA'],
    ],
    8,
  );
  sheet.text(360, 140, formatDate(invoice.date, 'dd/mm/yyyy'));
  sheet.text(430, 140, formatDate(addDays(invoice.date, 30), 'dd/mm/yyyy'));
  sheet.text(510, 140, currency);
  sheet.rule(30, 565, 152);
  sheet.text(40, 166, 'RUT RECEPTOR', { bold: true, size: 8 });
  sheet.text(130, 166, invoice.buyer.taxId, { size: 8 });
  sheet.text(40, 178, 'NOMBRE O DENOMINACIÓN', { bold: true, size: 8 });
  sheet.text(160, 178, invoice.buyer.name, { size: 8 });
  sheet.text(40, 190, 'DOMICILIO FISCAL', { bold: true, size: 8 });
  sheet.text(160, 190, invoice.buyer.address[0] ?? '', { size: 8 });
  sheet.rule(30, 565, 200);
  sheet.headings(
    214,
    [
      [40, 'Cantidad'],
      [95, 'Descripción'],
      [420, 'Precio unitario', true],
      [475, 'Descuento', true],
      [560, 'Monto', true],
    ],
    8,
  );
  let top = 230;
  for (const item of invoice.items) {
    sheet.right(70, top, formatAmount(item.quantity, style), { size: 8 });
    sheet.text(95, top, item.description, { size: 8 });
    sheet.right(420, top, amount(item.price), { size: 8 });
    sheet.right(475, top, amount(0), { size: 8 });
    sheet.right(560, top, amount(item.quantity * item.price), { size: 8 });
    top += 13;
  }
  top = Math.max(top + 40, 560);
  const rateName = (rate: number): string =>
    rate === 22 ? 'Tasa Básica (22%)' : 'Tasa Mínima (10%)';
  const rows: [string, number][] = [
    ...invoice.taxes.map((tax): [string, number] => [
      `Subtotal Gravado ${rateName(tax.rate)}`,
      tax.base,
    ]),
    ...invoice.taxes.map((tax): [string, number] => [`IVA ${rateName(tax.rate)}`, tax.amount]),
    [random.pick(['TOTAL A PAGAR', 'Monto Total']), invoice.total],
  ];
  for (const [label, value] of rows) {
    const isTotal = label.startsWith('TOTAL') || label.startsWith('Monto');
    sheet.text(330, top, label, { bold: isTotal, size: 8 });
    sheet.right(560, top, amount(value), { bold: isTotal, size: 8 });
    top += 13;
  }
  const code = Array.from({ length: 6 }, () =>
    'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'.charAt(random.int(0, 55)),
  ).join('');
  sheet.text(40, top + 20, `Código de seguridad: ${code}`, { size: 8 });
  sheet.text(
    40,
    top + 32,
    `CAE Nº ${random.int(90000000000, 90999999999)} Serie ${series} del 1 al ${random.pick([10000, 50000, 100000])}`,
    { size: 8 },
  );
  sheet.text(
    40,
    top + 44,
    `Fecha de vencimiento CAE: ${formatDate(`${invoice.date.slice(0, 4)}-12-31`, 'dd/mm/yyyy')}`,
    {
      size: 8,
    },
  );
  sheet.text(40, top + 56, 'Puede verificar comprobante en www.dgi.gub.uy', { size: 8 });
  sheet.text(40, top + 68, 'IVA al día', { size: 8 });
  const vat = Math.round(invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0) * 100) / 100;
  return {
    pages: [sheet.items],
    ...taxedAnswersOf(invoice, [`${series}-${number}`, number], 'UYU', vat),
  };
}

export const URUGUAY_FAMILY: Family = {
  name: 'uy-e-factura',
  half: 'tune',
  kind: 'A Uruguayan e-Factura (CFE) printed, RUT, UYU',
  make: eFactura,
};
