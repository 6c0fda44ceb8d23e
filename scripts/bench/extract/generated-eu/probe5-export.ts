// A held family of the fifth probe: an export commercial invoice (Handelsrechnung, facture
// commerciale, commercial invoice) for goods leaving the seller's customs area: exporter,
// consignee and buyer blocks with EORI numbers, Incoterms, weights and packages, an item table
// with HS codes and the country of origin, freight in the sums, the total invoice value with its
// currency, no VAT (a tax-free export or zero-rated supply, its legal note), the origin
// declaration with an authorisation number, a signature with place and date.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { type EuInvoice, type EuOptions, type EuParty, lineAmountOf, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, ensureRoom, finish, startDocument } from './probe-parts.ts';
import { plainInvoice } from './probe3-parts.ts';
import { countryName, penOf, withShipping } from './probe4-parts.ts';
import {
  drawAmountRows,
  SELLERS,
  styleOf,
  type Tongue,
  tongueOf,
  variantsOf,
} from './probe5-parts.ts';
import { digits } from './sample-data.ts';

const WORDS = {
  de: {
    title: ['HANDELSRECHNUNG', 'Handelsrechnung / Commercial Invoice'],
    exporter: 'Ausführer / Versender',
    consignee: 'Empfänger',
    facts: {
      number: 'Rechnungs-Nr.',
      date: 'Datum',
      incoterms: 'Lieferbedingung',
      origin: 'Ursprungsland',
      packages: 'Anzahl Packstücke',
      gross: 'Bruttogewicht',
      net: 'Nettogewicht',
      tracking: 'Sendungsnummer',
    },
    heads: ['Zolltarifnr.', 'Warenbezeichnung', 'Menge', 'Stückpreis', 'Gesamtwert'],
    goods: 'Warenwert',
    freight: 'Fracht und Verpackung',
    vat: 'MwSt. 0 %',
    total: 'Rechnungsbetrag',
    note: 'Steuerfreie Ausfuhrlieferung gemäß § 4 Nr. 1a i. V. m. § 6 UStG.',
    declaration: (id: string) =>
      `Der Ausführer der Waren, auf die sich dieses Handelspapier bezieht (Bewilligung Nr. ${id}), erklärt, dass diese Waren, soweit nicht anders angegeben, präferenzbegünstigte Ursprungswaren der EU sind.`,
    sign: 'Ort, Datum, Unterschrift',
  },
  fr: {
    title: ['FACTURE COMMERCIALE', 'Facture export / Commercial Invoice'],
    exporter: 'Expéditeur / Exportateur',
    consignee: 'Destinataire',
    facts: {
      number: 'Facture n°',
      date: 'Date',
      incoterms: 'Incoterm',
      origin: "Pays d'origine",
      packages: 'Nombre de colis',
      gross: 'Poids brut',
      net: 'Poids net',
      tracking: 'N° de suivi',
    },
    heads: ['Code SH', 'Désignation', 'Qté', 'Prix unitaire', 'Valeur totale'],
    goods: 'Valeur marchandise',
    freight: 'Transport et emballage',
    vat: 'TVA 0 %',
    total: 'Total facture',
    note: 'Exonération de TVA, article 262 I du CGI (exportation).',
    declaration: (id: string) =>
      `L'exportateur des produits couverts par le présent document (autorisation douanière n° ${id}) déclare que, sauf indication claire du contraire, ces produits ont l'origine préférentielle UE.`,
    sign: 'Lieu, date, signature',
  },
  en: {
    title: ['COMMERCIAL INVOICE', 'Commercial Invoice (Export)'],
    exporter: 'Exporter / Shipper',
    consignee: 'Consignee',
    facts: {
      number: 'Invoice No.',
      date: 'Date',
      incoterms: 'Incoterms 2020',
      origin: 'Country of origin',
      packages: 'No. of packages',
      gross: 'Gross weight',
      net: 'Net weight',
      tracking: 'AWB / Tracking No.',
    },
    heads: ['Commodity code', 'Description of goods', 'Qty', 'Unit value', 'Total value'],
    goods: 'Total goods value',
    freight: 'Freight and packing',
    vat: 'VAT 0% (zero-rated export)',
    total: 'Total invoice value',
    note: 'Zero-rated export of goods. Reason for export: sale.',
    declaration: (id: string) =>
      `The exporter of the products covered by this document (customs authorisation No ${id}) declares that, except where otherwise clearly indicated, these products are of UK preferential origin.`,
    sign: 'Place, date, signature',
  },
} as const;

/** A customer outside the seller's customs area: Swiss or British for the EU, EU for the UK. */
function consigneeOf(random: Random, options: EuOptions): EuParty {
  const abroad: EuParty[] =
    options.country === 'GB'
      ? [
          {
            name: 'Nordlicht Maschinenbau GmbH',
            street: 'Hafenstraße 21',
            postcode: '20457',
            city: 'Hamburg',
            country: 'DE',
            vatId: `DE${digits(random, 9)}`,
          },
          {
            name: 'Van Dijk Logistiek B.V.',
            street: 'Keizersgracht 112',
            postcode: '1015 CW',
            city: 'Amsterdam',
            country: 'NL',
            vatId: `NL${digits(random, 9)}B01`,
          },
        ]
      : [
          {
            name: 'Bergmann Präzision AG',
            street: 'Industriestrasse 14',
            postcode: '8005',
            city: 'Zürich',
            country: 'CH',
            vatId: `CHE-${digits(random, 3)}.${digits(random, 3)}.${digits(random, 3)} MWST`,
          },
          {
            name: 'Harbour Components Ltd',
            street: '22 Dock Road',
            postcode: 'L3 4BB',
            city: 'Liverpool',
            country: 'GB',
            vatId: `GB ${digits(random, 3)} ${digits(random, 4)} ${digits(random, 2)}`,
          },
        ];
  return random.pick(abroad);
}

