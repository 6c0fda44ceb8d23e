// A tune family of the fourth probe: an invoice a marketplace prints for one of its sellers
// (German, French or British). `Rechnung / Facture / Invoice` with `Bezahlt`, the seller under
// `Verkauft von / Vendu par / Sold by` with its VAT id, the billing and the delivery address side
// by side, the order's number and date beside the invoice's own, a table with each unit price
// without and with VAT, the rate, and the line's gross, a shipping row, the totals, a VAT summary,
// and the marketplace's own name, address and VAT id in the footer (`versandt durch`, `fulfilled
// by`). The issuer is the seller, never the marketplace.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { Language } from './format.ts';
import { type EuInvoice, type EuOptions, lineAmountOf, makeEuInvoice, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, finish, startDocument } from './probe-parts.ts';
import {
  grossOf,
  MARKET_GOODS,
  MARKET_SELLERS,
  penOf,
  PRIVATE_NAMES,
  withShipping,
} from './probe4-parts.ts';
import {
  digits,
  FRENCH_STREETS,
  frenchSiret,
  frenchVat,
  GERMAN_STREETS,
  germanTaxNumber,
  germanVat,
  UK_STREETS,
  ukVat,
} from './sample-data.ts';

const WORDS = {
  de: {
    title: 'Rechnung',
    paid: 'Bezahlt',
    soldBy: 'Verkauft von',
    billing: 'Rechnungsadresse',
    delivery: 'Lieferadresse',
    invoiceDate: ['Rechnungsdatum/Lieferdatum', 'Rechnungsdatum'],
    number: ['Rechnungsnummer', 'Rechnungsnr.'],
    payable: 'Zahlbetrag',
    order: 'Bestellinformationen',
    orderDate: 'Bestelldatum',
    orderNumber: 'Bestellnummer',
    heads: [
      'Beschreibung',
      'Menge',
      'Stückpreis (ohne USt.)',
      'USt. %',
      'Stückpreis (inkl. USt.)',
      'Zwischensumme (inkl. USt.)',
    ],
    shipping: 'Versandkosten',
    total: 'Gesamt',
    vatHead: ['USt. %', 'Zwischensumme (ohne USt.)', 'USt.'],
    fulfilled: 'Versand durch',
    vatId: 'USt-IdNr.',
  },
  fr: {
    title: 'Facture',
    paid: 'Payé',
    soldBy: 'Vendu par',
    billing: 'Adresse de facturation',
    delivery: 'Adresse de livraison',
    invoiceDate: ['Date de facturation/Date de livraison', 'Date de la facture'],
    number: ['Numéro de la facture', 'N° de facture'],
    payable: 'Total à payer',
    order: 'Informations sur la commande',
    orderDate: 'Date de la commande',
    orderNumber: 'Numéro de la commande',
    heads: [
      'Description',
      'Qté',
      'Prix unitaire (HT)',
      'TVA %',
      'Prix unitaire (TTC)',
      'Prix total (TTC)',
    ],
    shipping: 'Frais de livraison',
    total: 'Total',
    vatHead: ['TVA %', 'Total HT', 'TVA'],
    fulfilled: 'Expédié par',
    vatId: 'N° TVA',
  },
  en: {
    title: 'Invoice',
    paid: 'Paid',
    soldBy: 'Sold by',
    billing: 'Billing address',
    delivery: 'Delivery address',
    invoiceDate: ['Invoice date / Delivery date', 'Invoice date'],
    number: ['Invoice #', 'Invoice number'],
    payable: 'Total payable',
    order: 'Order information',
    orderDate: 'Order date',
    orderNumber: 'Order #',
    heads: [
      'Description',
      'Qty',
      'Unit price (excl. VAT)',
      'VAT rate',
      'Unit price (incl. VAT)',
      'Item subtotal (incl. VAT)',
    ],
    shipping: 'Shipping charges',
    total: 'Total',
    vatHead: ['VAT rate', 'Item subtotal (excl. VAT)', 'VAT'],
    fulfilled: 'Fulfilled by',
    vatId: 'VAT #',
  },
} as const;

const MARKETPLACE = {
  name: 'Shopora EU S.à r.l.',
  address: '38 avenue John F. Kennedy, L-1855 Luxembourg',
  vat: 'LU26375245',
};

