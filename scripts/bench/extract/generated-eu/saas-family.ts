// A tune family of the third probe: an English SaaS subscription invoice as billing platforms
// print it: `Invoice number`, `Date of issue`, `Date due`, the amount in a headline (`€1,234.56
// due May 3, 2024` or `paid on`), each line with its billing period under it, `Subtotal / Total
// excluding tax / VAT (23% on €…) / Total`, then credits or an applied balance and `Amount due`
// or `Amount paid`. The seller's VAT id under its address; the customer's under `Bill to`.
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { EuInvoice, EuOptions } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, ensureRoom, startDocument } from './probe-parts.ts';
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import {
  amountCell,
  drawSimpleTable,
  englishDate,
  moneyOf,
  periodBefore,
  plainInvoice,
  SAAS_COMPANIES,
  SAAS_PRODUCTS,
} from './probe3-parts.ts';
import { digits, IRISH_STREETS, UK_COMPANIES, UK_STREETS, ukVat } from './sample-data.ts';
import { addDays } from '../generated-es/formats.ts';

function drawSaas(random: Random, invoice: EuInvoice): DrawnPage[] {
  const money = moneyOf(invoice, 'comma-dot', 'prefix');
  const isMonthFirst = random.chance(0.6);
  const day = (date: string) => englishDate(date, isMonthFirst, random.chance(0.3));
  const isPaid = invoice.due === 0 || random.chance(0.4);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  sheet.text(45, 55, random.pick(['Invoice', 'INVOICE', 'Receipt / Invoice']), {
    bold: true,
    size: 20,
  });
  sheet.text(420, 55, seller.name, { bold: true, size: 10 });
  const lines: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Date of issue', day(invoice.date)],
    [isPaid ? 'Date paid' : 'Date due', day(isPaid ? invoice.date : invoice.dueDate)],
  ];
  lines.forEach(([label, value], index) => {
    sheet.text(45, 85 + 12 * index, label, { size: 8 });
    sheet.text(140, 85 + 12 * index, value, { size: 8 });
  });
  const from = [
    seller.name,
    seller.street,
    `${seller.city} ${seller.postcode}`,
    seller.country === 'IE' ? 'Ireland' : 'United Kingdom',
    `${random.pick(['VAT', 'VAT No.', 'EU VAT'])} ${seller.vatId ?? ''}`,
  ];
  from.forEach((line, index) =>
    sheet.text(45, 140 + 11 * index, line, { size: 8, bold: index === 0 }),
  );
  const email = `billing@${buyer.name.split(' ')[0]?.toLowerCase() ?? 'customer'}.example`;
  const to = [
    'Bill to',
    buyer.name,
    buyer.street,
    `${buyer.city} ${buyer.postcode}`,
    email,
    `VAT ${buyer.vatId ?? ''}`,
  ];
  to.forEach((line, index) =>
    sheet.text(230, 140 + 11 * index, line, { size: 8, bold: index === 0 }),
  );
  sheet.text(
    45,
    225,
    isPaid
      ? `${money(invoice.due)} paid on ${day(invoice.date)}`
      : `${money(invoice.due)} due ${day(invoice.dueDate)}`,
    { bold: true, size: 14 },
  );
  const periods = invoice.items.map(() => periodBefore(random, addDays(invoice.date, 31)));
  cursor.y = 260;
  drawSimpleTable(
    cursor,
    invoice,
    [
      { heading: 'Description', x: 45, cell: (item) => item.description },
      { heading: 'Qty', x: 330, isRight: true, cell: (item) => String(item.quantity) },
      { heading: 'Unit price', x: 410, isRight: true, cell: (item) => money(item.price) },
      { heading: 'Tax', x: 460, isRight: true, cell: (item) => `${item.rate}%` },
      { heading: 'Amount', x: 550, isRight: true, cell: amountCell(money) },
    ],
    (_item, index) => {
      const [start, end] = periods[index] ?? ['', ''];
      return `${englishDate(start, isMonthFirst, true)} – ${englishDate(end, isMonthFirst, true)}`;
    },
  );
  ensureRoom(random, cursor, 200);
  const country = seller.country === 'IE' ? 'Ireland' : 'United Kingdom';
  const rows: [string, string][] = [
    ['Subtotal', money(invoice.net)],
    ...(random.chance(0.5)
      ? [['Total excluding tax', money(invoice.net)] as [string, string]]
      : []),
    ...invoice.taxes.map((tax): [string, string] => [
      `VAT - ${country} (${tax.rate}% on ${money(tax.base)})`,
      money(tax.amount),
    ]),
    ['Total', money(invoice.total)],
  ];
  if (invoice.prepaid > 0) {
    rows.push([
      random.pick(['Applied balance', 'Credits applied', 'Account credit']),
      money(-invoice.prepaid),
    ]);
  }
  rows.push([isPaid ? 'Amount paid' : 'Amount due', money(invoice.due)]);
  rows.forEach(([label, value], index) => {
    const isLast = index === rows.length - 1;
    cursor.sheet.text(300, cursor.y + 14 * index, label, { bold: isLast });
    cursor.sheet.right(550, cursor.y + 14 * index, value, { bold: isLast });
  });
  cursor.y += 14 * rows.length + 18;
  const notes = [
    isPaid
      ? `Paid with ${random.pick(['Visa', 'Mastercard', 'Amex'])} ending in ${digits(random, 4)}.`
      : `Pay online at https://billing.example/pay/${digits(random, 8)} or by bank transfer, reference ${invoice.number}.`,
    `Questions? Contact ${seller.name} at support@example.com.`,
  ];
  if (random.chance(0.5)) {
    notes.unshift(`Next billing date: ${day(addDays(invoice.date, 30))}`);
  }
  drawNotes(cursor, notes);
  cursor.sheet.text(
    45,
    810,
    `${invoice.number} · ${money(invoice.due)} ${isPaid ? 'paid' : 'due'} · Page 1 of 1`,
    { size: 7 },
  );
  return cursor.sheets.map((page) => page.items);
}

