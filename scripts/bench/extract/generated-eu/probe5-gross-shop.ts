// A tune family of the fifth probe: a web shop's invoice to a consumer whose prices include the
// VAT (Shopware / WooCommerce Germanized, PrestaShop, Shopify): order number and date beside the
// invoice's, billing and shipping addresses, an item table in gross prices with a rate or tax code
// per row (`Preis inkl. MwSt.`, `Prix TTC`, `Price inc. VAT`), shipping in the sums, the gross
// total, then the tax it contains per rate (lines `enthaltene MwSt. 19 %`, `dont TVA 5,5 %`,
// `includes VAT 20%`, or a Steuersatz | Netto | MwSt. | Brutto table); the net printed at times.
// The tax is worked out of each rate's gross sum, as shops do; answers' line amounts stay net.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { type EuInvoice, type EuItem, type EuOptions, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, ensureRoom, finish, startDocument } from './probe-parts.ts';
import { plainInvoice } from './probe3-parts.ts';
import { MARKET_GOODS, MARKET_SELLERS, penOf, PRIVATE_NAMES } from './probe4-parts.ts';
import {
  drawAmountRows,
  rateText,
  SELLERS,
  styleOf,
  type Tongue,
  tongueOf,
  variantsOf,
} from './probe5-parts.ts';
import { digits } from './sample-data.ts';

const WORDS = {
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    order: 'Bestellnummer',
    ordered: 'Bestelldatum',
    billing: 'Rechnungsadresse',
    shipping: 'Lieferadresse',
    heads: ['Artikel', 'Menge', 'Einzelpreis', 'MwSt.', 'Gesamt'],
    gross: ['Zwischensumme', 'Summe Artikel (brutto)'],
    freight: 'Versand (DHL Paket)',
    total: ['Gesamtsumme', 'Rechnungsbetrag (inkl. MwSt.)', 'Gesamtbetrag'],
    contained: (rate: string) => `enthaltene MwSt. ${rate}`,
    containedOf: (rate: string, net: string) => `inkl. ${rate} MwSt. auf ${net}`,
    net: 'Gesamtnetto',
    table: ['Steuersatz', 'Netto', 'MwSt.', 'Brutto'],
    all: 'Alle Preise inkl. gesetzlicher MwSt.',
    paid: 'Bezahlt per PayPal.',
  },
  fr: {
    title: 'Facture',
    number: 'Numéro de facture',
    date: 'Date de facture',
    order: 'Référence de commande',
    ordered: 'Date de commande',
    billing: 'Adresse de facturation',
    shipping: 'Adresse de livraison',
    heads: ['Produit', 'Qté', 'Prix unitaire TTC', 'TVA', 'Total TTC'],
    gross: ['Total produits TTC', 'Sous-total TTC'],
    freight: 'Frais de livraison (Colissimo)',
    total: ['Total TTC', 'Total à payer', 'Total'],
    contained: (rate: string) => `dont TVA ${rate}`,
    containedOf: (rate: string, net: string) => `dont TVA ${rate} sur ${net} HT`,
    net: 'Total HT',
    table: ['Taux', 'Base HT', 'TVA', 'Total TTC'],
    all: 'Prix affichés toutes taxes comprises.',
    paid: 'Payé par carte bancaire.',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    order: 'Order number',
    ordered: 'Order date',
    billing: 'Billing address',
    shipping: 'Shipping address',
    heads: ['Product', 'Qty', 'Price (inc. VAT)', 'VAT', 'Total'],
    gross: ['Subtotal', 'Items total (inc. VAT)'],
    freight: 'Shipping (Royal Mail Tracked 48)',
    total: ['Total', 'Order total', 'Total paid'],
    contained: (rate: string) => `includes VAT ${rate}`,
    containedOf: (rate: string, net: string) => `includes ${rate} VAT on ${net}`,
    net: 'Total excl. VAT',
    table: ['VAT rate', 'Net', 'VAT', 'Gross'],
    all: 'All prices include VAT.',
    paid: 'Paid by card.',
  },
} as const;

const tongueOfCountry = (options: EuOptions): Tongue =>
  options.country === 'DE' ? 'de' : options.country === 'FR' ? 'fr' : 'en';

type GrossRow = { item: EuItem; unit: number; amount: number };

/** Gross prices per unit and per row, for the facts' items. */
const grossRowsOf = (items: readonly EuItem[]): GrossRow[] =>
  items.map((item) => {
    const unit = round(item.price * (1 + item.rate / 100));
    return { item, unit, amount: round(unit * item.quantity) };
  });

