// A held family of the fourth probe: a service invoice to a business in another EU country under
// the reverse charge (German, French or Irish seller). Both VAT ids printed (the seller's in its
// letterhead or footer, the customer's under its address, both sometimes again in the note), days
// or hours of consulting, development or training at a rate, a net, `USt. 0 %` / `TVA 0 %` / `VAT
// 0%` or no tax line at all, a total equal to the net, and the legal note (Steuerschuldnerschaft
// des Leistungsempfängers, autoliquidation, Article 196 of the VAT Directive).
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { Language } from './format.ts';
import { type EuInvoice, type EuOptions, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, finish, startDocument } from './probe-parts.ts';
import { amountCell, drawSimpleTable, plainInvoice } from './probe3-parts.ts';
import { countryName, foreignParty, penOf, withShipping } from './probe4-parts.ts';
import {
  digits,
  FRENCH_STREETS,
  frenchSiret,
  frenchVat,
  GERMAN_STREETS,
  germanTaxNumber,
  germanVat,
  IRISH_STREETS,
} from './sample-data.ts';

const FIRMS = {
  DE: [
    'Brandt Software Consulting GmbH',
    'Kessler Engineering Services GmbH',
    'DataForm Schulungen GmbH',
  ],
  FR: [
    'Conseil Numérique Fabre SAS',
    'Atelier Logiciel Mercier SARL',
    'Formation Expertise Roche SAS',
  ],
  IE: [
    'Shannon Cloud Consulting Ltd',
    'Corrib Software Services Ltd',
    'Wicklow Training Partners Ltd',
  ],
} as const;

const WORK = {
  de: [
    'Beratungsleistung (Tagessatz)',
    'Softwareentwicklung (Stunden)',
    'Schulung vor Ort (Tag)',
    'Projektmanagement (Stunden)',
  ],
  fr: [
    'Prestation de conseil (jour)',
    'Développement logiciel (heure)',
    'Formation sur site (jour)',
    'Audit technique (jour)',
  ],
  en: [
    'Consulting services (day rate)',
    'Software development (hours)',
    'On-site training (day)',
    'Project management (hours)',
  ],
} as const;

const WORDS = {
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    period: 'Leistungszeitraum',
    customer: 'Ihre USt-IdNr.',
    own: 'USt-IdNr.',
    heads: ['Leistung', 'Menge', 'Satz', 'Betrag'],
    net: ['Nettobetrag', 'Summe netto'],
    tax: 'USt. 0 %',
    total: ['Gesamtbetrag', 'Rechnungsbetrag'],
    note: [
      'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge) gemäß § 13b UStG / Art. 196 MwStSystRL.',
      'Nicht im Inland steuerbare Leistung. Die Umsatzsteuer schuldet der Leistungsempfänger (Reverse Charge).',
    ],
  },
  fr: {
    title: 'Facture',
    number: 'Facture n°',
    date: 'Date de facture',
    period: 'Période de prestation',
    customer: 'N° TVA client',
    own: 'N° TVA intracommunautaire',
    heads: ['Désignation', 'Qté', 'Prix unitaire HT', 'Montant HT'],
    net: ['Total HT', 'Montant HT'],
    tax: 'TVA 0 %',
    total: ['Total TTC', 'Net à payer'],
    note: [
      'Autoliquidation - TVA due par le preneur, article 283-2 du CGI et article 196 de la directive 2006/112/CE.',
      'Exonération de TVA, article 262 ter I du CGI - autoliquidation par le preneur.',
    ],
  },
  en: {
    title: 'Invoice',
    number: 'Invoice No.',
    date: 'Invoice Date',
    period: 'Service period',
    customer: 'Customer VAT No.',
    own: 'VAT No.',
    heads: ['Description', 'Qty', 'Rate', 'Amount'],
    net: ['Subtotal', 'Net amount'],
    tax: 'VAT 0%',
    total: ['Total', 'Total due'],
    note: [
      'Reverse charge: VAT to be accounted for by the recipient as per Article 196 of Council Directive 2006/112/EC.',
      'Reverse charge applies - customer to account for VAT.',
    ],
  },
} as const;

