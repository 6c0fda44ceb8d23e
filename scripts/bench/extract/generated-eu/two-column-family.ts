// A held family of the fourth probe: an invoice from a word-processor template with a two-column
// letterhead (German, French, British): the customer's block at the top LEFT where a letterhead
// usually stands, the seller's at the top right, both names alike in bold, each block labelled
// (`Rechnungsempfänger` / `Rechnungssteller`, `Destinataire` / `Émetteur`, `Bill to` / `From`) or
// not, the seller's with phone, e-mail, web and ids; a band with the title and number on the left
// and the place and date on the right; items, totals, and a footer with the bank only.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { Language } from './format.ts';
import { type EuInvoice, type EuOptions } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, ensureRoom, finish, startDocument } from './probe-parts.ts';
import { amountCell, drawSimpleTable, plainInvoice, quantityOf } from './probe3-parts.ts';
import { penOf } from './probe4-parts.ts';
import {
  digits,
  ENGLISH_GOODS,
  FRENCH_COMPANIES,
  FRENCH_GOODS,
  FRENCH_STREETS,
  frenchNumber,
  frenchSiret,
  frenchVat,
  GERMAN_COMPANIES,
  GERMAN_GOODS,
  GERMAN_STREETS,
  germanNumber,
  germanTaxNumber,
  germanVat,
  UK_COMPANIES,
  UK_STREETS,
  ukVat,
} from './sample-data.ts';

const WORDS = {
  de: {
    to: 'Rechnungsempfänger',
    from: 'Rechnungssteller',
    title: 'RECHNUNG',
    number: ['Nr.', 'Rechnungsnummer'],
    date: ['Datum:', 'Rechnungsdatum:'],
    customer: 'Kundennr.',
    delivery: 'Lieferdatum',
    due: 'Zahlungsziel',
    heads: ['Artikel', 'Anzahl', 'Preis', 'Summe'],
    net: 'Zwischensumme',
    vat: 'MwSt.',
    total: 'Gesamtsumme',
    vatId: 'USt-IdNr.',
    thanks: 'Vielen Dank für Ihren Auftrag!',
  },
  fr: {
    to: 'Destinataire',
    from: 'Émetteur',
    title: 'FACTURE',
    number: ['N°', 'Numéro'],
    date: ['Date :', 'Date de facture :'],
    customer: 'Réf. client',
    delivery: 'Date de livraison',
    due: 'Échéance',
    heads: ['Produit', 'Quantité', 'Prix unitaire', 'Total'],
    net: 'Sous-total HT',
    vat: 'TVA',
    total: 'Total TTC',
    vatId: 'TVA intracom.',
    thanks: 'Merci pour votre confiance.',
  },
  en: {
    to: 'Bill to',
    from: 'From',
    title: 'INVOICE',
    number: ['No.', 'Invoice #'],
    date: ['Date:', 'Invoice date:'],
    customer: 'Customer ID',
    delivery: 'Delivery date',
    due: 'Due date',
    heads: ['Item', 'Quantity', 'Unit price', 'Line total'],
    net: 'Subtotal',
    vat: 'VAT',
    total: 'Total',
    vatId: 'VAT No.',
    thanks: 'Thank you for your business.',
  },
} as const;

