// A tune family of the fifteenth pass: a British or German trade invoice whose own date is one of
// a block of dates (order, dispatch, delivery or service, invoice or tax point, due), never the
// first, as label lines or a row of boxes; its net and VAT stand only in a VAT analysis table
// (code, rate, net, VAT by rate with a totals row) beside the invoice total.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { EuInvoice, EuOptions } from './model.ts';
import type { PageStyle } from './page.ts';
import {
  drawBuyer,
  drawEntries,
  drawItemTable,
  drawLetterhead,
  ensureRoom,
  finish,
  sellerIdsOf,
  startDocument,
  writersOf,
} from './probe-parts.ts';
import { makeUnpaid, repriced } from './probe-model.ts';
import { GERMAN_SELLER, UK_SELLER } from './sample-data.ts';

/** An invoice of the plain items (no document allowance), ordered, dispatched and due. */
function makeDated(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeUnpaid(random, options);
  const invoice = repriced(drawn, drawn.items);
  const deliveryDate = addDays(invoice.date, -random.int(0, 6));
  return {
    ...invoice,
    orderDate: addDays(deliveryDate, -random.int(2, 20)),
    deliveryDate,
    dueDate: addDays(invoice.date, random.pick([14, 30, 30, 60])),
  };
}

const WORDS = {
  en: {
    order: ['Order Date', 'Date Ordered', 'Your Order Date'],
    dispatch: ['Dispatch Date', 'Despatch Date', 'Delivery Date'],
    date: ['Invoice Date', 'Tax Point', 'Invoice/Tax Date'],
    due: ['Due Date', 'Payment Due', 'Due By'],
    number: ['Invoice No', 'Invoice Number'],
    account: 'Account',
    title: ['INVOICE', 'Sales Invoice', 'Tax Invoice'],
    analysis: ['VAT Analysis', 'VAT Summary'],
    heads: ['Code', 'Rate', 'Net', 'VAT'],
    code: (rate: number) => (rate === 0 ? 'Z' : rate < 10 ? 'R' : 'S'),
    totalRow: 'Totals',
    total: ['Invoice Total', 'TOTAL', 'Amount Due'],
  },
  de: {
    order: ['Bestelldatum', 'Auftragsdatum', 'Ihre Bestellung vom'],
    dispatch: ['Lieferdatum', 'Leistungsdatum', 'Versanddatum'],
    date: ['Rechnungsdatum', 'Datum'],
    due: ['Fällig am', 'Fälligkeit', 'Zahlbar bis'],
    number: ['Rechnungsnummer', 'Rechnung Nr.'],
    account: 'Kundennummer',
    title: ['RECHNUNG', 'Rechnung'],
    analysis: ['USt-Aufstellung', 'Steuerübersicht'],
    heads: ['Schlüssel', 'Satz', 'Netto', 'USt'],
    code: (rate: number) => (rate < 10 ? '2' : '1'),
    totalRow: 'Summe',
    total: ['Rechnungsbetrag', 'Gesamtbetrag', 'Zahlbetrag'],
  },
} as const;

