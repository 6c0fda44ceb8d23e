// A tune family of the third probe: a British or Irish VAT invoice as small-business accounting
// software prints it: `VAT Reg No` in the letterhead, `Invoice No.`, `Invoice Date` and a `Tax
// point` (the date of supply, not always the invoice's), the totals as `Total Net Amount / Total
// VAT / Invoice Total`, then `Amount due`, sometimes a VAT summary by rate, and the company's
// registration in the footer. Amounts with a thousands comma, in pounds or euro.
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { EuInvoice, EuOptions } from './model.ts';
import type { PageStyle } from './page.ts';
import {
  drawBuyer,
  drawEntries,
  drawNotes,
  ensureRoom,
  finish,
  startDocument,
} from './probe-parts.ts';
import { amountCell, drawSimpleTable, englishDate, moneyOf, plainInvoice } from './probe3-parts.ts';
import {
  digits,
  ENGLISH_GOODS,
  englishNumber,
  IRISH_COMPANIES,
  IRISH_STREETS,
  UK_COMPANIES,
  UK_STREETS,
  ukVat,
} from './sample-data.ts';
import { formatEuDate } from './format.ts';

function drawAmountDue(random: Random, invoice: EuInvoice): ReturnType<typeof finish> {
  const money = moneyOf(invoice, 'comma-dot', random.pick(['prefix', 'prefix', 'none']));
  const isIrish = invoice.currency === 'EUR';
  const isSlashed = random.chance(0.5);
  const write = (date: string) =>
    isSlashed ? formatEuDate(date, 'slashed', 'en') : englishDate(date, false, true);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller } = invoice;
  const isCentred = random.chance(0.5);
  const sellerX = isCentred ? 220 : 45;
  sheet.text(sellerX, 55, seller.name, { bold: true, size: 14 });
  sheet.text(sellerX, 72, `${seller.street}, ${seller.city} ${seller.postcode}`, { size: 8 });
  sheet.text(
    sellerX,
    83,
    `Tel: 0${digits(random, 3)} ${digits(random, 3)} ${digits(random, 4)}   ${random.pick([
      'VAT Reg No:',
      'VAT Reg. No.',
      'VAT No.',
    ])} ${seller.vatId ?? ''}`,
    { size: 8 },
  );
  sheet.text(45, 118, random.pick(['VAT INVOICE', 'TAX INVOICE', 'Invoice']), {
    bold: true,
    size: 16,
  });
  drawBuyer(sheet, invoice, 45, 145, random.pick(['Invoice to:', 'Bill to:', 'To:']));
  const isTaxPointOwn = random.chance(0.5);
  const taxPoint = isTaxPointOwn ? invoice.date : invoice.deliveryDate;
  const entries: [string, string][] = [
    [random.pick(['Invoice No.', 'Invoice No:', 'Invoice Number']), invoice.number],
    [random.pick(['Invoice Date', 'Date of Invoice', 'Invoice Date:']), write(invoice.date)],
    [random.pick(['Tax point', 'Tax Point Date', 'Tax point:']), write(taxPoint)],
    [random.pick(['Account Ref', 'Customer No.']), invoice.customerNumber],
    [random.pick(['Your Order No.', 'Customer PO']), invoice.orderNumber],
  ];
  if (random.chance(0.5)) {
    // The tax point above the invoice's own date, as some packages print it.
    const [number, date, point, ...rest] = entries;
    entries.splice(
      0,
      entries.length,
      ...[number, point, date, ...rest].filter((e) => e !== undefined),
    );
  }
  drawEntries(sheet, entries, 340, 450, 145);
  cursor.y = 235;
  const isVatColumn = random.chance(0.5);
  drawSimpleTable(cursor, invoice, [
    { heading: 'Qty', x: 60, isRight: true, cell: (item) => String(item.quantity) },
    { heading: 'Description', x: 75, cell: (item) => item.description },
    { heading: 'Unit Price', x: 370, isRight: true, cell: (item) => money(item.price) },
    ...(isVatColumn
      ? [
          {
            heading: 'VAT %',
            x: 420,
            isRight: true,
            cell: (item: EuInvoice['items'][number]) => `${item.rate}%`,
          },
        ]
      : []),
    {
      heading: random.pick(['Net', 'Net Amount', 'Amount']),
      x: 550,
      isRight: true,
      cell: amountCell(money),
    },
  ]);
  ensureRoom(random, cursor, 200);
  const rows: [string, string, boolean][] = [
    [random.pick(['Total Net Amount', 'Net Total', 'Sub Total']), money(invoice.net), false],
    [random.pick(['Total VAT Amount', 'VAT Total', 'Total VAT']), money(invoice.tax), false],
    [random.pick(['Invoice Total', 'Total', 'Gross Total']), money(invoice.total), true],
    [random.pick(['Amount due', 'Amount Due', 'Balance Due']), money(invoice.due), true],
  ];
  rows.forEach(([label, value, isBold], index) => {
    cursor.sheet.text(330, cursor.y + 14 * index, label, { bold: isBold });
    cursor.sheet.right(550, cursor.y + 14 * index, value, { bold: isBold });
  });
  const summaryTop = cursor.y;
  cursor.y += 14 * rows.length + 14;
  if (random.chance(0.6)) {
    // A VAT summary by rate beside the totals: rate, net and VAT, the rates as codes.
    const y = summaryTop;
    cursor.sheet.headings(y, [
      [45, 'VAT Code'],
      [120, 'Rate'],
      [200, 'Net', true],
      [270, 'VAT', true],
    ]);
    invoice.taxes.forEach((tax, index) => {
      const top = y + 14 * (index + 1);
      cursor.sheet.text(45, top, `T${index + 1}`);
      cursor.sheet.text(120, top, `${tax.rate}%`);
      cursor.sheet.right(200, top, money(tax.base));
      cursor.sheet.right(270, top, money(tax.amount));
    });
    cursor.y = Math.max(cursor.y, y + 14 * (invoice.taxes.length + 2));
  }
  drawNotes(cursor, [
    `Payment terms: ${random.pick(['30 days', 'strictly 14 days', 'due on receipt'])}. Due date ${write(invoice.dueDate)}.`,
    isIrish
      ? `Bank: AIB, IBAN IE${digits(random, 2)} AIBK ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 2)}`
      : `Bank: Sort code ${digits(random, 2)}-${digits(random, 2)}-${digits(random, 2)}  Account No. ${digits(random, 8)}`,
  ]);
  cursor.sheet.text(
    45,
    800,
    isIrish
      ? `${seller.name}. Registered in Ireland No. ${digits(random, 6)}. Registered office: ${seller.street}, ${seller.city}.`
      : `${seller.name}. Registered in England and Wales, Company No. ${digits(random, 8)}. Registered office as above.`,
    { size: 7 },
  );
  return finish(cursor, 'en');
}