function drawTwoColumns(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const language = style.language === 'fr' || style.language === 'de' ? style.language : 'en';
  const words = WORDS[language];
  const { money, day } = penOf(random, invoice, language);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  const isLabelled = random.chance(0.6);
  const domain =
    seller.name
      .split(' ')[0]
      ?.toLowerCase()
      .replace(/[^a-z]/gu, '') ?? 'firma';
  const left = [
    buyer.name,
    buyer.street,
    `${buyer.postcode} ${buyer.city}`,
    ...(random.chance(0.5) ? [`${words.vatId} ${buyer.vatId ?? ''}`] : []),
  ];
  const right = [
    seller.name,
    seller.street,
    `${seller.postcode} ${seller.city}`,
    `Tel. +${random.pick(['49', '33', '44'])} ${digits(random, 3)} ${digits(random, 6)}`,
    `info@${domain}.example`,
    `www.${domain}.example`,
    `${words.vatId} ${seller.vatId ?? ''}`,
  ];
  const top = 50;
  if (isLabelled) {
    sheet.text(45, top, words.to, { bold: true, size: 8 });
    sheet.text(360, top, words.from, { bold: true, size: 8 });
  }
  const start = isLabelled ? top + 14 : top;
  left.forEach((line, index) =>
    sheet.text(45, start + 12 * index, line, index === 0 ? { bold: true, size: 11 } : {}),
  );
  right.forEach((line, index) =>
    sheet.text(360, start + 12 * index, line, index === 0 ? { bold: true, size: 11 } : { size: 8 }),
  );
  const band = 170;
  sheet.rule(40, 555, band - 14);
  sheet.text(45, band, `${words.title} ${random.pick(words.number)} ${invoice.number}`, {
    bold: true,
    size: 14,
  });
  const dated = random.chance(0.5)
    ? `${seller.city}, ${day(invoice.date)}`
    : `${random.pick(words.date)} ${day(invoice.date)}`;
  sheet.right(550, band, dated);
  const facts: [string, string][] = [
    [words.customer, invoice.customerNumber],
    [words.delivery, day(invoice.deliveryDate)],
    [words.due, day(invoice.dueDate)],
  ];
  facts.forEach(([label, value], index) => {
    sheet.text(45 + 170 * index, band + 22, label, { bold: true, size: 7 });
    sheet.text(45 + 170 * index, band + 33, value, { size: 9 });
  });
  sheet.rule(40, 555, band + 42);
  cursor.y = band + 70;
  drawSimpleTable(cursor, invoice, [
    { heading: words.heads[0], x: 45, cell: (item) => item.description },
    {
      heading: words.heads[1],
      x: 330,
      isRight: true,
      cell: (item) => quantityOf(item.quantity, language === 'en' ? 'plain' : 'comma'),
    },
    { heading: words.heads[2], x: 440, isRight: true, cell: (item) => money(item.price) },
    { heading: words.heads[3], x: 550, isRight: true, cell: amountCell(money) },
  ]);
  ensureRoom(random, cursor, 120);
  const rows: [string, string, boolean][] = [[words.net, money(invoice.net), false]];
  for (const tax of invoice.taxes) {
    rows.push([
      `${words.vat} ${String(tax.rate).replace('.', language === 'en' ? '.' : ',')} %`,
      money(tax.amount),
      false,
    ]);
  }
  rows.push([words.total, money(invoice.total), true]);
  for (const [label, value, isBold] of rows) {
    sheet.text(360, cursor.y, label, { bold: isBold });
    sheet.right(550, cursor.y, value, { bold: isBold });
    cursor.y += 14;
  }
  cursor.y += 16;
  drawNotes(cursor, [words.thanks]);
  const ids =
    language === 'de'
      ? `Steuernr. ${seller.taxNumber ?? ''}`
      : language === 'fr'
        ? `SIRET ${seller.taxNumber ?? ''}`
        : `Company No. ${digits(random, 8)}`;
  cursor.sheet.text(
    45,
    800,
    `IBAN ${seller.country}${digits(random, 2)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} · BIC ${random.pick(['COBADEFFXXX', 'SOGEFRPP', 'NWBKGB2L'])} · ${ids}`,
    { size: 7 },
  );
  return finish(cursor, language);
}

const styleOf = (language: Language): PageStyle => ({
  language,
  seller: ['right'],
  meta: ['left'],
  summary: ['lines'],
  amounts: ['dot-comma'],
  dates: ['dotted'],
  marks: ['sign-suffix'],
});

const GERMAN: EuOptions = {
  country: 'DE',
  rates: [19, 19, 7],
  goods: GERMAN_GOODS,
  companies: GERMAN_COMPANIES,
  streets: GERMAN_STREETS,
  vatIdOf: germanVat,
  taxNumberOf: germanTaxNumber,
  numberOf: germanNumber,
  itemCount: [1, 8],
};

export const TWO_COLUMN_FAMILY: EuFamily = {
  name: 'eu-two-column',
  half: 'held',
  kind: 'A template invoice with a two-column letterhead: the customer top left, the seller top right with contacts and ids, both names in bold, labelled or not; title and number with the place and date in a band, the bank alone in the footer',
  style: styleOf('de'),
  options: GERMAN,
  variants: [
    { style: styleOf('de'), options: GERMAN },
    {
      style: styleOf('fr'),
      options: {
        country: 'FR',
        rates: [20, 20, 10, 5.5],
        goods: FRENCH_GOODS,
        companies: FRENCH_COMPANIES,
        streets: FRENCH_STREETS,
        vatIdOf: frenchVat,
        taxNumberOf: frenchSiret,
        numberOf: frenchNumber,
        itemCount: [1, 8],
      },
    },
    {
      style: styleOf('en'),
      options: {
        country: 'GB',
        currency: 'GBP',
        rates: [20, 20, 5],
        goods: ENGLISH_GOODS,
        companies: UK_COMPANIES,
        streets: UK_STREETS,
        vatIdOf: ukVat,
        numberOf: (random) => `${random.int(1000, 9999)}`,
        itemCount: [1, 8],
      },
    },
  ],
  flavours: ['facturx-en16931', 'xrechnung-cii', 'peppol-ubl'],
  own: { make: (random, options) => plainInvoice(random, options), draw: drawTwoColumns },
};
