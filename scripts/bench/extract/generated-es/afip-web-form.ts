// A voucher as AFIP's web form ("Comprobantes en línea") prints it, for any letter and kind: one
// page per copy (ORIGINAL, DUPLICADO, TRIPLICADO), the letter box with its code, the issuer block
// on the left and the voucher block on the right, the buyer box, the items, the "Otros tributos"
// table and the totals, the CAE at the foot. The families that use it are in afip-web-families.ts.
import { cae, drawItemHeadings } from './afip-voucher.ts';
import { type AmountStyle, formatAmount, formatDate } from './formats.ts';
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Invoice } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

/** A tax of the "Otros tributos" table (perceptions, municipal rates): added to the total. */
export type OtherTax = { description: string; detail: string; rate: number; amount: number };

/** What the form prints beyond the invoice's facts. */
export type WebFormVoucher = {
  invoice: Invoice;
  letter: 'A' | 'B' | 'C';
  /** AFIP's voucher code, printed under the letter (`COD. 003`). */
  code: string;
  /** The voucher's name in one or two lines (`NOTA DE CRÉDITO`, `FACTURA DE CRÉDITO` ...). */
  title: readonly string[];
  pointOfSale: string;
  voucher: string;
  style: AmountStyle;
  copies: readonly string[];
  /** Lines under the buyer box: associated vouchers, the issuer's CBU, transfer regime. */
  notes: readonly string[];
  otherTaxes: readonly OtherTax[];
  /** The buyer's condition towards VAT as printed. */
  buyerCondition: string;
  issuerCondition: string;
};

const RATES = [27, 21, 10.5, 5, 2.5, 0];
const percent = (rate: number): string => `${String(rate).replace('.', ',')}%`;

/** The total the form prints: net, VAT and the other taxes. */
export function webFormTotal(voucher: WebFormVoucher): number {
  const others = voucher.otherTaxes.reduce((sum, tax) => sum + tax.amount, 0);
  return Math.round((voucher.invoice.total + others) * 100) / 100;
}

function drawItems(sheet: Sheet, voucher: WebFormVoucher, top: number): number {
  const { invoice, style } = voucher;
  const withVat = voucher.letter === 'A';
  const xs = drawItemHeadings(sheet, top, withVat);
  let row = top + 17;
  invoice.items.forEach((item, index) => {
    const amount = item.quantity * item.price;
    const cells = withVat
      ? [
          formatAmount(item.quantity, 'plain-comma'),
          'unidades',
          formatAmount(item.price, style),
          '0,00',
          formatAmount(amount, style),
          percent(item.rate),
          formatAmount(amount * (1 + item.rate / 100), style),
        ]
      : [
          formatAmount(item.quantity, 'plain-comma'),
          'unidades',
          formatAmount(item.price, style),
          '0,00',
          '0,00',
          formatAmount(amount, style),
        ];
    sheet.text(35, row, String(index + 1), { size: 8 });
    sheet.text(75, row, item.description, { size: 8 });
    cells.forEach((cell, column) => sheet.right(xs[column + 2] ?? 0, row, cell, { size: 8 }));
    row += 14;
  });
  return row;
}

/** The "Otros tributos" table at the left of the totals, as the form prints it. */
function drawOtherTaxes(sheet: Sheet, voucher: WebFormVoucher, top: number): void {
  sheet.text(40, top, 'Otros tributos', { bold: true, size: 8 });
  sheet.headings(
    top + 13,
    [
      [40, 'Descripción'],
      [150, 'Detalle'],
      [250, 'Alíc. %', true],
      [310, 'Importe', true],
    ],
    7,
  );
  let row = top + 26;
  for (const tax of voucher.otherTaxes) {
    sheet.text(40, row, tax.description, { size: 7 });
    sheet.text(150, row, tax.detail, { size: 7 });
    sheet.right(250, row, formatAmount(tax.rate, 'plain-comma'), { size: 7 });
    sheet.right(310, row, formatAmount(tax.amount, voucher.style), { size: 7 });
    row += 11;
  }
  const sum = voucher.otherTaxes.reduce((total, tax) => total + tax.amount, 0);
  sheet.right(250, row + 4, 'Importe Otros Tributos: $', { size: 7 });
  sheet.right(310, row + 4, formatAmount(sum, voucher.style), { size: 7 });
}

function drawTotals(sheet: Sheet, voucher: WebFormVoucher, top: number): number {
  const { invoice, style } = voucher;
  const others = voucher.otherTaxes.reduce((sum, tax) => sum + tax.amount, 0);
  const rows: [string, number][] =
    voucher.letter === 'A'
      ? [
          ['Importe Neto Gravado: $', invoice.net],
          ...RATES.map((rate): [string, number] => [
            `IVA ${percent(rate)}: $`,
            invoice.taxes.find((tax) => tax.rate === rate)?.amount ?? 0,
          ]),
        ]
      : [['Subtotal: $', invoice.net + invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0)]];
  rows.push(['Importe Otros Tributos: $', others], ['Importe Total: $', webFormTotal(voucher)]);
  let row = top;
  for (const [label, value] of rows) {
    sheet.right(480, row, label, { bold: true });
    sheet.right(560, row, formatAmount(value, style), { bold: true });
    row += 15;
  }
  return row;
}