const STYLE: PageStyle = {
  language: 'en',
  seller: ['letterhead'],
  meta: ['right'],
  summary: ['lines'],
  amounts: ['comma-dot'],
  dates: ['slashed'],
  marks: ['sign-prefix'],
};

const BRITISH: EuOptions = {
  country: 'GB',
  currency: 'GBP',
  rates: [20, 20, 5],
  goods: ENGLISH_GOODS,
  companies: UK_COMPANIES,
  streets: UK_STREETS,
  vatIdOf: ukVat,
  numberOf: englishNumber,
  itemCount: [1, 8],
  quantities: [1, 2, 5, 10, 20, 50],
};

const IRISH: EuOptions = {
  country: 'IE',
  rates: [23, 23, 13.5],
  goods: ENGLISH_GOODS,
  companies: IRISH_COMPANIES,
  streets: IRISH_STREETS,
  vatIdOf: (random) => `IE${digits(random, 7)}${random.pick(['T', 'W', 'H'])}`,
  numberOf: englishNumber,
  itemCount: [1, 8],
  quantities: [1, 2, 5, 10, 20, 50],
};

export const AMOUNT_DUE_FAMILY: EuFamily = {
  name: 'uk-ie-amount-due',
  half: 'tune',
  kind: 'British or Irish VAT invoice from accounting software: VAT Reg No in the letterhead, Invoice No., Invoice Date and a Tax point (the supply date), Total Net Amount / Total VAT Amount / Invoice Total / Amount due, a VAT summary by code, £1,234.56 or €1,234.56',
  style: STYLE,
  options: BRITISH,
  variants: [
    { style: STYLE, options: BRITISH },
    { style: STYLE, options: IRISH },
  ],
  flavours: ['peppol-ubl', 'facturx-en16931'],
  own: {
    make: (random, options) => plainInvoice(random, options),
    draw: (random, invoice) => drawAmountDue(random, invoice),
  },
};
