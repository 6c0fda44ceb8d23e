// A held family of the fifth probe: a business letter's invoice (DIN 5008 in German, the same
// template in French and English) whose legal name stands only in the footer's columns: a brand
// (a word, not the company's name) as the logo at the top right, a sender line above the window
// with the brand, an information block (number, customer number, date, contact person and phone),
// and four footer columns side by side (name and address; phone, e-mail, web; bank; managing
// director, register and VAT id), which a text layer reads line by line across the columns.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { type EuInvoice, type EuOptions, lineAmountOf } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, type Cursor, finish, startDocument } from './probe-parts.ts';
import { plainInvoice } from './probe3-parts.ts';
import { penOf } from './probe4-parts.ts';
import {
  drawAmountRows,
  ibanOf,
  rateText,
  SELLERS,
  styleOf,
  type Tongue,
  tongueOf,
  variantsOf,
} from './probe5-parts.ts';
import { digits } from './sample-data.ts';

/** Brands and the legal names behind them. */
const FIRMS: Record<Tongue, readonly (readonly [string, string])[]> = {
  de: [
    ['nordwind', 'Nordwind IT-Service GmbH'],
    ['KLARWERK', 'Klarwerk Medien GmbH & Co. KG'],
    ['hausmann technik', 'Hausmann Gebäudetechnik GmbH'],
  ],
  fr: [
    ['atelier brume', 'Brume Design SAS'],
    ['LUMIO', 'Lumio Éclairage SARL'],
    ['vertical', 'Vertical Conseil SAS'],
  ],
  en: [
    ['oakleaf', 'Oakleaf Digital Ltd'],
    ['BRIGHTSIDE', 'Brightside Facilities Management Ltd'],
    ['tidewater', 'Tidewater Print Limited'],
  ],
};

const PEOPLE: Record<Tongue, readonly string[]> = {
  de: ['Martin Vogel', 'Sandra Kühn', 'Dr. Jan Peters'],
  fr: ['Nicolas Garnier', 'Élodie Perrin', 'Thomas Faure'],
  en: ['Daniel Price', 'Laura Fisher', 'Mark Owen'],
};

const WORDS = {
  de: {
    title: 'Rechnung',
    block: ['Rechnungs-Nr.', 'Kunden-Nr.', 'Datum', 'Ihr Ansprechpartner', 'Telefon'],
    intro: 'Sehr geehrte Damen und Herren, für unsere Leistungen berechnen wir Ihnen:',
    heads: ['Pos.', 'Beschreibung', 'Menge', 'Einzelpreis', 'Gesamtpreis'],
    net: 'Gesamtbetrag netto',
    vat: (rate: string) => `zzgl. Umsatzsteuer ${rate}`,
    total: 'Gesamtbetrag brutto',
    terms: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
    bank: ['Sparkasse Weserbergland', 'Volksbank Mittelhessen eG'],
    director: 'Geschäftsführer:',
    register: (n: string) => `Amtsgericht Bremen HRB ${n}`,
    vatId: 'USt-IdNr.',
  },
  fr: {
    title: 'Facture',
    block: ['N° de facture', 'N° client', 'Date', 'Votre contact', 'Téléphone'],
    intro: 'Madame, Monsieur, veuillez trouver ci-dessous le détail de nos prestations :',
    heads: ['N°', 'Désignation', 'Qté', 'P.U. HT', 'Total HT'],
    net: 'Total HT',
    vat: (rate: string) => `TVA ${rate}`,
    total: 'Total TTC',
    terms: 'Paiement à 30 jours par virement.',
    bank: ['Crédit Mutuel Lyon Part-Dieu', 'Banque Populaire Auvergne Rhône Alpes'],
    director: 'Président :',
    register: (n: string) => `RCS Lyon B ${n}`,
    vatId: 'TVA',
  },
  en: {
    title: 'Invoice',
    block: ['Invoice no.', 'Customer no.', 'Date', 'Your contact', 'Phone'],
    intro: 'Thank you for your order. We have charged the following:',
    heads: ['No.', 'Description', 'Qty', 'Unit price', 'Amount'],
    net: 'Net amount',
    vat: (rate: string) => `VAT ${rate}`,
    total: 'Total amount',
    terms: 'Payable within 30 days.',
    bank: ['Barclays Bank plc', 'Lloyds Bank plc'],
    director: 'Director:',
    register: (n: string) => `Registered in England and Wales No. ${n}`,
    vatId: 'VAT Reg No',
  },
} as const;

const tongueOfCountry = (options: EuOptions): Tongue =>
  options.country === 'DE' ? 'de' : options.country === 'FR' ? 'fr' : 'en';

/** Which brand a document's firm prints: its legal name is the seller's. */
const brandOf = (invoice: EuInvoice, tongue: Tongue): string =>
  FIRMS[tongue].find(([, name]) => name === invoice.seller.name)?.[0] ?? invoice.seller.name;