/** One page per copy, each the whole voucher. */
export function webFormPages(random: Random, voucher: WebFormVoucher): DrawnPage[] {
  const { invoice } = voucher;
  const date = formatDate(invoice.date, 'dd/mm/yyyy');
  const code = cae(random);
  const grossIncome = random.chance(0.5) ? invoice.issuer.taxId.replaceAll('-', '') : 'Exento';
  const started = formatDate(`20${random.int(10, 22)}-0${random.int(1, 9)}-01`, 'dd/mm/yyyy');
  const terms = random.pick(['Contado', 'Cuenta Corriente', 'Otra', 'Transferencia Bancaria']);
  const caeDue = formatDate(invoice.dueDate, 'dd/mm/yyyy');
  return voucher.copies.map((copy, page) => {
    const sheet = new Sheet(random);
    sheet.text(265, 38, copy, { bold: true, size: 11 });
    sheet.text(40, 78, invoice.issuer.name, { bold: true, size: 13 });
    sheet.text(288, 76, voucher.letter, { bold: true, size: 22 });
    sheet.text(278, 94, `COD. ${voucher.code}`, { size: 7 });
    voucher.title.forEach((line, index) => {
      sheet.text(340, 70 + index * 15, line, {
        bold: true,
        size: voucher.title.length > 1 ? 12 : 16,
      });
    });
    const right = 70 + voucher.title.length * 15 + 8;
    sheet.text(
      340,
      right,
      `Punto de Venta: ${voucher.pointOfSale}    Comp. Nro: ${voucher.voucher}`,
      {
        bold: true,
      },
    );
    sheet.text(340, right + 14, `Fecha de Emisión: ${date}`, { bold: true });
    sheet.text(340, right + 34, `CUIT: ${invoice.issuer.taxId.replaceAll('-', '')}`);
    sheet.text(340, right + 47, `Ingresos Brutos: ${grossIncome}`);
    sheet.text(340, right + 60, `Fecha de Inicio de Actividades: ${started}`);
    sheet.text(40, 112, `Razón Social: ${invoice.issuer.name}`, { size: 8 });
    sheet.text(40, 126, `Domicilio Comercial: ${invoice.issuer.address[0] ?? ''}`, { size: 8 });
    sheet.text(40, 140, `Condición frente al IVA: ${voucher.issuerCondition}`, {
      bold: true,
      size: 8,
    });
    sheet.rule(30, 565, 190);
    sheet.text(
      40,
      203,
      `Período Facturado Desde: ${formatDate(invoice.orderDate, 'dd/mm/yyyy')}   Hasta: ${date}`,
      { size: 8 },
    );
    sheet.text(
      360,
      203,
      `Fecha de Vto. para el pago: ${formatDate(invoice.dueDate, 'dd/mm/yyyy')}`,
      {
        size: 8,
      },
    );
    sheet.rule(30, 565, 210);
    const isPerson = /^2[07]/u.test(invoice.buyer.taxId);
    sheet.text(
      40,
      224,
      `${isPerson ? 'DNI' : 'CUIT'}: ${invoice.buyer.taxId.replaceAll('-', '')}`,
      {
        bold: true,
        size: 8,
      },
    );
    sheet.text(190, 224, `Apellido y Nombre / Razón Social: ${invoice.buyer.name}`, { size: 8 });
    sheet.text(40, 238, `Condición frente al IVA: ${voucher.buyerCondition}`, { size: 8 });
    sheet.text(300, 238, `Domicilio: ${invoice.buyer.address[0] ?? ''}`, { size: 8 });
    sheet.text(40, 252, `Condición de venta: ${terms}`, { size: 8 });
    let top = 266;
    for (const note of voucher.notes) {
      sheet.text(40, top, note, { size: 8 });
      top += 12;
    }
    const itemsEnd = drawItems(sheet, voucher, top + 14);
    const totalsTop = Math.max(itemsEnd + 40, 590);
    if (voucher.otherTaxes.length > 0) {
      drawOtherTaxes(sheet, voucher, totalsTop - 12);
    }
    const footer = drawTotals(sheet, voucher, totalsTop) + 25;
    sheet.text(420, footer, `Pág. ${page + 1}/${voucher.copies.length}`, { size: 8 });
    sheet.text(250, footer + 15, 'Comprobante Autorizado', { bold: true, size: 9 });
    sheet.text(
      250,
      footer + 42,
      'Esta Administración Federal no se responsabiliza por los datos ingresados en el detalle de la operación',
      { size: 5 },
    );
    sheet.text(430, footer + 15, `CAE N°: ${code}`, { bold: true, size: 8 });
    sheet.text(430, footer + 27, `Fecha de Vto. de CAE: ${caeDue}`, { bold: true, size: 8 });
    return sheet.items;
  });
}
