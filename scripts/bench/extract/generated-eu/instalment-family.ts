// A tune family of the sixteenth pass's follow-up: an invoice whose total is paid in instalments,
// the plan printed under the totals as a table with no sentence in it (`Rate | Fällig am |
// Betrag`, `Échéance | Date | Montant`, `Instalment | Due date | Amount`, rows `1. Rate
// 15.03.2024 1.190,00`), the instalments adding up to the total. Its headings are an item
// table's (a description, a date, an amount), so a reader takes its rows for items unless it
// knows a schedule. German, French and English documents in turn.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { type EuInvoice, type EuOptions, lineAmountOf, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { makeUnpaid, repriced } from './probe-model.ts';
import {
  type Cursor,
  drawBuyer,
  drawEntries,
  drawFooter,
  drawItemTable,
  drawLetterhead,
  drawSums,
  ensureRoom,
  finish,
  sellerIdsOf,
  startDocument,
  taxLines,
  type Writers,
  writersOf,
} from './probe-parts.ts';
import { LABELS } from './labels.ts';
import { FRENCH_SELLER, GERMAN_SELLER, UK_SELLER } from './sample-data.ts';

type PlanLanguage = 'de' | 'fr' | 'en';

/** What one language's plan says, and the sentence and sums of a list with no heading. */
type Wording = {
  titles: readonly string[];
  headings: readonly (readonly [string, string, string])[];
  row: readonly ((n: number, of: number) => string)[];
  sum: readonly string[];
  intro: readonly string[];
  net: readonly string[];
  tax: string;
  total: readonly string[];
};

const WORDS: Record<PlanLanguage, Wording> = {
  de: {
    titles: ['Ratenplan', 'Zahlungsplan', 'Ihre Teilzahlungen'],
    headings: [
      ['Rate', 'Fällig am', 'Betrag'],
      ['Teilzahlung', 'Fälligkeit', 'Betrag'],
      ['Rate', 'Fälligkeitsdatum', 'Ratenbetrag'],
    ],
    row: [(n: number) => `${n}. Rate`, (n: number, of: number) => `Rate ${n} von ${of}`],
    sum: ['Summe', 'Gesamt'],
    intro: ['Wir berechnen Ihnen folgende Leistungen:', 'Folgende Risiken sind versichert:'],
    net: ['Nettobetrag', 'Summe netto'],
    tax: 'zzgl. USt.',
    total: ['Rechnungsbetrag', 'Gesamtbetrag'],
  },
  fr: {
    titles: ['Échéancier', 'Échéancier de paiement', 'Paiement en plusieurs fois'],
    headings: [
      ['Échéance', 'Date', 'Montant'],
      ['Échéance', "Date d'échéance", 'Montant TTC'],
      ['Versement', 'Date', 'Montant'],
    ],
    row: [(n: number) => `Échéance ${n}`, (n: number, of: number) => `Versement ${n}/${of}`],
    sum: ['Total', 'Total échéancier'],
    intro: ['Nous vous facturons les prestations ci-après :', 'Les garanties suivantes :'],
    net: ['Total HT', 'Montant HT'],
    tax: 'TVA',
    total: ['Total TTC', 'Net à payer'],
  },
  en: {
    titles: ['Payment schedule', 'Instalment plan', 'Payment plan'],
    headings: [
      ['Instalment', 'Due date', 'Amount'],
      ['Payment', 'Due', 'Amount'],
      ['Instalment', 'Date', 'Amount due'],
    ],
    row: [(n: number) => `Instalment ${n}`, (n: number, of: number) => `Payment ${n} of ${of}`],
    sum: ['Total', 'Total payable'],
    intro: ['We have charged you for the following:', 'Your premium is made up as follows:'],
    net: ['Subtotal', 'Net amount'],
    tax: 'VAT',
    total: ['Total due', 'Invoice total'],
  },
};

/** The total split into `count` instalments, the cents left over on the first. */
function instalmentsOf(total: number, count: number): number[] {
  const share = Math.floor((total * 100) / count) / 100;
  const first = round(total - share * (count - 1));
  return [first, ...Array.from({ length: count - 1 }, () => share)];
}