/** A marketplace's invoice numbers (`DE4-ABC12-345678`), and its order numbers (`302-…-…`). */
const marketNumber = (random: Random): string =>
  `${random.pick(['DE', 'FR', 'GB'])}${random.int(1, 9)}-${random.pick(['ABCD', 'KXQZ', 'LMRT'])}${random.int(10, 99)}-${digits(random, 6)}`;

function makeOrder(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeEuInvoice(random, { ...options, creditNoteChance: 0 });
  const items = drawn.items.slice(0, random.int(1, 4)).map(({ discount: _discount, ...item }) => ({
    ...item,
    price: round(item.price > 120 ? item.price / 10 : item.price),
  }));
  const shipping = random.pick([0, 0, 3.99, 4.49, 5.99]);
  const invoice = withShipping(drawn, items, shipping);
  return {
    ...invoice,
    isCreditNote: false,
    orderNumber: `${random.int(301, 408)}-${digits(random, 7)}-${digits(random, 7)}`,
    orderDate: addDays(invoice.date, -random.int(0, 3)),
    cashDiscountRate: 0,
  };
}

function drawOrder(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const language = style.language === 'fr' || style.language === 'de' ? style.language : 'en';
  const words = WORDS[language];
  const { money, day } = penOf(random, invoice, language);
  const rate = (value: number) => `${String(value).replace('.', language === 'en' ? '.' : ',')}%`;
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  sheet.text(45, 50, `${words.title}`, { bold: true, size: 18 });
  sheet.text(45, 72, words.paid, { bold: true, size: 10 });
  sheet.text(370, 50, `${words.payable} ${money(invoice.total)}`, { bold: true, size: 10 });
  const meta: [string, string][] = [
    [random.pick(words.invoiceDate), day(invoice.date)],
    [random.pick(words.number), invoice.number],
  ];
  meta.forEach(([label, value], index) =>
    sheet.text(370, 66 + 12 * index, `${label} ${value}`, { size: 8 }),
  );
  const person = random
    .pick(PRIVATE_NAMES[language])
    .replace(/^(Herrn|Frau|M\.|Mme|Mr|Mrs|Ms) (et Mme )?/u, '');
  const address = [person, buyer.street, `${buyer.postcode} ${buyer.city}`];
  const blocks: [number, string, readonly string[]][] = [
    [45, words.billing, address],
    [230, words.delivery, address],
    [
      400,
      words.soldBy,
      [
        seller.name,
        seller.street,
        `${seller.postcode} ${seller.city}`,
        `${words.vatId} ${seller.vatId ?? ''}`,
      ],
    ],
  ];
  for (const [x, label, lines] of blocks) {
    sheet.text(x, 110, label, { bold: true, size: 8 });
    lines.forEach((line, index) => sheet.text(x, 122 + 11 * index, line, { size: 8 }));
  }
  sheet.text(45, 185, words.order, { bold: true, size: 9 });
  sheet.text(45, 198, `${words.orderDate} ${day(invoice.orderDate)}`, { size: 8 });
  sheet.text(45, 209, `${words.orderNumber} ${invoice.orderNumber}`, { size: 8 });
  cursor.y = 240;
  const columns: [number, string, boolean][] = [
    [45, words.heads[0], false],
    [265, words.heads[1], true],
    [345, words.heads[2], true],
    [395, words.heads[3], true],
    [475, words.heads[4], true],
    [555, words.heads[5], true],
  ];
  sheet.headings(cursor.y, columns, 7);
  sheet.rule(40, 555, cursor.y + 5);
  cursor.y += 18;
  const row = (cells: readonly string[]) => {
    cells.forEach((text, index) => {
      const [x, , isRight] = columns[index] ?? [45, '', false];
      if (isRight) {
        sheet.right(x, cursor.y, text, { size: 8 });
      } else {
        sheet.text(x, cursor.y, text, { size: 8 });
      }
    });
    cursor.y += 14;
  };
  for (const item of invoice.items) {
    row([
      item.description,
      String(item.quantity),
      money(item.price),
      rate(item.rate),
      money(grossOf(item.price, item.rate)),
      money(grossOf(lineAmountOf(item), item.rate)),
    ]);
  }
  const shipping = invoice.chargeTotal;
  if (shipping > 0 || random.chance(0.5)) {
    const shippingRate = invoice.items[0]?.rate ?? 0;
    row([
      words.shipping,
      '',
      money(shipping),
      rate(shippingRate),
      money(grossOf(shipping, shippingRate)),
      money(grossOf(shipping, shippingRate)),
    ]);
  }
  sheet.rule(40, 555, cursor.y - 4);
  cursor.y += 6;
  sheet.text(45, cursor.y, words.total, { bold: true });
  sheet.right(345, cursor.y, money(invoice.net), { bold: true, size: 8 });
  sheet.right(555, cursor.y, money(invoice.total), { bold: true });
  cursor.y += 30;
  sheet.headings(
    cursor.y,
    [
      [45, words.vatHead[0]],
      [260, words.vatHead[1], true],
      [360, words.vatHead[2], true],
    ],
    7,
  );
  cursor.y += 14;
  for (const tax of invoice.taxes) {
    sheet.text(45, cursor.y, rate(tax.rate), { size: 8 });
    sheet.right(260, cursor.y, money(tax.base), { size: 8 });
    sheet.right(360, cursor.y, money(tax.amount), { size: 8 });
    cursor.y += 12;
  }
  sheet.text(45, cursor.y, words.total, { bold: true, size: 8 });
  sheet.right(260, cursor.y, money(invoice.net), { size: 8 });
  sheet.right(360, cursor.y, money(invoice.tax), { size: 8 });
  cursor.y += 30;
  drawNotes(cursor, [
    language === 'de'
      ? `${words.fulfilled} ${MARKETPLACE.name} - Die Rechnung wurde im Auftrag des Verkäufers erstellt.`
      : language === 'fr'
        ? `${words.fulfilled} ${MARKETPLACE.name} - Facture émise au nom et pour le compte du vendeur.`
        : `${words.fulfilled} ${MARKETPLACE.name} - This invoice was issued on behalf of the seller.`,
  ]);
  sheet.text(45, 790, `${MARKETPLACE.name} · ${MARKETPLACE.address}`, { size: 7 });
  sheet.text(45, 800, `${words.vatId} ${MARKETPLACE.vat} · RCS Luxembourg B 101818`, { size: 7 });
  return finish(cursor, language);
}

