// A tune family of the fourteenth pass: a British trade invoice offering a settlement (prompt
// payment) discount, with the discounted amount and its date printed under the total, and a
// remittance slip to tear off at the foot repeating the invoice's number, date and amounts,
// addressed `To:` the seller `From:` the customer. `Date/Tax Point` is the invoice's own date.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { type EuInvoice, round } from './model.ts';
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
  UK_COMPANIES,
  UK_STREETS,
  ukVat,
} from './sample-data.ts';

function drawRemittanceInvoice(random: Random, invoice: EuInvoice, style: PageStyle) {
  const w = writersOf(random, invoice, style);
  const ids = sellerIdsOf(random, invoice, 'en');
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  const isRight = random.chance(0.5);
  if (isRight) {
    sheet.text(370, 60, seller.name, { bold: true, size: 12 });
    sheet.text(370, 74, seller.street);
    sheet.text(370, 86, `${seller.postcode} ${seller.city}`);
    ids.forEach((line, index) => sheet.text(370, 98 + 12 * index, line, { size: 8 }));
  } else {
    drawLetterhead(sheet, invoice, ids);
  }
  drawBuyer(sheet, invoice, 45, 140, random.pick(['Invoice To:', 'Bill To:', 'Customer:']));
  if (random.chance(0.5)) {
    sheet.text(200, 140, 'Deliver To:', { bold: true, size: 8 });
    sheet.text(200, 152, buyer.name);
    sheet.text(200, 164, `Unit ${random.int(2, 40)}, Trade Park`);
    sheet.text(200, 176, buyer.city);
  }
  const entries: [string, string][] = [
    [random.pick(['Invoice No:', 'Invoice Number:', 'Invoice no.']), invoice.number],
    [random.pick(['Date/Tax Point:', 'Invoice Date:', 'Date:']), w.day(invoice.date)],
    [random.pick(['Account No:', 'Customer A/C:']), invoice.customerNumber],
    [random.pick(['Your Ref:', 'Order No:']), invoice.orderNumber],
  ];
  if (random.chance(0.5)) {
    entries.push(['Despatch Date:', w.day(invoice.deliveryDate)]);
  }
  entries.push(['Terms:', random.pick(['30 days net', 'Net 30', '30 days from invoice'])]);
  drawEntries(sheet, entries, 360, 550, isRight ? 160 : 100, true);
  sheet.text(45, 240, random.pick(['INVOICE', 'Sales Invoice', 'VAT Invoice']), {
    bold: true,
    size: 16,
  });
  cursor.y = 285;
  drawItemTable(random, cursor, invoice, w);
  const discountRate = random.pick([1.5, 2, 2.5, 3]);
  const days = random.pick([7, 10, 14]);
  const until = addDays(invoice.date, days);
  const discount = round((invoice.total * discountRate) / 100);
  const discounted = round(invoice.total - discount);
  ensureRoom(random, cursor, 330);
  drawSums(cursor, [
    [random.pick(['Subtotal', 'Net amount', 'Goods']), w.money(invoice.net)],
    ...taxLines(invoice, w, random.pick(['VAT', 'VAT @'])),
    [random.pick(['Total', 'Invoice Total', 'TOTAL DUE']), w.money(invoice.total), true],
    [`Settlement discount ${w.rate(discountRate)} if paid within ${days} days`, w.money(-discount)],
    [`Amount payable if paid by ${w.day(until)}`, w.money(discounted)],
  ]);
  cursor.y += 10;
  drawNotes(cursor, [
    `A discount of ${w.rate(discountRate)} of the full price applies if payment is made within ${days} days of the invoice date.`,
    'No credit note will be issued. Following payment you must ensure you have only recovered the VAT actually paid.',
  ]);
  // The remittance slip.
  cursor.y += 14;
  const slip = cursor.sheet;
  slip.text(
    45,
    cursor.y,
    '- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -',
    { size: 7 },
  );
  cursor.y += 16;
  slip.text(45, cursor.y, 'REMITTANCE ADVICE', { bold: true, size: 11 });
  slip.text(250, cursor.y, 'Please return this slip with your payment', { size: 8 });
  cursor.y += 18;
  const top = cursor.y;
  slip.text(45, top, 'To:', { bold: true, size: 8 });
  slip.text(45, top + 12, seller.name);
  slip.text(45, top + 24, seller.street);
  slip.text(45, top + 36, `${seller.postcode} ${seller.city}`);
  slip.text(45, top + 54, 'From:', { bold: true, size: 8 });
  slip.text(45, top + 66, buyer.name);
  const repeated: [string, string][] = [
    ['Account No:', invoice.customerNumber],
    ['Invoice No:', invoice.number],
    ['Invoice Date:', w.day(invoice.date)],
    ['Amount Due:', w.money(invoice.total)],
    [`If paid by ${w.day(until)}:`, w.money(discounted)],
    ['Amount Enclosed:', '____________'],
  ];
  drawEntries(slip, repeated, 300, 550, top, true);
  cursor.y = top + 13 * repeated.length + 12;
  drawNotes(cursor, [
    `Cheques payable to ${seller.name}. BACS: Sort code ${digits(random, 2)}-${digits(random, 2)}-${digits(random, 2)}, Account ${digits(random, 8)}`,
  ]);
  return finish(cursor, 'en');
}

const STYLE: PageStyle = {
  language: 'en',
  seller: ['letterhead', 'right'],
  meta: ['right'],
  summary: ['lines'],
  amounts: ['comma-dot'],
  dates: ['slashed', 'words', 'short-month'],
  marks: ['sign-prefix', 'none'],
};

export const REMITTANCE_FAMILY: EuFamily = {
  name: 'uk-remittance',
  half: 'tune',
  kind: 'British trade invoice with a settlement discount (2 % if paid within 10 days) and the amount payable by then under the total, a remittance slip at the foot (To: the seller, From: the customer) repeating number, date and amounts; Date/Tax Point, Deliver To, Despatch Date',
  style: STYLE,
  options: {
    country: 'GB',
    currency: 'GBP',
    rates: [20, 20, 5],
    goods: ENGLISH_GOODS,
    companies: UK_COMPANIES,
    streets: UK_STREETS,
    vatIdOf: ukVat,
    taxNumberOf: (random) => digits(random, 8),
    numberOf: englishNumber,
    itemCount: [1, 7],
    creditNoteChance: 0,
  },
  flavours: ['peppol-ubl', 'facturx-en16931', 'facturx-basic'],
  own: { make: makeUnpaid, draw: drawRemittanceInvoice },
};
