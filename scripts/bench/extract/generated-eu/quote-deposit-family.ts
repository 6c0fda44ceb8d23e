// A tune family of the fifteenth pass: a deposit invoice (Anzahlungsrechnung, Deposit Invoice)
// billing a share of an accepted quote. The quote (Angebot, Quotation) and the order
// confirmation (Auftragsbestätigung, Order Acknowledgement) stand with their own numbers and
// dates beside the invoice's, in a block or a sentence, and the contract's whole net is printed
// above the deposit's own net, VAT and gross. The one item names the quote too.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { type EuInvoice, type EuOptions, round } from './model.ts';
import type { PageStyle } from './page.ts';
import {
  drawBuyer,
  drawEntries,
  drawItemTable,
  drawLetterhead,
  drawNotes,
  drawSums,
  finish,
  sellerIdsOf,
  startDocument,
  writersOf,
} from './probe-parts.ts';
import { makeUnpaid, repriced } from './probe-model.ts';
import { digits, GERMAN_SELLER, UK_SELLER } from './sample-data.ts';

/** The quote's number as a seller writes it. */
function quoteNumberOf(random: Random, year: string): string {
  return random.pick([
    `AN-${year}-${digits(random, 3)}`,
    `Q${digits(random, 5)}`,
    `${digits(random, 6)}`,
  ]);
}

/** A deposit invoice: one line for a share of the quote's net, at the quote's main rate. */
function makeDeposit(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeUnpaid(random, options);
  const whole = repriced(drawn, drawn.items);
  const share = random.pick([20, 30, 40, 50]);
  const rate = whole.taxes[0]?.rate ?? 0;
  const quoteDate = addDays(whole.date, -random.int(20, 70));
  const quoteNumber = quoteNumberOf(random, whole.date.slice(0, 4));
  const description =
    options.country === 'DE'
      ? `${share} % Anzahlung gemäß Angebot ${quoteNumber}`
      : `Deposit ${share}% as per quotation ${quoteNumber}`;
  const invoice = repriced(whole, [
    { description, quantity: 1, price: round((whole.net * share) / 100), rate },
  ]);
  return {
    ...invoice,
    orderDate: addDays(quoteDate, random.int(3, 12)),
    quote: { number: quoteNumber, date: quoteDate, net: whole.net, tax: whole.tax, share },
  };
}

const WORDS = {
  de: {
    title: ['ANZAHLUNGSRECHNUNG', 'Anzahlungsrechnung', 'Abschlagsrechnung'],
    number: ['Rechnung Nr.:', 'Rechnungsnummer:', 'Anzahlungsrechnung Nr.:'],
    date: ['Rechnungsdatum:', 'Datum:'],
    quote: ['Angebot Nr.:', 'Ihr Angebot:', 'Angebotsnummer:'],
    quoteDate: ['Angebot vom:', 'Angebotsdatum:'],
    order: ['Auftragsbestätigung vom:', 'Auftrag erteilt am:', 'Ihre Bestellung vom:'],
    sentence: (q: string, qd: string, od: string, s: string) =>
      `Gemäß unserem Angebot ${q} vom ${qd} und Ihrer Auftragserteilung vom ${od} berechnen wir Ihnen vereinbarungsgemäß ${s} Anzahlung.`,
    contract: ['Auftragssumme netto', 'Angebotssumme netto'],
    deposit: (s: string) => `davon ${s} Anzahlung netto`,
    vat: 'zzgl. USt',
    total: ['Anzahlungsbetrag brutto', 'Rechnungsbetrag', 'Zu zahlen'],
  },
  en: {
    title: ['DEPOSIT INVOICE', 'Deposit Invoice', 'Advance Payment Invoice'],
    number: ['Invoice No:', 'Invoice Number:'],
    date: ['Invoice Date:', 'Date:', 'Tax Date:'],
    quote: ['Quotation No:', 'Quote Ref:', 'Your Quote:'],
    quoteDate: ['Quotation Date:', 'Quote Dated:'],
    order: ['Order Acknowledgement:', 'Order Accepted:', 'Order Date:'],
    sentence: (q: string, qd: string, od: string, s: string) =>
      `Further to our quotation ${q} dated ${qd}, accepted on ${od}, we invoice a deposit of ${s} as agreed.`,
    contract: ['Contract value (ex VAT)', 'Quotation total net'],
    deposit: (s: string) => `Deposit ${s} net`,
    vat: 'VAT',
    total: ['Deposit due', 'Total due', 'Invoice Total'],
  },
} as const;

