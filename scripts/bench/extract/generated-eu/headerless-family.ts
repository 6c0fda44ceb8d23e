// A tune family of the sixteenth pass: a priced list with no table heading, as insurers' premium
// bills and small firms' service invoices print it. A sentence introduces it (`Folgende Risiken
// sind versichert:`, `Les prestations suivantes :`, `The following services are covered:`), then
// one to four rows of a description and one amount (one of them possibly 0,00, a cover included
// free), directly followed by the sum line, the tax line and the total; payment terms as a small
// table after it at times. German, French and English documents in turn.
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { formatEuDate } from './format.ts';
import { LABELS } from './labels.ts';
import { drawSumRows, listLanguageOf, type ListLanguage, listVariantOf } from './list-variants.ts';
import { type EuInvoice, type EuOptions, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawPaymentTerms } from './payment-terms.ts';
import { repriced, makeUnpaid } from './probe-model.ts';
import {
  drawBuyer,
  drawEntries,
  drawFooter,
  drawLetterhead,
  finish,
  sellerIdsOf,
  startDocument,
  writersOf,
} from './probe-parts.ts';

/** What one language's list says: its rows, the free ones, its sentences and sum labels. */
type Wording = {
  rows: readonly string[];
  free: readonly string[];
  intro: readonly string[];
  titles: readonly string[];
  greeting: string;
  sum: readonly string[];
  tax: readonly string[];
  total: readonly string[];
};

const WORDING = {
  de: {
    rows: [
      'Privathaftpflichtversicherung',
      'Hausratversicherung inkl. Fahrraddiebstahl',
      'Betriebshaftpflicht, Deckungssumme 5 Mio. EUR',
      'Wohngebäudeversicherung',
      'Wartung Heizungsanlage',
      'Anfahrtspauschale',
      'Jahresgebühr Kontoführung',
      'Grundgebühr Hosting-Paket M',
    ],
    free: ['Elementarschäden (beitragsfrei mitversichert)', 'Glasbruch - Bonus', 'Ersteinrichtung'],
    intro: [
      'Folgende Risiken sind versichert:',
      'Wir berechnen Ihnen folgende Leistungen:',
      'Für das Versicherungsjahr setzt sich Ihr Beitrag wie folgt zusammen:',
    ],
    titles: ['Beitragsrechnung', 'Rechnung', 'Jahresrechnung'],
    greeting: 'Sehr geehrte Damen und Herren,',
    sum: ['Gesamtbeitrag', 'Nettobetrag', 'Summe netto', 'Zwischensumme'],
    tax: ['Versicherungsteuer', 'zzgl. MwSt.', 'Umsatzsteuer'],
    total: ['Zu zahlender Betrag', 'Rechnungsbetrag', 'Gesamtbetrag'],
  },
  fr: {
    rows: [
      'Responsabilité civile professionnelle',
      'Multirisque habitation',
      'Protection juridique',
      'Entretien annuel chaudière',
      'Forfait déplacement',
      'Frais de dossier',
      'Abonnement logiciel de caisse',
    ],
    free: ['Assistance 24 h/24 (incluse)', 'Remise fidélité', 'Mise en service offerte'],
    intro: [
      'Les prestations suivantes :',
      'Les garanties suivantes sont souscrites :',
      'Nous vous facturons les prestations ci-après :',
    ],
    titles: ['Facture', "Avis d'échéance", 'Facture annuelle'],
    greeting: 'Madame, Monsieur,',
    sum: ['Total HT', 'Montant HT', 'Cotisation HT'],
    tax: ['TVA', 'T.V.A.'],
    total: ['Total TTC', 'Net à payer', 'Montant à régler'],
  },
  en: {
    rows: [
      'Buildings cover',
      'Contents cover',
      'Public liability, limit of indemnity £5m',
      'Annual boiler service',
      'Call-out charge',
      'Administration fee',
      'Website hosting, annual plan',
    ],
    free: ['Legal expenses (included)', 'Home emergency - no charge', 'Set-up fee waived'],
    intro: [
      'The following services are covered:',
      'We have charged you for the following:',
      'Your premium is made up as follows:',
    ],
    titles: ['Invoice', 'Renewal invoice', 'VAT Invoice'],
    greeting: 'Dear customer,',
    sum: ['Net amount', 'Subtotal', 'Net premium'],
    tax: ['VAT', 'VAT @'],
    total: ['Total due', 'Amount payable', 'Total'],
  },
} as const satisfies Record<'de' | 'fr' | 'en', Wording>;

/** One to four rows at one rate, one of them free at times; quantity one, the price the amount. */
function makeList(language: ListLanguage) {
  return (random: Random, options: EuOptions): EuInvoice => {
    const drawn = makeUnpaid(random, options);
    const words = WORDING[language];
    // Two rows (one of them free at times) are what the amount-list rule found hardest.
    const count = random.pick([1, 2, 2, 3, 4]);
    const rate = options.rates[0] ?? 19;
    const unused = [...words.rows];
    const names = Array.from(
      { length: count },
      () => unused.splice(random.int(0, unused.length - 1), 1)[0] ?? '',
    );
    const items = names.map((description) => ({
      description,
      quantity: 1,
      price: round(random.int(15, 900) + random.int(0, 99) / 100),
      rate,
    }));
    if (count >= 2 && random.chance(0.6)) {
      const at = random.int(1, count - 1);
      items[at] = { description: random.pick(words.free), quantity: 1, price: 0, rate };
    }
    return { ...repriced(drawn, items), cashDiscountRate: 0 };
  };
}