function makeExport(random: Random, options: EuOptions): EuInvoice {
  const invoice = plainInvoice(random, { ...options, rates: [0] });
  const freight = random.pick([0, 45, 85.5, 120, 260]);
  return {
    ...withShipping(invoice, invoice.items, freight),
    buyer: consigneeOf(random, options),
  };
}

const HS = ['8471 30 00', '8504 40 90', '9403 60 10', '3926 90 97', '8481 80 99', '6109 10 00'];

function drawExport(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const tongue = tongueOf(style);
  const words = WORDS[tongue];
  const { money, day } = penOf(random, invoice, tongue);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  sheet.text(45, 45, random.pick(words.title), { bold: true, size: 15 });
  const eori = (party: EuParty) => `EORI: ${party.country}${digits(random, 12)}`;
  const block = (x: number, heading: string, party: EuParty, withVat: boolean) => {
    sheet.text(x, 75, heading, { bold: true, size: 8 });
    [
      party.name,
      party.street,
      `${party.postcode} ${party.city}`,
      countryName(party.country, tongue),
      eori(party),
      ...(withVat && party.vatId !== undefined ? [`VAT: ${party.vatId}`] : []),
    ].forEach((line, index) => sheet.text(x, 88 + 11 * index, line, { size: 8 }));
  };
  block(45, words.exporter, seller, true);
  block(300, words.consignee, buyer, random.chance(0.5));
  const weight = round(random.int(20, 900) / 2);
  const facts: [string, string][] = [
    [words.facts.number, invoice.number],
    [words.facts.date, day(invoice.date)],
    [words.facts.incoterms, `${random.pick(['DAP', 'EXW', 'FCA', 'DDP'])} ${buyer.city}`],
    [words.facts.origin, countryName(seller.country, tongue)],
    [words.facts.packages, String(random.int(1, 12))],
    [words.facts.gross, `${String(weight + 3).replace('.', tongue === 'en' ? '.' : ',')} kg`],
    [words.facts.net, `${String(weight).replace('.', tongue === 'en' ? '.' : ',')} kg`],
    [words.facts.tracking, `${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)}`],
  ];
  if (random.chance(0.5)) {
    facts.unshift(facts.splice(2, 1)[0] as [string, string]);
  }
  facts.forEach(([label, value], index) => {
    const column = index % 2;
    const row = Math.floor(index / 2);
    sheet.text(45 + 255 * column, 170 + 24 * row, label, { size: 7 });
    sheet.text(45 + 255 * column, 180 + 24 * row, value, { size: 9 });
  });
  cursor.y = 285;
  sheet.headings(
    cursor.y,
    [
      [45, words.heads[0]],
      [120, words.heads[1]],
      [360, words.heads[2], true],
      [450, words.heads[3], true],
      [550, words.heads[4], true],
    ],
    8,
  );
  sheet.rule(40, 555, cursor.y + 5);
  cursor.y += 20;
  for (const item of invoice.items) {
    ensureRoom(random, cursor, 20);
    sheet.text(45, cursor.y, random.pick(HS), { size: 8 });
    sheet.text(120, cursor.y, item.description);
    sheet.right(360, cursor.y, String(item.quantity));
    sheet.right(450, cursor.y, money(item.price));
    sheet.right(550, cursor.y, money(lineAmountOf(item)));
    cursor.y += 15;
  }
  sheet.rule(40, 555, cursor.y - 5);
  cursor.y += 10;
  ensureRoom(random, cursor, 200);
  const rows: [string, string, boolean?][] = [[words.goods, money(invoice.lineTotal)]];
  if (invoice.chargeTotal > 0) {
    rows.push([words.freight, money(invoice.chargeTotal)]);
  }
  if (random.chance(0.6)) {
    rows.push([words.vat, money(0)]);
  }
  rows.push([`${words.total} ${invoice.currency}`, money(invoice.total), true]);
  drawAmountRows(cursor, rows, 300);
  cursor.y += 14;
  drawNotes(cursor, [words.note]);
  const authorisation = `${seller.country}/${digits(random, 4)}/EA/${digits(random, 4)}`;
  const declaration = words.declaration(authorisation);
  const cut = declaration.lastIndexOf(' ', 110);
  drawNotes(cursor, [declaration.slice(0, cut), declaration.slice(cut + 1)]);
  cursor.y += 24;
  sheet.text(45, cursor.y, `${seller.city}, ${day(invoice.date)}`);
  sheet.rule(45, 250, cursor.y + 16);
  sheet.text(45, cursor.y + 26, words.sign, { size: 7 });
  return finish(cursor, tongue);
}

const OPTIONS = (tongue: Tongue): EuOptions => ({ ...SELLERS[tongue], itemCount: [1, 8] });

export const EXPORT_FAMILY: EuFamily = {
  name: 'eu-export-invoice',
  half: 'held',
  kind: 'An export commercial invoice (Handelsrechnung, facture commerciale, commercial invoice): exporter and consignee with EORI numbers, Incoterms, weights and packages, HS codes in the table, freight, the total invoice value with its currency, no VAT and its legal note, the origin declaration with an authorisation number, place and date over a signature',
  style: styleOf('de'),
  options: OPTIONS('de'),
  variants: variantsOf(OPTIONS),
  flavours: ['xrechnung-cii', 'facturx-en16931', 'zugferd2-en16931'],
  own: { make: makeExport, draw: drawExport },
};