/** The plan from `cursor.y`: a title, three headings and one row per instalment, a sum at times. */
function drawPlan(random: Random, cursor: Cursor, invoice: EuInvoice, w: Writers): void {
  const words = WORDS[w.language as PlanLanguage];
  const count = random.pick([2, 3, 3, 4, 6]);
  ensureRoom(random, cursor, 60 + 14 * count);
  const { sheet } = cursor;
  sheet.text(45, cursor.y, random.pick(words.titles), { bold: true });
  cursor.y += 18;
  const [label, due, amount] = random.pick(words.headings);
  const dueX = random.pick([200, 330]);
  sheet.text(45, cursor.y, label, { bold: true, size: 9 });
  sheet.text(dueX, cursor.y, due, { bold: true, size: 9 });
  sheet.right(550, cursor.y, amount, { bold: true, size: 9 });
  sheet.rule(40, 555, cursor.y + 4);
  cursor.y += 16;
  const name = random.pick(words.row);
  const step = random.pick([30, 30, 91]);
  instalmentsOf(invoice.total, count).forEach((value, index) => {
    sheet.text(45, cursor.y, name(index + 1, count), { size: 9 });
    sheet.text(dueX, cursor.y, w.day(addDays(invoice.dueDate, step * index)), { size: 9 });
    sheet.right(550, cursor.y, w.money(value), { size: 9 });
    cursor.y += 13;
  });
  if (random.chance(0.4)) {
    sheet.rule(400, 555, cursor.y - 8);
    sheet.text(45, cursor.y + 2, random.pick(words.sum), { bold: true, size: 9 });
    sheet.right(550, cursor.y + 2, w.money(invoice.total), { bold: true, size: 9 });
    cursor.y += 15;
  }
  cursor.y += 14;
}

/** The items as a list with no heading: a sentence, then each description and its amount. */
function drawList(cursor: Cursor, invoice: EuInvoice, w: Writers, intro: string): void {
  cursor.sheet.text(45, cursor.y, intro);
  cursor.y += 22;
  for (const item of invoice.items) {
    cursor.sheet.text(45, cursor.y, item.description);
    cursor.sheet.right(550, cursor.y, w.money(lineAmountOf(item)));
    cursor.y += 15;
  }
  cursor.y += 4;
}

function drawInstalmentInvoice(random: Random, invoice: EuInvoice, style: PageStyle) {
  const w = writersOf(random, invoice, style);
  const words = WORDS[w.language as PlanLanguage];
  const labels = LABELS[w.language];
  const ids = sellerIdsOf(random, invoice, w.language);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  drawLetterhead(sheet, invoice, ids);
  drawBuyer(sheet, invoice, 45, 130, '');
  drawEntries(
    sheet,
    [
      [random.pick(labels.number), invoice.number],
      [random.pick(labels.date), w.day(invoice.date)],
    ],
    340,
    460,
    130,
  );
  sheet.text(45, 220, random.pick(labels.invoice), { bold: true, size: 14 });
  cursor.y = 250;
  const sums: [string, string, boolean?][] = [
    [random.pick(words.net), w.money(invoice.net)],
    ...taxLines(invoice, w, words.tax),
    [random.pick(words.total), w.money(invoice.total), true],
  ];
  // The plan under the table, on the next page, or under a list with no heading.
  const layout = random.pick(['table', 'next-page', 'list'] as const);
  if (layout === 'list') {
    drawList(cursor, invoice, w, random.pick(words.intro));
  } else {
    drawItemTable(random, cursor, invoice, w);
  }
  drawSums(cursor, sums);
  cursor.y = layout === 'next-page' ? 800 : cursor.y + 20;
  drawPlan(random, cursor, invoice, w);
  drawFooter(cursor.sheet, invoice, ids, random.pick(labels.bank));
  return finish(cursor, w.language);
}

/** Services and premiums: one of each, priced at its line amount (a list prints no quantity). */
function makeServices(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeUnpaid(random, options);
  const items = drawn.items.map((item) => ({
    description: item.description,
    quantity: 1,
    price: lineAmountOf(item),
    rate: item.rate,
  }));
  return { ...repriced(drawn, items), cashDiscountRate: 0 };
}

const styleOf = (language: PlanLanguage): PageStyle => ({
  language,
  seller: ['letterhead'],
  meta: ['right'],
  summary: ['lines'],
  amounts: language === 'en' ? ['comma-dot'] : ['dot-comma', 'space-comma'],
  dates: language === 'en' ? ['slashed'] : ['dotted'],
  marks: language === 'en' ? ['sign-prefix', 'none'] : ['none', 'sign-suffix'],
});

const OPTIONS: Record<PlanLanguage, EuOptions> = {
  de: { ...GERMAN_SELLER, rates: [19], itemCount: [1, 5], creditNoteChance: 0 },
  fr: { ...FRENCH_SELLER, rates: [20], itemCount: [1, 5], creditNoteChance: 0 },
  en: { ...UK_SELLER, rates: [20], itemCount: [1, 5], creditNoteChance: 0 },
};

const variantOf = (language: PlanLanguage) => ({
  style: styleOf(language),
  options: OPTIONS[language],
});

export const INSTALMENT_FAMILY: EuFamily = {
  name: 'eu-instalment-plan',
  half: 'tune',
  kind: 'An item table and its totals, then the total paid in 2 to 6 instalments as a table with no sentence (Rate | Fällig am | Betrag, Échéance | Date | Montant, Instalment | Due date | Amount), a sum under it at times (German, French, English)',
  ...variantOf('de'),
  variants: [variantOf('de'), variantOf('fr'), variantOf('en')],
  flavours: ['zugferd2-en16931', 'facturx-en16931', 'peppol-ubl'],
  own: { make: makeServices, draw: drawInstalmentInvoice },
};
