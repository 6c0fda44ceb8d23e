// A held family of the fourteenth pass: an Irish or British wholesaler's invoice whose own date
// stands among the order's, the order confirmation's, the despatch's, the delivery's and the due
// date, never first: in a row of boxes under their headings, or as a column of lines
// (`Order Confirmation OC-… dated 4th March 2024`); dates written with ordinals too. `Invoice
// To:` and `Deliver To:` blocks side by side; retention of title naming the seller at the foot.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { monthName } from './format.ts';
import type { EuInvoice } from './model.ts';
import type { PageStyle } from './page.ts';
import {
  drawBuyer,
  drawEntries,
  drawItemTable,
  drawLetterhead,
  drawNotes,
  drawSums,
  ensureRoom,
  finish,
  sellerIdsOf,
  startDocument,
  taxLines,
  writersOf,
} from './probe-parts.ts';
import { makeUnpaid } from './probe-model.ts';
import {
  digits,
  ENGLISH_GOODS,
  englishNumber,
  IRISH_COMPANIES,
  IRISH_STREETS,
} from './sample-data.ts';

/** `4th March 2024`. */
function ordinalDate(date: string): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const n = Number(day);
  const suffix =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix} ${monthName(Number(month), 'en')} ${year}`;
}

function drawDatedInvoice(random: Random, invoice: EuInvoice, style: PageStyle) {
  const w = writersOf(random, invoice, style);
  const day = random.chance(0.4) ? ordinalDate : w.day;
  const ids = sellerIdsOf(random, invoice, 'en');
  const cursor = startDocument(random);
  const { sheet } = cursor;
  drawLetterhead(sheet, invoice, ids);
  drawBuyer(sheet, invoice, 45, 120, random.pick(['Invoice To:', 'Invoice Address:']));
  sheet.text(300, 120, random.pick(['Deliver To:', 'Delivery Address:']), { bold: true, size: 8 });
  sheet.text(300, 132, invoice.buyer.name);
  sheet.text(
    300,
    144,
    `Unit ${random.int(1, 30)}, ${random.pick(['Ballymount', 'Park West', 'Sandyford'])} Business Park`,
  );
  sheet.text(300, 156, invoice.buyer.city);
  sheet.text(45, 186, random.pick(['SALES INVOICE', 'Invoice', 'TAX INVOICE']), {
    bold: true,
    size: 16,
  });
  const confirmed = addDays(invoice.orderDate, random.int(1, 3));
  const despatched = addDays(invoice.deliveryDate, -1);
  const confirmation = `OC-${digits(random, 5)}`;
  const note = `DN-${digits(random, 6)}`;
  const invoiceDate: [string, string] = [
    random.pick(['Invoice Date', 'Date of Invoice', 'Inv. Date']),
    day(invoice.date),
  ];
  const others: [string, string][] = [
    ['Order Date', day(invoice.orderDate)],
    ['Despatch Date', day(despatched)],
    ['Delivery Date', day(invoice.deliveryDate)],
    [random.pick(['Due Date', 'Payment Due']), day(invoice.dueDate)],
  ];
  const at = random.int(1, others.length);
  const dates = [...others.slice(0, at), invoiceDate, ...others.slice(at)];
  if (random.chance(0.5)) {
    // A row of boxes: headings over values, the invoice's number first.
    const boxes: [string, string][] = [
      ['Invoice No', invoice.number],
      ...dates.filter(() => random.chance(0.8)),
      ['Account', invoice.customerNumber],
    ];
    const kept = boxes.some(([label]) => label === invoiceDate[0])
      ? boxes
      : [boxes[0] as [string, string], invoiceDate, ...boxes.slice(1)];
    const width = Math.floor(510 / kept.length);
    kept.forEach(([label, value], index) => {
      sheet.text(45 + width * index, 214, label, { bold: true, size: 7 });
      sheet.text(45 + width * index, 226, value, { size: day === ordinalDate ? 7 : 9 });
    });
    cursor.y = 262;
  } else {
    const lines: [string, string][] = [
      ['Invoice Number:', invoice.number],
      ['Your Order:', `${invoice.orderNumber} of ${day(invoice.orderDate)}`],
      ['Order Confirmation:', `${confirmation} dated ${day(confirmed)}`],
      ['Delivery Note:', `${note} of ${day(invoice.deliveryDate)}`],
    ];
    const at2 = random.int(1, lines.length);
    lines.splice(at2, 0, [`${invoiceDate[0]}:`, invoiceDate[1]]);
    lines.push(['Payment Due:', day(invoice.dueDate)]);
    const end = drawEntries(sheet, lines, 300, 420, 214);
    cursor.y = end + 20;
  }
  drawItemTable(random, cursor, invoice, w);
  ensureRoom(random, cursor, 140);
  drawSums(cursor, [
    [random.pick(['Total excl. VAT', 'Goods Total', 'Net Total']), w.money(invoice.net)],
    ...taxLines(invoice, w, 'VAT'),
    [random.pick(['Total incl. VAT', 'Invoice Total', 'Total Due']), w.money(invoice.total), true],
  ]);
  cursor.y += 12;
  drawNotes(cursor, [
    `Terms: strictly ${random.pick([14, 30])} days from date of invoice. Interest may be charged on overdue accounts.`,
    `Goods remain the property of ${invoice.seller.name} until paid for in full.`,
    'Bank of Ireland, IBAN IE29 BOFI 9000 1712 3456 78, BIC BOFIIE2D',
  ]);
  return finish(cursor, 'en');
}

const STYLE: PageStyle = {
  language: 'en',
  seller: ['letterhead'],
  meta: ['boxes', 'right'],
  summary: ['lines'],
  amounts: ['comma-dot'],
  dates: ['slashed', 'short-month', 'words'],
  marks: ['sign-prefix', 'none'],
};

export const DATES_FAMILY: EuFamily = {
  name: 'ie-order-dates',
  half: 'held',
  kind: "Irish wholesaler's invoice in euro whose own date stands among order, order confirmation, despatch, delivery and due dates (never first; a row of boxes or lines with OC-… dated …), ordinal dates (4th March 2024), Invoice To and Deliver To side by side",
  style: STYLE,
  options: {
    country: 'IE',
    rates: [23, 23, 13.5],
    goods: ENGLISH_GOODS,
    companies: IRISH_COMPANIES,
    streets: IRISH_STREETS,
    vatIdOf: (random) => `IE${digits(random, 7)}${random.pick(['T', 'W', 'H'])}`,
    numberOf: englishNumber,
    itemCount: [1, 8],
    creditNoteChance: 0,
  },
  flavours: ['peppol-ubl', 'zugferd1-comfort', 'facturx-en16931'],
  own: { make: makeUnpaid, draw: drawDatedInvoice },
};