const STYLE: PageStyle = {
  language: 'en',
  seller: ['letterhead'],
  meta: ['left'],
  summary: ['lines'],
  amounts: ['comma-dot'],
  dates: ['words'],
  marks: ['sign-prefix'],
};

const saasNumber = (random: Random): string =>
  random.pick([
    `${digits(random, 4)}${random.pick(['AB', 'CF', 'XK'])}-${digits(random, 4)}`,
    `INV-${digits(random, 6)}`,
    `${random.pick(['A1B2', 'F4E9', 'C0D3'])}${digits(random, 4)}-00${random.int(1, 9)}`,
  ]);

const IRISH_SAAS: EuOptions = {
  country: 'IE',
  rates: [23],
  goods: SAAS_PRODUCTS,
  companies: SAAS_COMPANIES,
  streets: IRISH_STREETS,
  vatIdOf: (random) => `IE${digits(random, 7)}${random.pick(['T', 'W'])}`,
  numberOf: saasNumber,
  itemCount: [1, 4],
  quantities: [1, 1, 3, 5, 10, 25],
};

const BRITISH_SAAS: EuOptions = {
  country: 'GB',
  currency: 'GBP',
  rates: [20],
  goods: SAAS_PRODUCTS,
  companies: [...SAAS_COMPANIES, ...UK_COMPANIES.slice(0, 1)],
  streets: UK_STREETS,
  vatIdOf: ukVat,
  numberOf: saasNumber,
  itemCount: [1, 4],
  quantities: [1, 1, 3, 5, 10, 25],
};

export const SAAS_FAMILY: EuFamily = {
  name: 'en-saas-subscription',
  half: 'tune',
  kind: 'English SaaS subscription invoice: Invoice number / Date of issue / Date due, the amount due or paid as a headline, billing periods under the lines, VAT (23% on €…), Total, credits applied, Amount due or Amount paid',
  style: STYLE,
  options: IRISH_SAAS,
  variants: [
    { style: STYLE, options: IRISH_SAAS },
    { style: STYLE, options: BRITISH_SAAS },
  ],
  flavours: ['peppol-ubl', 'facturx-en16931', 'facturx-basic'],
  own: {
    make: (random, options) => plainInvoice(random, options, random.pick([0, 0, 0.1, 0.2])),
    draw: (random, invoice) => drawSaas(random, invoice),
  },
};