/**
 * What a list prints beside its rows (`eu-headerless-notice`): each row's period of cover, in a
 * column or after its name, and detail lines under rows (a sum insured, an excess with cents).
 */
type ListLayout = { hasPeriods?: boolean; hasDetails?: boolean };

const DETAILS = {
  de: [
    'Versicherungssumme 65.000 EUR',
    'Selbstbeteiligung 150,00 EUR',
    'Tarif Komfort, Vertrag 4711-220',
  ],
  fr: [
    'Franchise 150,00 €',
    'Plafond de garantie 1 500 000 €',
    'Formule Confort, contrat n° 4711-220',
  ],
  en: ['Excess £250.00', 'Sum insured £65,000', 'Policy PX-4711-220'],
} as const satisfies Record<ListLanguage, readonly string[]>;

const drawList = (random: Random, invoice: EuInvoice, style: PageStyle) =>
  drawListAs({}, random, invoice, style);

function drawListAs(layout: ListLayout, random: Random, invoice: EuInvoice, style: PageStyle) {
  const language = style.language as ListLanguage;
  const words = WORDING[language];
  const labels = LABELS[language];
  const w = writersOf(random, invoice, style);
  const ids = sellerIdsOf(random, invoice, language);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  drawLetterhead(sheet, invoice, ids);
  drawBuyer(sheet, invoice, 45, 130, '');
  const entries: [string, string][] = [
    [random.pick(labels.number), invoice.number],
    [random.pick(labels.date), w.day(invoice.date)],
    [random.pick(labels.customer), invoice.customerNumber],
  ];
  drawEntries(sheet, entries, 340, 460, 130);
  sheet.text(45, 220, random.pick(words.titles), { bold: true, size: 14 });
  let y = 250;
  if (random.chance(0.5)) {
    sheet.text(45, y, words.greeting);
    y += 20;
  }
  sheet.text(45, y, random.pick(words.intro));
  y += 22;
  // Rows and sums share one amount column; the rows start at the sentence or a little in.
  const left = random.pick([45, 45, 60]);
  const amountX = random.pick([550, 550, 480]);
  const sumX = random.pick([left, 300]);
  // Periods in figures (a month's name would run into the amount).
  const numeric = (date: string) =>
    formatEuDate(date, language === 'en' ? 'slashed' : 'dotted', language);
  const period = `${numeric(invoice.date)} - ${numeric(addDays(invoice.date, 364))}`;
  const periodX = layout.hasPeriods === true ? random.pick([0, 300, 330]) : undefined;
  // A column of periods only where it leaves the amounts room (they end at 550, not 480).
  const periodAt = periodX === undefined || amountX === 550 ? periodX : 0;
  for (const item of invoice.items) {
    sheet.text(left, y, periodAt === 0 ? `${item.description} ${period}` : item.description);
    if (periodAt !== undefined && periodAt > 0) {
      sheet.text(periodAt, y, period);
    }
    sheet.right(amountX, y, w.money(item.price));
    y += 15;
    if (layout.hasDetails === true && random.chance(0.6)) {
      const details = DETAILS[language].slice(random.int(0, 1));
      details.forEach((line) => {
        sheet.text(left + 12, y - 3, line, { size: 8 });
        y += 11;
      });
    }
  }
  if (random.chance(0.5)) {
    sheet.rule(sumX, amountX + 5, y - 4);
    y += 4;
  }
  const tax = invoice.taxes[0];
  const rows: [string, string, boolean][] = [
    [random.pick(words.sum), w.money(invoice.net), false],
    [`${random.pick(words.tax)} ${w.rate(tax?.rate ?? 0)}`, w.money(invoice.tax), false],
    [random.pick(words.total), w.money(invoice.total), true],
  ];
  cursor.y = drawSumRows(sheet, rows, { sumX, amountX, y }) + 24;
  if (random.chance(0.6)) {
    drawPaymentTerms(random, cursor, invoice, w);
  }
  drawFooter(cursor.sheet, invoice, ids, random.pick(labels.bank));
  return finish(cursor, language);
}

export const HEADERLESS_NOTICE_FAMILY: EuFamily = {
  name: 'eu-headerless-notice',
  half: 'tune',
  kind: "Insurers' premium bills as a priced list with no table heading: each row with its period of cover (in a column or after the name), detail lines under rows (sum insured, an excess with cents), a free 0,00 row at times, then sum, tax and total; payment terms at times (German, French, English)",
  ...listVariantOf('de'),
  variants: [listVariantOf('de'), listVariantOf('fr'), listVariantOf('en')],
  flavours: ['facturx-en16931', 'zugferd2-en16931', 'peppol-ubl'],
  own: {
    make: (random, options) => makeList(listLanguageOf(options))(random, options),
    draw: (random, invoice, style) =>
      drawListAs({ hasPeriods: true, hasDetails: true }, random, invoice, style),
  },
};

export const HEADERLESS_FAMILY: EuFamily = {
  name: 'eu-headerless-list',
  half: 'tune',
  kind: 'Premium bills and service invoices with a priced list and no table heading: a sentence introduces 1 to 4 rows of a description and one amount (one possibly 0,00), directly followed by the sum line, the tax line and the total; payment terms as a Description | Due date | Amount table at times (German, French, English)',
  ...listVariantOf('de'),
  variants: [listVariantOf('de'), listVariantOf('fr'), listVariantOf('en')],
  flavours: ['zugferd2-en16931', 'facturx-en16931', 'xrechnung-cii', 'peppol-ubl'],
  own: {
    make: (random, options) => makeList(listLanguageOf(options))(random, options),
    draw: drawList,
  },
};