function drawReverse(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const language = style.language === 'fr' || style.language === 'de' ? style.language : 'en';
  const words = WORDS[language];
  const { money, day } = penOf(random, invoice, language);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  const isFooter = random.chance(0.4);
  sheet.text(45, 55, seller.name, { bold: true, size: 14 });
  sheet.text(
    45,
    71,
    `${seller.street} · ${seller.postcode} ${seller.city} · ${countryName(seller.country, language)}`,
    { size: 8 },
  );
  if (!isFooter) {
    sheet.text(45, 82, `${words.own} ${seller.vatId ?? ''}`, { size: 8 });
  }
  [
    buyer.name,
    buyer.street,
    `${buyer.postcode} ${buyer.city}`,
    countryName(buyer.country, language).toUpperCase(),
    `${words.customer} ${buyer.vatId ?? ''}`,
  ].forEach((line, index) =>
    sheet.text(45, 130 + 12 * index, line, index === 4 ? { size: 8 } : {}),
  );
  const [from, to] = [invoice.deliveryDate.slice(0, 8) + '01', invoice.deliveryDate];
  const entries: [string, string][] = [
    [words.number, invoice.number],
    [words.date, day(invoice.date)],
    [words.period, `${day(from)} - ${day(to)}`],
  ];
  entries.forEach(([label, value], index) => {
    sheet.text(350, 130 + 13 * index, label);
    sheet.right(550, 130 + 13 * index, value);
  });
  sheet.text(45, 225, words.title, { bold: true, size: 15 });
  cursor.y = 255;
  drawSimpleTable(
    cursor,
    invoice,
    [
      { heading: words.heads[0], x: 45, cell: (item) => item.description },
      { heading: words.heads[1], x: 330, isRight: true, cell: (item) => String(item.quantity) },
      { heading: words.heads[2], x: 440, isRight: true, cell: (item) => money(item.price) },
      { heading: words.heads[3], x: 550, isRight: true, cell: amountCell(money) },
    ],
    undefined,
    { ruleAt: -4, gap: 10 },
  );
  const rows: [string, string, boolean][] = [[random.pick(words.net), money(invoice.net), false]];
  if (random.chance(0.6)) {
    rows.push([words.tax, money(0), false]);
  }
  rows.push([random.pick(words.total), money(invoice.total), true]);
  for (const [label, value, isBold] of rows) {
    sheet.text(350, cursor.y, label, { bold: isBold });
    sheet.right(550, cursor.y, value, { bold: isBold });
    cursor.y += 14;
  }
  cursor.y += 14;
  const note = random.pick(words.note);
  drawNotes(
    cursor,
    random.chance(0.5)
      ? [note]
      : [note, `${words.own} ${seller.vatId ?? ''} · ${words.customer} ${buyer.vatId ?? ''}`],
  );
  const bank = `IBAN ${seller.country}${digits(random, 2)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} · BIC ${random.pick(['DEUTDEFF', 'BNPAFRPP', 'AIBKIE2D'])}`;
  sheet.text(
    45,
    790,
    isFooter
      ? `${seller.name} · ${words.own} ${seller.vatId ?? ''} · ${seller.taxNumber ?? ''}`
      : `${seller.name} · ${seller.taxNumber ?? ''}`,
    { size: 7 },
  );
  sheet.text(45, 800, bank, { size: 7 });
  return finish(cursor, language);
}

const styleOf = (language: Language): PageStyle => ({
  language,
  seller: ['letterhead'],
  meta: ['right'],
  summary: ['lines'],
  amounts: ['dot-comma'],
  dates: ['dotted'],
  marks: ['sign-suffix'],
});

const common = {
  rates: [0],
  itemCount: [1, 3] as [number, number],
  quantities: [1, 2, 3, 5, 8, 10, 16, 24],
};

const GERMAN: EuOptions = {
  ...common,
  country: 'DE',
  goods: WORK.de,
  companies: FIRMS.DE,
  streets: GERMAN_STREETS,
  vatIdOf: germanVat,
  taxNumberOf: germanTaxNumber,
  numberOf: (random, year) => `${year}-${digits(random, 4)}`,
};

export const REVERSE_CHARGE_FAMILY: EuFamily = {
  name: 'eu-reverse-charge',
  half: 'held',
  kind: 'A cross-border service invoice under the reverse charge (German, French, Irish seller): both VAT ids, days or hours at a rate, net = total, VAT 0 or no tax line, the legal note',
  style: styleOf('de'),
  options: GERMAN,
  variants: [
    { style: styleOf('de'), options: GERMAN },
    {
      style: styleOf('fr'),
      options: {
        ...common,
        country: 'FR',
        goods: WORK.fr,
        companies: FIRMS.FR,
        streets: FRENCH_STREETS,
        vatIdOf: frenchVat,
        taxNumberOf: (random) => `SIRET ${frenchSiret(random)}`,
        numberOf: (random, year) => `F${year}-${digits(random, 3)}`,
      },
    },
    {
      style: styleOf('en'),
      options: {
        ...common,
        country: 'IE',
        goods: WORK.en,
        companies: FIRMS.IE,
        streets: IRISH_STREETS,
        vatIdOf: (random) => `IE${digits(random, 7)}T`,
        numberOf: (random) => `INV-${digits(random, 4)}`,
      },
    },
  ],
  flavours: ['xrechnung-ubl', 'facturx-en16931', 'peppol-ubl'],
  own: {
    make: (random, options) => {
      const invoice = plainInvoice(random, options);
      const items = invoice.items.map((item) => ({
        ...item,
        price: item.price < 40 ? round(item.price * 10) : item.price,
      }));
      return { ...withShipping(invoice, items, 0), buyer: foreignParty(random, options.country) };
    },
    draw: drawReverse,
  },
};