/**
 * The shop's facts: goods at two rates in gross prices ending in .99 or .95 and at times a gross
 * shipping charge; each rate's tax is its gross sum's contained share, the net what is left.
 */
function makeShopInvoice(random: Random, options: EuOptions): EuInvoice {
  const tongue = tongueOfCountry(options);
  const base = plainInvoice(random, options);
  const [high = 20, , low = 7] = options.rates;
  const count = random.int(1, 6);
  const items: EuItem[] = Array.from({ length: count }, () => {
    const rate = random.chance(0.3) ? low : high;
    const gross = random.int(3, 180) + random.pick([0.99, 0.95, 0.5, 0]);
    return {
      description: random.pick(MARKET_GOODS[tongue]),
      quantity: random.pick([1, 1, 1, 2, 3]),
      price: round(gross / (1 + rate / 100)),
      rate,
    };
  });
  const shippingGross = random.pick([0, 4.95, 5.9, 3.99]);
  const byRate = new Map<number, number>();
  for (const row of grossRowsOf(items)) {
    byRate.set(row.item.rate, round((byRate.get(row.item.rate) ?? 0) + row.amount));
  }
  byRate.set(high, round((byRate.get(high) ?? 0) + shippingGross));
  const taxes = [...byRate.entries()]
    .filter(([, gross]) => gross > 0)
    .sort((a, b) => b[0] - a[0])
    .map(([rate, gross]) => {
      const amount = round((gross * rate) / (100 + rate));
      return { rate, base: round(gross - amount), amount };
    });
  const total = round([...byRate.values()].reduce((sum, gross) => sum + gross, 0));
  const tax = round(taxes.reduce((sum, line) => sum + line.amount, 0));
  const net = round(total - tax);
  const shippingNet = round(shippingGross / (1 + high / 100));
  return {
    ...base,
    seller: { ...base.seller, name: random.pick(MARKET_SELLERS[tongue]) },
    items,
    allowances:
      shippingGross > 0
        ? [{ isCharge: true, reason: 'shipping', amount: shippingNet, rate: high }]
        : [],
    lineTotal: round(net - (shippingGross > 0 ? shippingNet : 0)),
    allowanceTotal: 0,
    chargeTotal: shippingGross > 0 ? shippingNet : 0,
    net,
    taxes,
    tax,
    total,
    prepaid: 0,
    due: total,
  };
}