function drawDepositInvoice(random: Random, invoice: EuInvoice, style: PageStyle) {
  const w = writersOf(random, invoice, style);
  const words = WORDS[style.language === 'de' ? 'de' : 'en'];
  const quote = invoice.quote ?? { number: '', date: invoice.date, net: 0, tax: 0, share: 0 };
  const cursor = startDocument(random);
  const { sheet } = cursor;
  drawLetterhead(sheet, invoice, sellerIdsOf(random, invoice, w.language));
  drawBuyer(sheet, invoice, 45, 130, '');
  const own: [string, string][] = [
    [random.pick(words.number), invoice.number],
    [random.pick(words.date), w.day(invoice.date)],
  ];
  const theirs: [string, string][] = [
    [random.pick(words.quote), quote.number],
    [random.pick(words.quoteDate), w.day(quote.date)],
    [random.pick(words.order), w.day(invoice.orderDate)],
  ];
  const isSentence = random.chance(0.4);
  const entries = isSentence ? own : random.chance(0.5) ? [...theirs, ...own] : [...own, ...theirs];
  drawEntries(sheet, entries, 330, 470, 130);
  sheet.text(45, 225, random.pick(words.title), { bold: true, size: 16 });
  cursor.y = 250;
  const share = w.rate(quote.share);
  if (isSentence) {
    drawNotes(cursor, [
      words.sentence(quote.number, w.day(quote.date), w.day(invoice.orderDate), share),
    ]);
  }
  cursor.y += 12;
  drawItemTable(random, cursor, invoice, w);
  drawSums(
    cursor,
    [
      [random.pick(words.contract), w.money(quote.net)],
      [words.deposit(share), w.money(invoice.net)],
      ...invoice.taxes.map((tax): [string, string] => [
        `${words.vat} ${w.rate(tax.rate)}`,
        w.money(tax.amount),
      ]),
      [random.pick(words.total), w.money(invoice.total), true],
    ],
    260,
  );
  return finish(cursor, w.language);
}

const STYLE_DE: PageStyle = {
  language: 'de',
  seller: ['letterhead'],
  meta: ['right'],
  summary: ['lines'],
  amounts: ['dot-comma'],
  dates: ['dotted', 'words'],
  marks: ['none', 'sign-suffix', 'code'],
};
const STYLE_EN: PageStyle = {
  ...STYLE_DE,
  language: 'en',
  amounts: ['comma-dot'],
  dates: ['slashed', 'words', 'short-month'],
  marks: ['none', 'sign-prefix'],
};
export const QUOTE_DEPOSIT_FAMILY: EuFamily = {
  name: 'eu-quote-deposit',
  half: 'tune',
  kind: 'Deposit invoice (Anzahlungsrechnung, Deposit Invoice) for a share of an accepted quote: the quote’s number and date and the order confirmation’s date beside the invoice’s own (a block or a sentence), the contract’s whole net above the deposit’s net, VAT and gross',
  style: STYLE_DE,
  options: { ...GERMAN_SELLER, rates: [19, 19, 7], itemCount: [2, 8], creditNoteChance: 0 },
  variants: [
    {
      style: STYLE_DE,
      options: { ...GERMAN_SELLER, rates: [19], itemCount: [2, 8], creditNoteChance: 0 },
    },
    {
      style: STYLE_EN,
      options: { ...UK_SELLER, rates: [20], itemCount: [2, 8], creditNoteChance: 0 },
    },
  ],
  flavours: ['zugferd2-en16931', 'peppol-ubl', 'facturx-basic'],
  own: { make: makeDeposit, draw: drawDepositInvoice },
};
