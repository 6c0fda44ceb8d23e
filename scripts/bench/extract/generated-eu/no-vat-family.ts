// A tune family of the fourth probe: a sole trader's invoice without VAT as freelancers write
// them in a word processor. A German Kleinunternehmer (`Gemäß § 19 UStG wird keine Umsatzsteuer
// berechnet`), a French micro-entrepreneur (`TVA non applicable, art. 293 B du CGI`, sometimes
// `Total HT` = `Total TTC`) or a British one below the VAT threshold (`Not VAT registered`): the
// name centred at the top with a phone and an e-mail, the customer under `An` / `Client` / `Bill
// to`, hours or days at a rate, one sum (`Gesamtbetrag`, `Net à payer`, `Total due`) and the
// bank. The tax is 0 and the net is the total.
import type { DrawnPage } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { Language } from './format.ts';
import { type EuInvoice, type EuOptions, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { drawNotes, finish, startDocument } from './probe-parts.ts';
import { amountCell, drawSimpleTable, plainInvoice } from './probe3-parts.ts';
import { penOf, SOLE_TRADER_NAMES, SOLE_TRADER_WORK, withShipping } from './probe4-parts.ts';
import {
  digits,
  FRENCH_COMPANIES,
  FRENCH_STREETS,
  frenchSiret,
  GERMAN_COMPANIES,
  GERMAN_STREETS,
  germanTaxNumber,
  UK_COMPANIES,
  UK_STREETS,
} from './sample-data.ts';

const WORDS = {
  de: {
    to: ['An:', 'Rechnungsempfänger:', ''],
    title: ['Rechnung', 'RECHNUNG'],
    number: ['Rechnungsnr.:', 'Rechnungsnummer:', 'Nr.:'],
    date: ['Datum:', 'Rechnungsdatum:'],
    service: 'Leistungsdatum:',
    heads: ['Leistung', 'Menge', 'Einzelpreis', 'Betrag'],
    sums: [['Gesamtbetrag'], ['Summe', 'Rechnungsbetrag'], ['Zu zahlen']],
    exempt: [
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
      'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG.',
    ],
    pay: (due: string) =>
      `Bitte überweisen Sie den Betrag bis zum ${due} auf das unten genannte Konto.`,
    taxId: 'Steuernummer',
  },
  fr: {
    to: ['Client :', 'Facturé à :', ''],
    title: ['Facture', 'FACTURE'],
    number: ['Facture n° :', 'N° :', 'Numéro de facture :'],
    date: ['Date :', "Date d'émission :"],
    service: "Date d'exécution :",
    heads: ['Désignation', 'Qté', 'Prix unitaire', 'Montant'],
    sums: [['Total HT', 'TVA', 'Total TTC'], ['Net à payer'], ['Total']],
    exempt: [
      'TVA non applicable, art. 293 B du CGI',
      'TVA non applicable - article 293 B du Code général des impôts',
    ],
    pay: (due: string) =>
      `Paiement à réception, au plus tard le ${due}. Pas d'escompte pour paiement anticipé. Indemnité forfaitaire pour frais de recouvrement : 40 €.`,
    taxId: 'SIRET',
  },
  en: {
    to: ['Bill to:', 'Invoice to:', ''],
    title: ['Invoice', 'INVOICE'],
    number: ['Invoice no:', 'Invoice number:', 'No.'],
    date: ['Date:', 'Invoice date:'],
    service: 'Work carried out:',
    heads: ['Description', 'Qty', 'Rate', 'Amount'],
    sums: [['Total due'], ['Total'], ['Amount due']],
    exempt: [
      'Not VAT registered - no VAT has been charged.',
      'No VAT charged: I am not registered for VAT.',
    ],
    pay: (due: string) =>
      `Payment within 14 days please, by ${due}, by bank transfer to the account below.`,
    taxId: 'UTR',
  },
} as const;

function drawNoVat(random: Random, invoice: EuInvoice, style: PageStyle): DrawnPage[] {
  const language = style.language === 'fr' || style.language === 'de' ? style.language : 'en';
  const words = WORDS[language];
  const { money, day } = penOf(random, invoice, language);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  const { seller, buyer } = invoice;
  const centre = (y: number, text: string, size: number, bold = false) =>
    sheet.text(Math.max(45, 298 - text.length * size * 0.26), y, text, { size, bold });
  centre(50, seller.name, 16, true);
  centre(70, `${seller.street} · ${seller.postcode} ${seller.city}`, 8);
  const handle = seller.name.split(' ')[0]?.toLowerCase() ?? 'mail';
  centre(
    81,
    `Tel. +${random.pick(['49', '33', '44'])} ${digits(random, 3)} ${digits(random, 7)} · ${handle}@${random.pick(['gmx.de', 'orange.fr', 'gmail.com'])}`,
    8,
  );
  sheet.rule(45, 550, 92);
  const to = random.pick(words.to);
  let y = 130;
  if (to !== '') {
    sheet.text(45, y, to, { bold: true, size: 8 });
    y += 12;
  }
  [buyer.name, buyer.street, `${buyer.postcode} ${buyer.city}`].forEach((line, index) =>
    sheet.text(45, y + 12 * index, line),
  );
  const entries: [string, string][] = [
    [random.pick(words.number), invoice.number],
    [random.pick(words.date), day(invoice.date)],
    [words.service, day(invoice.deliveryDate)],
  ];
  entries.forEach(([label, value], index) => {
    sheet.text(360, 130 + 13 * index, label);
    sheet.right(550, 130 + 13 * index, value);
  });
  sheet.text(45, 215, random.pick(words.title), { bold: true, size: 14 });
  cursor.y = 245;
  drawSimpleTable(
    cursor,
    invoice,
    [
      { heading: words.heads[0], x: 45, cell: (item) => item.description },
      { heading: words.heads[1], x: 340, isRight: true, cell: (item) => String(item.quantity) },
      { heading: words.heads[2], x: 450, isRight: true, cell: (item) => money(item.price) },
      { heading: words.heads[3], x: 550, isRight: true, cell: amountCell(money) },
    ],
    undefined,
    { ruleAt: -4, gap: 10 },
  );
  const sums: readonly string[] = random.pick<readonly string[]>(words.sums);
  sums.forEach((label, index) => {
    const isLast = index === sums.length - 1;
    const value = label === 'TVA' ? money(0) : money(invoice.total);
    sheet.text(360, cursor.y, label, { bold: isLast });
    sheet.right(550, cursor.y, value, { bold: isLast });
    cursor.y += 14;
  });
  cursor.y += 16;
  drawNotes(cursor, [random.pick(words.exempt), words.pay(day(invoice.dueDate))]);
  sheet.text(45, 790, `${words.taxId} ${seller.taxNumber ?? digits(random, 10)}`, { size: 7 });
  sheet.text(
    45,
    800,
    `IBAN ${random.pick(['DE', 'FR', 'GB'])}${digits(random, 2)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} · BIC ${random.pick(['GENODEF1S04', 'CCBPFRPPXXX', 'MIDLGB22'])}`,
    { size: 7 },
  );
  return finish(cursor, language);
}

/** Customers of sole traders are firms (their names from the firms' lists, not the traders'). */
const CUSTOMERS = { DE: GERMAN_COMPANIES, FR: FRENCH_COMPANIES, GB: UK_COMPANIES } as const;

function makeNoVat(random: Random, options: EuOptions): EuInvoice {
  const invoice = plainInvoice(random, options);
  const customers =
    options.country === 'FR'
      ? CUSTOMERS.FR
      : options.country === 'GB'
        ? CUSTOMERS.GB
        : CUSTOMERS.DE;
  // A freelancer's hourly or daily rates, not a wholesaler's prices.
  const items = invoice.items.map((item) => ({ ...item, price: round(25 + (item.price % 95)) }));
  return {
    ...withShipping(invoice, items, 0),
    buyer: { ...invoice.buyer, name: random.pick(customers) },
  };
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
  isTaxExempt: true,
  itemCount: [1, 4] as [number, number],
  quantities: [1, 1, 2, 3, 4, 6, 8],
};

const GERMAN: EuOptions = {
  ...common,
  country: 'DE',
  goods: SOLE_TRADER_WORK.de,
  companies: SOLE_TRADER_NAMES.de,
  streets: GERMAN_STREETS,
  vatIdOf: () => '',
  taxNumberOf: germanTaxNumber,
  numberOf: (random, year) => `${year}-${String(random.int(1, 60)).padStart(3, '0')}`,
};

export const NO_VAT_FAMILY: EuFamily = {
  name: 'eu-no-vat-sole-trader',
  half: 'tune',
  kind: "A sole trader's invoice without VAT: German Kleinunternehmer (§ 19 UStG), French micro-entrepreneur (TVA non applicable, art. 293 B du CGI), British trader not VAT registered; name centred at the top, one sum, the bank",
  style: styleOf('de'),
  options: GERMAN,
  variants: [
    { style: styleOf('de'), options: GERMAN },
    {
      style: styleOf('fr'),
      options: {
        ...common,
        country: 'FR',
        goods: SOLE_TRADER_WORK.fr,
        companies: SOLE_TRADER_NAMES.fr,
        streets: FRENCH_STREETS,
        vatIdOf: () => '',
        taxNumberOf: frenchSiret,
        numberOf: (random, year) => `${year}-${String(random.int(1, 90)).padStart(3, '0')}`,
      },
    },
    {
      style: styleOf('en'),
      options: {
        ...common,
        country: 'GB',
        currency: 'GBP',
        goods: SOLE_TRADER_WORK.en,
        companies: SOLE_TRADER_NAMES.en,
        streets: UK_STREETS,
        vatIdOf: () => '',
        numberOf: (random) => String(random.int(100, 480)),
      },
    },
  ],
  flavours: ['facturx-basic', 'xrechnung-ubl', 'facturx-en16931'],
  own: { make: makeNoVat, draw: drawNoVat },
};
