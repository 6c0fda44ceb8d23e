// A preprinted invoice book's form, Colombian style (eleventh pass, tune half): "FACTURA DE VENTA"
// and its number in a box, the date of issue written in boxes (DÍA / MES / AÑO, DD / MM / AAAA
// headings over the values), often a due date in boxes of its own beside it, the DIAN
// resolution's range and date at the foot, IVA 19 %, pesos written with `$`.
import { taxedAnswersOf } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { formatAmount, padded } from './formats.ts';
import { makeInvoice } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

const HEADINGS: readonly (readonly [string, string, string])[] = [
  ['DÍA', 'MES', 'AÑO'],
  ['DD', 'MM', 'AAAA'],
  ['Día', 'Mes', 'Año'],
];

/** A date in boxes: its title, the headings, and the values under them. */
function drawBoxedDate(
  sheet: Sheet,
  x: number,
  top: number,
  title: string,
  headings: readonly [string, string, string],
  date: string,
  isShortYear: boolean,
): void {
  const [year = '', month = '', day = ''] = date.split('-');
  sheet.text(x, top, title, { bold: true, size: 7 });
  sheet.rule(x, x + 110, top + 4);
  const xs = [x + 4, x + 34, x + 66];
  headings.forEach((heading, column) => {
    sheet.text(xs[column] ?? x, top + 14, heading, { bold: true, size: 7 });
  });
  sheet.rule(x, x + 110, top + 18);
  const values = [day, month, isShortYear ? year.slice(2) : year];
  values.forEach((value, column) => {
    sheet.text(xs[column] ?? x, top + 30, value, { size: 10 });
  });
  sheet.rule(x, x + 110, top + 35);
}

function boxedDateForm(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, { country: 'CO', rates: [19, 19, 5] });
  const style = random.pick(['dot-comma', 'comma-dot'] as const);
  const money = (value: number): string => `$ ${formatAmount(value, style)}`;
  const prefix = random.pick(['FV', 'FE', 'SETT', '']);
  const sequence = random.int(1, 9999);
  const number = `${prefix}${prefix === '' ? '' : random.pick(['-', ''])}${padded(sequence, 4)}`;
  const headings = random.pick(HEADINGS);
  const isShortYear = random.chance(0.25);
  const sheet = new Sheet(random);
  sheet.text(40, 50, invoice.issuer.name.toUpperCase(), { bold: true, size: 12 });
  sheet.text(40, 64, `NIT ${invoice.issuer.taxId}`, { size: 8 });
  sheet.text(40, 76, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(
    40,
    88,
    random.pick(['Responsable de IVA', 'Régimen común', 'No somos grandes contribuyentes']),
    {
      size: 7,
    },
  );
  sheet.text(390, 50, 'FACTURA DE VENTA', { bold: true, size: 11 });
  sheet.text(390, 66, `No. ${number}`, { bold: true, size: 12 });
  // The boxes: the date of issue and, on most forms, the due date beside it.
  const issueTitle = random.pick(['FECHA DE EXPEDICIÓN', 'FECHA', 'FECHA DE EMISIÓN']);
  const hasDue = random.chance(0.6);
  const isDueFirst = hasDue && random.chance(0.35);
  const dueTitle = random.pick(['FECHA DE VENCIMIENTO', 'VENCE', 'VENCIMIENTO']);
  const firstX = 310;
  const secondX = 440;
  const boxTop = random.pick([100, 112]);
  drawBoxedDate(
    sheet,
    isDueFirst ? secondX : firstX,
    boxTop,
    issueTitle,
    headings,
    invoice.date,
    isShortYear,
  );
  if (hasDue) {
    drawBoxedDate(
      sheet,
      isDueFirst ? firstX : secondX,
      boxTop,
      dueTitle,
      headings,
      invoice.dueDate,
      isShortYear,
    );
  }
  let top = 170;
  const buyer: [string, string][] = [
    ['SEÑOR(ES):', invoice.buyer.name],
    ['NIT / C.C.:', invoice.buyer.taxId],
    ['DIRECCIÓN:', invoice.buyer.address[0] ?? ''],
    ['TELÉFONO:', `60${random.int(1, 8)} ${random.int(100, 999)} ${random.int(1000, 9999)}`],
  ];
  for (const [label, value] of buyer) {
    sheet.text(40, top, label, { bold: true, size: 8 });
    sheet.text(120, top, value, { size: 8 });
    top += 12;
  }
  sheet.rule(35, 560, top);
  top += 14;
  sheet.headings(
    top,
    [
      [40, 'CANT.'],
      [85, 'DESCRIPCIÓN'],
      [440, 'VR. UNITARIO', true],
      [555, 'VR. TOTAL', true],
    ],
    8,
  );
  top += 16;
  for (const item of invoice.items) {
    sheet.text(45, top, String(item.quantity), { size: 8 });
    sheet.text(85, top, item.description, { size: 8 });
    sheet.right(440, top, money(item.price), { size: 8 });
    sheet.right(555, top, money(item.quantity * item.price), { size: 8 });
    top += 13;
  }
  top = Math.max(top + 30, 470);
  const vat = Math.round(invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0) * 100) / 100;
  const rows: [string, number][] = [
    ['SUBTOTAL', invoice.net],
    ...invoice.taxes.map((tax): [string, number] => [`IVA ${tax.rate}%`, tax.amount]),
    ['TOTAL A PAGAR', invoice.total],
  ];
  for (const [label, value] of rows) {
    const isTotal = label.startsWith('TOTAL');
    sheet.text(380, top, label, { bold: isTotal, size: 9 });
    sheet.right(555, top, money(value), { bold: isTotal, size: 9 });
    top += 14;
  }
  const resolutionYear = Number(invoice.date.slice(0, 4)) - 1;
  sheet.text(
    40,
    top + 30,
    `Resolución DIAN No. 1876${padded(random.int(0, 999999), 10)} de ${resolutionYear}-0${random.int(1, 9)}-1${random.int(0, 9)}, ` +
      `autoriza del ${prefix}1 al ${prefix}${random.pick([5000, 10000])}`,
    { size: 7 },
  );
  sheet.text(40, top + 42, 'Esta factura se asimila en sus efectos a una letra de cambio.', {
    size: 7,
  });
  return {
    pages: [sheet.items],
    ...taxedAnswersOf(invoice, [number, padded(sequence, 4)], 'COP', vat),
  };
}

export const BOXED_DATE_FORM_FAMILY: Family = {
  name: 'co-factura-fecha-casillas',
  half: 'tune',
  kind: 'A preprinted Colombian-style form: the dates in DÍA / MES / AÑO boxes, issue and due',
  make: boxedDateForm,
};