function drawShopInvoice(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const tongue = tongueOf(style);
  const words = WORDS[tongue];
  const { money, day } = penOf(random, invoice, tongue);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller } = invoice;
  sheet.text(45, 50, seller.name, { bold: true, size: 16 });
  sheet.text(45, 64, `${seller.street}, ${seller.postcode} ${seller.city}`, { size: 8 });
  const customer = random.pick(PRIVATE_NAMES[tongue]);
  const address = [
    customer,
    invoice.buyer.street,
    `${invoice.buyer.postcode} ${invoice.buyer.city}`,
  ];
  sheet.text(45, 110, words.billing, { bold: true, size: 8 });
  sheet.text(220, 110, words.shipping, { bold: true, size: 8 });
  address.forEach((line, index) => {
    sheet.text(45, 123 + 12 * index, line);
    sheet.text(220, 123 + 12 * index, line);
  });
  const orderNumber = `${random.pick(['#', '', 'SW'])}${random.int(10000, 99999)}`;
  const facts: [string, string][] = [
    [words.number, invoice.number],
    [words.date, day(invoice.date)],
    [words.order, orderNumber],
    [words.ordered, day(invoice.orderDate)],
  ];
  if (random.chance(0.4)) {
    facts.push(facts.shift() as [string, string], facts.shift() as [string, string]);
  }
  facts.forEach(([label, value], index) => {
    sheet.text(400, 110 + 12 * index, `${label}:`, { size: 8 });
    sheet.right(550, 110 + 12 * index, value, { size: 8 });
  });
  sheet.text(45, 195, `${words.title} ${invoice.number}`, { bold: true, size: 14 });
  cursor.y = 225;
  const codes = random.chance(0.4);
  const rates = [...new Set(invoice.items.map((item) => item.rate))].sort((a, b) => b - a);
  const codeOf = (rate: number): string =>
    codes ? String.fromCharCode(65 + rates.indexOf(rate)) : rateText(rate, tongue);
  sheet.headings(cursor.y, [
    [45, words.heads[0]],
    [330, words.heads[1], true],
    [420, words.heads[2], true],
    [470, words.heads[3], true],
    [550, words.heads[4], true],
  ]);
  sheet.rule(40, 555, cursor.y + 5);
  cursor.y += 20;
  for (const row of grossRowsOf(invoice.items)) {
    sheet.text(45, cursor.y, row.item.description);
    sheet.right(330, cursor.y, String(row.item.quantity));
    sheet.right(420, cursor.y, money(row.unit));
    sheet.right(470, cursor.y, codeOf(row.item.rate));
    sheet.right(550, cursor.y, money(row.amount));
    cursor.y += 15;
  }
  sheet.rule(40, 555, cursor.y - 5);
  cursor.y += 10;
  ensureRoom(random, cursor, 180);
  // The shipping as the shop charged it, gross: what the total holds beyond the rows.
  const itemsGross = round(grossRowsOf(invoice.items).reduce((sum, row) => sum + row.amount, 0));
  const shippingGross = round(invoice.total - itemsGross);
  const rows: [string, string, boolean?][] = [];
  if (shippingGross > 0) {
    rows.push([random.pick(words.gross), money(itemsGross)]);
    rows.push([words.freight, money(shippingGross)]);
  }
  rows.push([random.pick(words.total), money(invoice.total), true]);
  const summary = random.pick(['lines', 'lines-on', 'table'] as const);
  if (summary !== 'table') {
    for (const tax of invoice.taxes) {
      const rate = codes
        ? `${codeOf(tax.rate)} ${rateText(tax.rate, tongue)}`
        : rateText(tax.rate, tongue);
      rows.push([
        summary === 'lines' ? words.contained(rate) : words.containedOf(rate, money(tax.base)),
        money(tax.amount),
      ]);
    }
    if (random.chance(0.4)) {
      rows.push([words.net, money(invoice.net)]);
    }
  }
  drawAmountRows(cursor, rows, 300);
  if (summary === 'table') {
    cursor.y += 10;
    sheet.headings(
      cursor.y,
      [
        [300, words.table[0]],
        [410, words.table[1], true],
        [480, words.table[2], true],
        [550, words.table[3], true],
      ],
      8,
    );
    cursor.y += 13;
    for (const tax of invoice.taxes) {
      sheet.text(
        300,
        cursor.y,
        codes ? `${codeOf(tax.rate)} ${rateText(tax.rate, tongue)}` : rateText(tax.rate, tongue),
        { size: 8 },
      );
      sheet.right(410, cursor.y, money(tax.base), { size: 8 });
      sheet.right(480, cursor.y, money(tax.amount), { size: 8 });
      sheet.right(550, cursor.y, money(round(tax.base + tax.amount)), { size: 8 });
      cursor.y += 12;
    }
  }
  cursor.y += 20;
  drawNotes(cursor, [words.all, words.paid]);
  const id = `${tongue === 'de' ? 'USt-IdNr.' : tongue === 'fr' ? 'N° TVA' : 'VAT No.'} ${seller.vatId ?? ''}`;
  sheet.text(
    45,
    800,
    `${seller.name} · ${id} · ${tongue === 'en' ? 'Company No.' : tongue === 'fr' ? 'SIRET' : 'HRB'} ${digits(random, 6)}`,
    { size: 7 },
  );
  return finish(cursor, tongue);
}

const OPTIONS = (tongue: Tongue): EuOptions => ({
  ...SELLERS[tongue],
  rates: tongue === 'de' ? [19, 19, 7] : tongue === 'fr' ? [20, 20, 5.5] : [20, 20, 5],
});

export const GROSS_SHOP_FAMILY: EuFamily = {
  name: 'eu-gross-shop',
  half: 'tune',
  kind: "A web shop's invoice to a consumer in gross prices (Preis inkl. MwSt., Prix TTC, Price inc. VAT): order number and date beside the invoice's, billing and shipping addresses, a rate or tax letter per row, shipping, the total, then the VAT it contains per rate (lines or a rate | net | VAT | gross table), the net at times",
  style: styleOf('de'),
  options: OPTIONS('de'),
  variants: variantsOf(OPTIONS),
  flavours: ['zugferd2-en16931', 'facturx-en16931', 'xrechnung-cii'],
  own: { make: makeShopInvoice, draw: drawShopInvoice },
};