const styleOf = (language: Language): PageStyle => ({
  language,
  seller: ['right'],
  meta: ['right'],
  summary: ['breakdown'],
  amounts: ['dot-comma'],
  dates: ['dotted'],
  marks: ['sign-suffix'],
});

const GERMAN: EuOptions = {
  country: 'DE',
  rates: [19, 19, 7],
  goods: MARKET_GOODS.de,
  companies: MARKET_SELLERS.de,
  streets: GERMAN_STREETS,
  vatIdOf: germanVat,
  taxNumberOf: germanTaxNumber,
  numberOf: marketNumber,
  itemCount: [1, 4],
  quantities: [1, 1, 2, 3],
};

export const MARKETPLACE_FAMILY: EuFamily = {
  name: 'eu-marketplace-order',
  half: 'tune',
  kind: "A marketplace's invoice for one of its sellers: Sold by with its VAT id beside billing and delivery addresses, the order's number and date beside the invoice's, unit prices without and with VAT, shipping, a VAT summary, the marketplace's name and VAT id in the footer",
  style: styleOf('de'),
  options: GERMAN,
  variants: [
    { style: styleOf('de'), options: GERMAN },
    {
      style: styleOf('fr'),
      options: {
        country: 'FR',
        rates: [20, 20, 5.5],
        goods: MARKET_GOODS.fr,
        companies: MARKET_SELLERS.fr,
        streets: FRENCH_STREETS,
        vatIdOf: frenchVat,
        taxNumberOf: frenchSiret,
        numberOf: marketNumber,
        itemCount: [1, 4],
        quantities: [1, 1, 2, 3],
      },
    },
    {
      style: styleOf('en'),
      options: {
        country: 'GB',
        currency: 'GBP',
        rates: [20, 20, 0],
        goods: MARKET_GOODS.en,
        companies: MARKET_SELLERS.en,
        streets: UK_STREETS,
        vatIdOf: ukVat,
        numberOf: marketNumber,
        itemCount: [1, 4],
        quantities: [1, 1, 2, 3],
      },
    },
  ],
  flavours: ['peppol-ubl', 'facturx-en16931', 'xrechnung-ubl'],
  own: { make: makeOrder, draw: drawOrder },
};
