// A tune family of the fifteenth pass: a credit note (Credit Note, Avoir, Gutschrift) against an
// earlier invoice, in English, French and German. Its own number and date stand beside the
// original invoice's number and date (labelled, or in a sentence), a reason names a return or
// complaint with its own date, and its net, VAT and total are written as a credit: `-120.00`,
// `120.00-`, `(120.00)` or positive under a credit label (`Total credit`, `Gutschriftsbetrag`).
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { Expected } from '../dataset.ts';
import type { EuFamily } from './family.ts';
import type { EuInvoice } from './model.ts';
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
  type Writers,
  writersOf,
} from './probe-parts.ts';
import { makeCorrection } from './probe-model.ts';
import { digits, FRENCH_SELLER, GERMAN_SELLER, UK_SELLER } from './sample-data.ts';

type Notation = 'minus' | 'trailing' | 'brackets' | 'positive';

/** How a document of this family writes a credit: the notation is drawn once per document. */
function creditOf(w: Writers, notation: Notation): (value: number) => string {
  return (value) => {
    switch (notation) {
      case 'minus':
        return w.money(-value);
      case 'trailing':
        return `${w.money(value)}-`;
      case 'brackets':
        return `(${w.money(value)})`;
      case 'positive':
        return w.money(value);
    }
  };
}

const WORDS = {
  en: {
    title: ['CREDIT NOTE', 'Credit Note', 'CREDIT MEMO'],
    number: ['Credit Note No:', 'Credit Note Number:', 'Credit No.'],
    date: ['Credit Note Date:', 'Date:', 'Date of Issue:'],
    original: ['Original Invoice No:', 'Against Invoice:', 'Invoice Ref:'],
    originalDate: ['Original Invoice Date:', 'Invoice Date:', 'Dated:'],
    relates: (n: string, d: string) => `This credit note relates to invoice ${n} dated ${d}.`,
    reason: (d: string, r: string) => `Reason: goods returned on ${d} (RMA ${r})`,
    net: ['Net credit', 'Subtotal'],
    vat: 'VAT',
    total: ['Total credit', 'Credit Total', 'Total'],
    buyer: 'Customer:',
  },
  fr: {
    title: ['AVOIR', 'Avoir', 'FACTURE D’AVOIR'],
    number: ['Avoir n° :', 'N° d’avoir :', 'Numéro :'],
    date: ['Date :', 'Date de l’avoir :', 'Émis le :'],
    original: ['Facture d’origine :', 'Sur facture n° :', 'Réf. facture :'],
    originalDate: ['Date de la facture :', 'Facture du :', 'Date facture d’origine :'],
    relates: (n: string, d: string) => `Avoir sur notre facture n° ${n} du ${d}.`,
    reason: (d: string, r: string) => `Motif : retour de marchandise reçu le ${d} (bon ${r})`,
    net: ['Total HT', 'Montant HT'],
    vat: 'TVA',
    total: ['Total TTC', 'Montant de l’avoir TTC', 'Net à déduire'],
    buyer: 'Client :',
  },
  de: {
    title: ['GUTSCHRIFT', 'Gutschrift', 'Gutschrift / Rechnungskorrektur'],
    number: ['Gutschrift Nr.:', 'Gutschriftsnummer:', 'Beleg-Nr.:'],
    date: ['Datum:', 'Gutschriftsdatum:', 'Belegdatum:'],
    original: ['zu Rechnung Nr.:', 'Ursprungsrechnung:', 'Bezugsrechnung:'],
    originalDate: ['vom:', 'Rechnung vom:', 'Datum der Rechnung:'],
    relates: (n: string, d: string) => `Wir schreiben Ihnen zu unserer Rechnung ${n} vom ${d} gut:`,
    reason: (d: string, r: string) => `Grund: Reklamation vom ${d}, Vorgang ${r}`,
    net: ['Nettobetrag', 'Summe netto'],
    vat: 'zzgl. USt',
    total: ['Gutschriftsbetrag', 'Gesamtbetrag', 'Gutschrift brutto'],
    buyer: '',
  },
} as const;