function drawDatedInvoice(random: Random, invoice: EuInvoice, style: PageStyle) {
  const w = writersOf(random, invoice, style);
  const words = WORDS[style.language === 'de' ? 'de' : 'en'];
  const cursor = startDocument(random);
  const { sheet } = cursor;
  drawLetterhead(sheet, invoice, sellerIdsOf(random, invoice, w.language));
  drawBuyer(sheet, invoice, 45, 130, '');
  const dates: [string, string][] = [
    [random.pick(words.order), w.day(invoice.orderDate)],
    [random.pick(words.dispatch), w.day(invoice.deliveryDate)],
    [random.pick(words.date), w.day(invoice.date)],
    [random.pick(words.due), w.day(invoice.dueDate)],
  ];
  if (random.chance(0.4)) {
    // The invoice's date later in the block: after the due date.
    const [own] = dates.splice(2, 1);
    if (own !== undefined) {
      dates.push(own);
    }
  }
  const ids: [string, string][] = [
    [random.pick(words.number), invoice.number],
    [words.account, invoice.customerNumber],
  ];
  sheet.text(45, 215, random.pick(words.title), { bold: true, size: 16 });
  if (random.chance(0.5)) {
    drawEntries(
      sheet,
      [...ids, ...dates].map(([l, v]) => [`${l}:`, v]),
      340,
      460,
      130,
    );
    cursor.y = 250;
  } else {
    // A row of boxes: the headings over their values.
    drawEntries(
      sheet,
      ids.map(([l, v]) => [`${l}:`, v]),
      340,
      460,
      130,
    );
    const columns = [45, 150, 255, 360, 465];
    sheet.rule(40, 555, 235);
    dates.forEach(([label, value], index) => {
      sheet.text(columns[index] ?? 45, 247, label, { bold: true, size: 8 });
      sheet.text(columns[index] ?? 45, 260, value);
    });
    sheet.rule(40, 555, 266);
    cursor.y = 290;
  }
  drawItemTable(random, cursor, invoice, w);
  ensureRoom(random, cursor, 40 + 14 * invoice.taxes.length);
  const top = cursor.y + 10;
  const page = cursor.sheet;
  page.text(45, top, random.pick(words.analysis), { bold: true });
  page.headings(top + 16, [
    [45, words.heads[0]],
    [110, words.heads[1], true],
    [190, words.heads[2], true],
    [260, words.heads[3], true],
  ]);
  let y = top + 30;
  for (const tax of invoice.taxes) {
    page.text(45, y, words.code(tax.rate));
    page.right(110, y, w.rate(tax.rate));
    page.right(190, y, w.money(tax.base));
    page.right(260, y, w.money(tax.amount));
    y += 13;
  }
  if (invoice.taxes.length > 1 || random.chance(0.5)) {
    page.rule(40, 265, y - 8);
    page.text(45, y, words.totalRow, { bold: true });
    page.right(190, y, w.money(invoice.net), { bold: true });
    page.right(260, y, w.money(invoice.tax), { bold: true });
  }
  page.text(360, top + 30, random.pick(words.total), { bold: true });
  page.right(550, top + 30, w.money(invoice.total), { bold: true });
  cursor.y = y + 20;
  return finish(cursor, w.language);
}

const STYLE_EN: PageStyle = {
  language: 'en',
  seller: ['letterhead'],
  meta: ['right'],
  summary: ['lines'],
  amounts: ['comma-dot'],
  dates: ['slashed', 'words', 'short-month'],
  marks: ['none', 'sign-prefix'],
};
const STYLE_DE: PageStyle = {
  ...STYLE_EN,
  language: 'de',
  amounts: ['dot-comma'],
  dates: ['dotted', 'words'],
  marks: ['none', 'sign-suffix'],
};
export const DATES_ANALYSIS_FAMILY: EuFamily = {
  name: 'eu-dates-analysis',
  half: 'tune',
  kind: 'British or German trade invoice whose date is one of a block (order, dispatch or delivery, invoice or tax point, due; Bestelldatum, Lieferdatum, Rechnungsdatum, Fällig am), never first, as lines or a row of boxes; net and VAT only in a VAT analysis table (code, rate, net, VAT, totals row) beside the invoice total',
  style: STYLE_EN,
  options: { ...UK_SELLER, rates: [20, 20, 5, 0], itemCount: [2, 9], creditNoteChance: 0 },
  variants: [
    {
      style: STYLE_EN,
      options: { ...UK_SELLER, rates: [20, 20, 5, 0], itemCount: [2, 9], creditNoteChance: 0 },
    },
    {
      style: STYLE_DE,
      options: { ...GERMAN_SELLER, rates: [19, 19, 7], itemCount: [2, 9], creditNoteChance: 0 },
    },
  ],
  flavours: ['peppol-ubl', 'xrechnung-cii', 'facturx-en16931'],
  own: { make: makeDated, draw: drawDatedInvoice },
};