function makeLetter(random: Random, options: EuOptions): EuInvoice {
  const invoice = plainInvoice(random, options);
  const [, name] = random.pick(FIRMS[tongueOfCountry(options)]);
  return { ...invoice, seller: { ...invoice.seller, name: name ?? invoice.seller.name } };
}

/** The four footer columns, their lines at the same heights. */
function drawFooterColumns(random: Random, cursor: Cursor, invoice: EuInvoice, tongue: Tongue) {
  const words = WORDS[tongue];
  const { seller } = invoice;
  const domain = brandOf(invoice, tongue)
    .toLowerCase()
    .replace(/[^a-z]/gu, '');
  const columns = [
    [seller.name, seller.street, `${seller.postcode} ${seller.city}`],
    [
      `Tel. +${random.pick(['49', '33', '44'])} ${digits(random, 3)} ${digits(random, 5)}`,
      `info@${domain}.example`,
      `www.${domain}.example`,
    ],
    [
      random.pick(words.bank),
      `IBAN ${ibanOf(random, seller.country)}`,
      `BIC ${random.pick(['NOLADE21HOL', 'CMCIFR2A', 'BARCGB22'])}`,
    ],
    [
      `${words.director} ${random.pick(PEOPLE[tongue])}`,
      words.register(digits(random, 5)),
      `${words.vatId} ${seller.vatId ?? ''}`,
    ],
  ];
  for (const sheet of cursor.sheets) {
    sheet.rule(40, 555, 782);
    columns.forEach((lines, column) =>
      lines.forEach((line, index) =>
        sheet.text(45 + 130 * column, 793 + 9 * index, line, { size: 6 }),
      ),
    );
  }
}

function drawLetterInvoice(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const tongue = tongueOf(style);
  const words = WORDS[tongue];
  const { money, day } = penOf(random, invoice, tongue);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  const brand = brandOf(invoice, tongue);
  sheet.text(400, 55, brand, { bold: true, size: 22 });
  sheet.text(45, 120, `${brand} · ${seller.street} · ${seller.postcode} ${seller.city}`, {
    size: 6,
  });
  [buyer.name, buyer.street, `${buyer.postcode} ${buyer.city}`].forEach((line, index) =>
    sheet.text(45, 138 + 12 * index, line),
  );
  const values = [
    invoice.number,
    invoice.customerNumber,
    day(invoice.date),
    random.pick(PEOPLE[tongue]),
    `${digits(random, 4)} ${digits(random, 6)}`,
  ];
  words.block.forEach((label, index) => {
    sheet.text(380, 120 + 12 * index, label, { size: 8 });
    sheet.text(470, 120 + 12 * index, values[index] ?? '', { size: 8 });
  });
  sheet.text(45, 250, `${words.title} ${invoice.number}`, { bold: true, size: 12 });
  sheet.text(45, 270, words.intro);
  cursor.y = 295;
  sheet.headings(cursor.y, [
    [45, words.heads[0]],
    [80, words.heads[1]],
    [360, words.heads[2], true],
    [450, words.heads[3], true],
    [550, words.heads[4], true],
  ]);
  sheet.rule(40, 555, cursor.y + 5);
  cursor.y += 20;
  invoice.items.forEach((item, index) => {
    sheet.text(45, cursor.y, String(index + 1));
    sheet.text(80, cursor.y, item.description);
    sheet.right(360, cursor.y, String(item.quantity));
    sheet.right(450, cursor.y, money(item.price));
    sheet.right(550, cursor.y, money(lineAmountOf(item)));
    cursor.y += 15;
  });
  sheet.rule(40, 555, cursor.y - 5);
  cursor.y += 10;
  drawAmountRows(cursor, [
    [words.net, money(invoice.net)],
    ...invoice.taxes.map((tax): [string, string] => [
      words.vat(rateText(tax.rate, tongue)),
      money(tax.amount),
    ]),
    [words.total, money(invoice.total), true],
  ]);
  cursor.y += 16;
  drawNotes(cursor, [words.terms]);
  drawFooterColumns(random, cursor, invoice, tongue);
  return finish(cursor, tongue);
}

export const FOOTER_COLUMNS_FAMILY: EuFamily = {
  name: 'eu-footer-columns',
  half: 'held',
  kind: "A business letter's invoice (DIN 5008 and its French and English kin) whose legal name stands only in the footer: a brand as the logo at the top right and in the sender line, an information block with a contact person, four footer columns side by side (name and address; contacts; bank; director, register, VAT id)",
  style: styleOf('de'),
  options: SELLERS.de,
  variants: variantsOf((tongue) => ({ ...SELLERS[tongue], itemCount: [1, 9] })),
  flavours: ['facturx-en16931', 'xrechnung-cii', 'zugferd2-en16931'],
  own: { make: makeLetter, draw: drawLetterInvoice },
};