function drawCreditNote(random: Random, invoice: EuInvoice, style: PageStyle) {
  const w = writersOf(random, invoice, style);
  const words = WORDS[style.language === 'fr' ? 'fr' : style.language === 'de' ? 'de' : 'en'];
  const credit = creditOf(w, notationOf(invoice));
  const cursor = startDocument(random);
  const { sheet } = cursor;
  drawLetterhead(sheet, invoice, sellerIdsOf(random, invoice, w.language));
  drawBuyer(sheet, invoice, 45, 130, words.buyer);
  const original = invoice.correctedNumber;
  const originalDate = invoice.correctedDate ?? invoice.date;
  const own: [string, string][] = [
    [random.pick(words.number), invoice.number],
    [random.pick(words.date), w.day(invoice.date)],
  ];
  const theirs: [string, string][] = [
    [random.pick(words.original), original],
    [random.pick(words.originalDate), w.day(originalDate)],
  ];
  const isLabelled = random.chance(0.6);
  const entries = isLabelled
    ? random.chance(0.5)
      ? [...theirs, ...own]
      : [...own, ...theirs]
    : own;
  drawEntries(sheet, entries, 340, 460, 130);
  sheet.text(45, 225, random.pick(words.title), { bold: true, size: 16 });
  cursor.y = 250;
  const returned = addDays(invoice.date, -random.int(1, 4));
  drawNotes(cursor, [
    ...(isLabelled ? [] : [words.relates(original, w.day(originalDate))]),
    words.reason(w.day(returned), digits(random, 5)),
  ]);
  cursor.y += 14;
  drawItemTable(random, cursor, invoice, w);
  drawSums(cursor, [
    [random.pick(words.net), credit(invoice.net)],
    ...invoice.taxes.map((tax): [string, string] => [
      `${words.vat} ${w.rate(tax.rate)}`,
      credit(tax.amount),
    ]),
    [random.pick(words.total), credit(invoice.total), true],
  ]);
  return finish(cursor, w.language);
}

/** The document's notation, fixed by its number so the page and the answers agree. */
function notationOf(invoice: EuInvoice): Notation {
  const notations: Notation[] = ['minus', 'trailing', 'brackets', 'positive'];
  const code = [...invoice.number].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return notations[code % notations.length] ?? 'minus';
}

/** A credit written negative answers as printed; its positive reading is accepted too. */
function creditAnswers(invoice: EuInvoice): Record<string, Expected> {
  if (notationOf(invoice) === 'positive') {
    return {};
  }
  return {
    total: [-invoice.total, invoice.total],
    net_total: [-invoice.net, invoice.net],
    tax_total: [-invoice.tax, invoice.tax],
  };
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
const STYLE_FR: PageStyle = {
  ...STYLE_EN,
  language: 'fr',
  amounts: ['space-comma', 'dot-comma'],
  dates: ['slashed', 'words'],
  marks: ['none', 'sign-suffix'],
};
const STYLE_DE: PageStyle = {
  ...STYLE_EN,
  language: 'de',
  amounts: ['dot-comma'],
  dates: ['dotted', 'words'],
  marks: ['none', 'sign-suffix', 'code'],
};

export const CREDIT_NOTE_FAMILY: EuFamily = {
  name: 'eu-credit-note',
  half: 'tune',
  kind: 'Credit note against an earlier invoice in English, French or German (Credit Note, Avoir, Gutschrift): its own number and date beside the original invoice’s (labelled or in a sentence), a return or complaint date, net, VAT and total written -120.00, 120.00-, (120.00) or positive under a credit label',
  style: STYLE_EN,
  options: { ...UK_SELLER, rates: [20, 20, 5], itemCount: [1, 4], creditNoteChance: 1 },
  variants: [
    { style: STYLE_EN, options: { ...UK_SELLER, rates: [20, 20, 5], itemCount: [1, 4] } },
    { style: STYLE_FR, options: { ...FRENCH_SELLER, rates: [20, 20, 10], itemCount: [1, 4] } },
    { style: STYLE_DE, options: { ...GERMAN_SELLER, rates: [19, 19, 7], itemCount: [1, 4] } },
  ],
  flavours: ['facturx-en16931', 'peppol-ubl', 'xrechnung-cii'],
  own: { make: makeCorrection, draw: drawCreditNote, answers: creditAnswers },
};
