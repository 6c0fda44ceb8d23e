// The layout families of the generated European corpus. Each is wholly in one half, decided
// before any result was seen: rules are tuned on the `tune` families only, `held` ones measure.
import type { Half } from '../dataset.ts';
import { padded } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { Flavour } from './attach.ts';
import type { EuOptions } from './model.ts';
import type { PageStyle } from './page.ts';

/** A family: its page style, its facts, and the e-invoice flavours its documents carry. */
export type EuFamily = {
  name: string;
  half: Half;
  kind: string;
  style: PageStyle;
  options: EuOptions;
  flavours: readonly Flavour[];
};

const digits = (random: Random, count: number): string =>
  Array.from({ length: count }, () => String(random.int(0, 9))).join('');

const GERMAN_GOODS = [
  'Wartung Heizungsanlage',
  'Kupferrohr 15 mm (Stange)',
  'Montagearbeiten je Std.',
  'Druckerpapier A4, 500 Bl.',
  'Softwarelizenz Jahresabo',
  'Anfahrtspauschale',
  'Büroklammern verzinkt',
  'Fachbuch Steuerrecht',
  'Beratungsleistung',
  'Lebensmittelkorb',
];
const FRENCH_GOODS = [
  'Prestation de conseil',
  'Ramette papier A4',
  'Maintenance informatique',
  'Livre scolaire',
  'Déplacement technicien',
  'Repas traiteur',
  'Abonnement logiciel',
  'Câble réseau 5 m',
  'Formation (journée)',
  'Travaux de rénovation',
];
const ENGLISH_GOODS = [
  'Consultancy services',
  'A4 copier paper (box)',
  'Website hosting, annual',
  'Toner cartridge black',
  'Engineer call-out',
  'Training day',
  'Office chair',
  'Delivery pallet',
  'Software support',
  'Printed leaflets (1000)',
];
const DUTCH_GOODS = [
  'Advieswerkzaamheden',
  'Printpapier A4 (doos)',
  'Onderhoudscontract',
  'Montage per uur',
  'Kantoorstoel',
  'Voorrijkosten',
  'Softwarelicentie',
  'Koffiebonen 1 kg',
];

const GERMAN_COMPANIES = [
  'Müller Haustechnik GmbH',
  'Schneider & Söhne KG',
  'Bäckerei Weber GmbH & Co. KG',
  'Nordlicht Software GmbH',
  'Fischer Bürobedarf e.K.',
  'Hoffmann Elektro GmbH',
  'Becker Logistik AG',
  'Rheinland Druck GmbH',
];
const SOLE_TRADERS = [
  'Malerbetrieb Klaus Wagner',
  'Anna Schmidt Grafikdesign',
  'Fotostudio Lena Koch',
  'Tischlerei Peter Braun',
];
const AUSTRIAN_COMPANIES = [
  'Alpen Holzbau GmbH',
  'Wiener Kaffeerösterei OG',
  'Steirer Elektrotechnik GmbH',
  'Donau Spedition KG',
  'Tiroler Bergsport GmbH',
];
const SWISS_COMPANIES = [
  'Bergmann Informatik AG',
  'Zürcher Treuhand GmbH',
  'Helvetia Druck AG',
  'Aare Haustechnik GmbH',
  'Basler Büro AG',
];
const FRENCH_COMPANIES = [
  'Dupont Conseil SARL',
  'Boulangerie Martin SAS',
  'Atelier Lefèvre EURL',
  'Informatique du Midi SAS',
  'Transports Moreau SA',
  'Éditions Garnier SARL',
];
const UK_COMPANIES = [
  'Thames Office Supplies Ltd',
  'Northern Engineering Ltd',
  'Greenleaf Consulting LLP',
  'Harbour Print plc',
  'Kestrel Software Ltd',
];
const IRISH_COMPANIES = [
  'Liffey Consulting Ltd',
  'Shannon Print Ltd',
  'Connacht Engineering DAC',
  'Emerald Office Supplies Ltd',
];
const LOW_COUNTRIES = [
  'Van Dijk Installatietechniek B.V.',
  'De Vries Kantoor B.V.',
  'Janssens Bouw BV',
  'Peeters & Co NV',
  'Bakker Software B.V.',
];

const GERMAN_STREETS = [
  ['Hauptstraße 12', '10115', 'Berlin'],
  ['Lindenallee 4', '80331', 'München'],
  ['Am Markt 7', '50667', 'Köln'],
  ['Industriestr. 21a', '70173', 'Stuttgart'],
] as const;
const AUSTRIAN_STREETS = [
  ['Mariahilfer Straße 88', '1070', 'Wien'],
  ['Herrengasse 3', '8010', 'Graz'],
  ['Museumstraße 15', '6020', 'Innsbruck'],
] as const;
const SWISS_STREETS = [
  ['Bahnhofstrasse 10', '8001', 'Zürich'],
  ['Marktgasse 5', '3011', 'Bern'],
  ['Freie Strasse 32', '4001', 'Basel'],
] as const;
const FRENCH_STREETS = [
  ['12 rue de la Paix', '75002', 'Paris'],
  ['8 avenue Jean Jaurès', '69007', 'Lyon'],
  ['3 place du Capitole', '31000', 'Toulouse'],
] as const;
const UK_STREETS = [
  ['14 High Street', 'SW1A 1AA', 'London'],
  ['2 Deansgate', 'M3 2BW', 'Manchester'],
  ['77 Queen Street', 'EH2 4NH', 'Edinburgh'],
] as const;
const IRISH_STREETS = [
  ['21 Grafton Street', 'D02 X285', 'Dublin 2'],
  ['4 Eyre Square', 'H91 T2K7', 'Galway'],
] as const;
const LOW_STREETS = [
  ['Keizersgracht 120', '1015 CW', 'Amsterdam'],
  ['Coolsingel 40', '3011 AD', 'Rotterdam'],
  ['Meir 50', '2000', 'Antwerpen'],
] as const;

const germanVat = (random: Random) => `DE${digits(random, 9)}`;
const germanTaxNumber = (random: Random) =>
  `${random.int(10, 99)}/${digits(random, 3)}/${digits(random, 5)}`;
const germanNumber = (random: Random, year: string) =>
  random.pick([
    `RE-${year}-${padded(random.int(1, 9999), 4)}`,
    `${year}${padded(random.int(1, 999), 4)}`,
    `R${digits(random, 6)}`,
  ]);
const frenchSiret = (random: Random) =>
  `${digits(random, 3)} ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 5)}`;
const frenchVat = (random: Random) => `FR${digits(random, 2)} ${digits(random, 9)}`;
const frenchNumber = (random: Random, year: string) =>
  random.pick([
    `F${year}-${padded(random.int(1, 999), 4)}`,
    `FA${digits(random, 5)}`,
    `${year.slice(2)}${padded(random.int(1, 12), 2)}-${padded(random.int(1, 300), 3)}`,
  ]);
const englishNumber = (random: Random) =>
  random.pick([`INV-${digits(random, 5)}`, `${digits(random, 6)}`, `SI-${digits(random, 4)}`]);

const GERMAN_DATES = ['dotted', 'dotted', 'words'] as const;

export const EU_FAMILIES: EuFamily[] = [
  {
    name: 'de-letterhead',
    half: 'tune',
    kind: 'German Rechnung/Gutschrift: letterhead with USt-IdNr and Steuernummer, window address, MwSt 19 % and 7 %, Leistungsdatum, Skonto, Anzahlung',
    style: {
      language: 'de',
      seller: ['letterhead'],
      meta: ['left', 'right'],
      summary: ['lines', 'lines', 'breakdown'],
      amounts: ['dot-comma'],
      dates: GERMAN_DATES,
      marks: ['none', 'sign-suffix', 'code'],
    },
    options: {
      country: 'DE',
      rates: [19, 19, 7],
      goods: GERMAN_GOODS,
      companies: GERMAN_COMPANIES,
      streets: GERMAN_STREETS,
      vatIdOf: germanVat,
      taxNumberOf: germanTaxNumber,
      numberOf: germanNumber,
      itemCount: [1, 8],
    },
    flavours: ['zugferd1-comfort', 'zugferd2-en16931', 'xrechnung-cii', 'facturx-extended'],
  },
  {
    name: 'de-kleinunternehmer',
    half: 'tune',
    kind: 'German sole trader without VAT (§ 19 UStG): the seller only in the footer with its Steuernummer, no tax line, Abschlag deducted',
    style: {
      language: 'de',
      seller: ['footer'],
      meta: ['right', 'boxes'],
      summary: ['lines'],
      amounts: ['dot-comma'],
      dates: GERMAN_DATES,
      marks: ['sign-suffix', 'code'],
    },
    options: {
      country: 'DE',
      rates: [0],
      goods: GERMAN_GOODS,
      companies: SOLE_TRADERS,
      streets: GERMAN_STREETS,
      vatIdOf: germanVat,
      taxNumberOf: germanTaxNumber,
      numberOf: germanNumber,
      isTaxExempt: true,
      itemCount: [1, 5],
    },
    flavours: ['facturx-basic', 'xrechnung-ubl', 'facturx-minimum', 'zugferd1-basic'],
  },
  {
    name: 'fr-letterhead',
    half: 'tune',
    kind: 'French Facture/Avoir: letterhead with SIRET and TVA intracommunautaire, Total HT / TVA 20 %, 10 %, 5,5 % / Total TTC, acompte déjà versé, net à payer, 1 234,56',
    style: {
      language: 'fr',
      seller: ['letterhead', 'right'],
      meta: ['left', 'right'],
      summary: ['lines', 'breakdown'],
      amounts: ['space-comma', 'dot-comma'],
      dates: ['slashed', 'words'],
      marks: ['sign-suffix', 'none', 'code'],
    },
    options: {
      country: 'FR',
      rates: [20, 20, 10, 5.5],
      goods: FRENCH_GOODS,
      companies: FRENCH_COMPANIES,
      streets: FRENCH_STREETS,
      vatIdOf: frenchVat,
      taxNumberOf: frenchSiret,
      numberOf: frenchNumber,
      itemCount: [1, 7],
    },
    flavours: [
      'facturx-en16931',
      'facturx-basicwl',
      'facturx-minimum',
      'facturx-extended',
      'facturx-basic',
    ],
  },
  {
    name: 'uk-vat-invoice',
    half: 'tune',
    kind: 'UK VAT invoice: seller in a right column with VAT Reg No and company number, Bill To, Tax Point, Subtotal / VAT 20 % / Total, payments received and amount due, £1,234.56',
    style: {
      language: 'en',
      seller: ['right', 'letterhead'],
      meta: ['right', 'left'],
      summary: ['lines'],
      amounts: ['comma-dot'],
      dates: ['slashed', 'words', 'short-month'],
      marks: ['sign-prefix', 'none', 'code'],
    },
    options: {
      country: 'GB',
      currency: 'GBP',
      rates: [20, 20, 5, 0],
      goods: ENGLISH_GOODS,
      companies: UK_COMPANIES,
      streets: UK_STREETS,
      vatIdOf: (random) => `GB ${digits(random, 3)} ${digits(random, 4)} ${digits(random, 2)}`,
      taxNumberOf: (random) => digits(random, 8),
      numberOf: englishNumber,
      itemCount: [1, 8],
    },
    flavours: ['peppol-ubl', 'facturx-en16931', 'peppol-ubl', 'facturx-basicwl'],
  },
  {
    name: 'ch-mwst',
    half: 'tune',
    kind: "Swiss Rechnung in CHF: MWST 8,1 % and 2,6 %, CHE-123.456.789 MWST, 1'234.56, seller in a right column, long item lists over two pages",
    style: {
      language: 'de',
      seller: ['right', 'letterhead'],
      meta: ['left', 'boxes'],
      summary: ['lines', 'breakdown'],
      amounts: ['apostrophe-dot'],
      dates: ['dotted'],
      marks: ['code', 'none', 'sign-prefix'],
    },
    options: {
      country: 'CH',
      currency: 'CHF',
      rates: [8.1, 8.1, 2.6],
      goods: GERMAN_GOODS,
      companies: SWISS_COMPANIES,
      streets: SWISS_STREETS,
      vatIdOf: (random) =>
        `CHE-${digits(random, 3)}.${digits(random, 3)}.${digits(random, 3)} MWST`,
      numberOf: germanNumber,
      itemCount: [2, 34],
    },
    flavours: ['facturx-extended', 'zugferd2-en16931', 'peppol-ubl', 'facturx-basic'],
  },
  {
    name: 'de-positionen',
    half: 'tune',
    kind: 'German trade invoice with a structured table: sections (Titel) with their sums, article numbers and delivery notes under items, a line discount on its own row, Stk/Std. after the quantity, the Übertrag as a table row',
    style: {
      language: 'de',
      seller: ['letterhead', 'right'],
      meta: ['left', 'right'],
      summary: ['lines', 'breakdown'],
      amounts: ['dot-comma'],
      dates: GERMAN_DATES,
      marks: ['none', 'sign-suffix'],
      items: {
        detail: { chance: 0.5, most: 1 },
        groups: 'sections-with-sums',
        discount: 'row',
        unit: 'quantity',
        carried: 'row',
      },
    },
    options: {
      country: 'DE',
      rates: [19, 19, 7],
      goods: GERMAN_GOODS,
      companies: GERMAN_COMPANIES,
      streets: GERMAN_STREETS,
      vatIdOf: germanVat,
      taxNumberOf: germanTaxNumber,
      numberOf: germanNumber,
      itemCount: [3, 28],
      itemDiscountChance: 0.3,
    },
    flavours: ['zugferd2-en16931', 'xrechnung-cii', 'facturx-extended'],
  },
  {
    name: 'uk-itemised',
    half: 'tune',
    kind: 'British itemised VAT invoice: items under section titles, part numbers and serials on lines under the description, prices per unit (£12.50 / pcs), a discount written in the item text',
    style: {
      language: 'en',
      seller: ['right', 'letterhead'],
      meta: ['right', 'left'],
      summary: ['lines'],
      amounts: ['comma-dot'],
      dates: ['slashed', 'words'],
      marks: ['sign-prefix', 'none'],
      items: {
        detail: { chance: 0.5, most: 2 },
        groups: 'sections',
        discount: 'text',
        unit: 'price',
        carried: 'beside',
      },
    },
    options: {
      country: 'GB',
      currency: 'GBP',
      rates: [20, 20, 5],
      goods: ENGLISH_GOODS,
      companies: UK_COMPANIES,
      streets: UK_STREETS,
      vatIdOf: (random) => `GB ${digits(random, 3)} ${digits(random, 4)} ${digits(random, 2)}`,
      taxNumberOf: (random) => digits(random, 8),
      numberOf: englishNumber,
      itemCount: [3, 26],
      itemDiscountChance: 0.3,
    },
    flavours: ['peppol-ubl', 'facturx-en16931'],
  },
  {
    name: 'at-rechnung',
    half: 'held',
    kind: 'Austrian Rechnung: seller in a right column with its UID-Nr. ATU…, USt 20 % and 10 %, Rechnungsbetrag, Skonto, Lieferdatum, over two pages',
    style: {
      language: 'de',
      seller: ['right'],
      meta: ['left', 'boxes'],
      summary: ['lines', 'breakdown'],
      amounts: ['dot-comma'],
      dates: GERMAN_DATES,
      marks: ['sign-prefix', 'sign-suffix', 'code'],
    },
    options: {
      country: 'AT',
      rates: [20, 20, 10],
      goods: GERMAN_GOODS,
      companies: AUSTRIAN_COMPANIES,
      streets: AUSTRIAN_STREETS,
      vatIdOf: (random) => `ATU${digits(random, 8)}`,
      numberOf: germanNumber,
      itemCount: [1, 30],
    },
    flavours: ['zugferd1-extended', 'xrechnung-ubl', 'facturx-basic', 'facturx-en16931'],
  },
  {
    name: 'fr-footer',
    half: 'held',
    kind: 'French Facture/Avoir: client first, the seller only in the footer (SIRET, TVA intracommunautaire, IBAN), dates in a row of boxes, acompte, reste à payer',
    style: {
      language: 'fr',
      seller: ['footer'],
      meta: ['boxes', 'right'],
      summary: ['lines', 'breakdown'],
      amounts: ['space-comma', 'dot-comma'],
      dates: ['slashed', 'dotted'],
      marks: ['sign-suffix', 'code'],
    },
    options: {
      country: 'FR',
      rates: [20, 10, 5.5],
      goods: FRENCH_GOODS,
      companies: FRENCH_COMPANIES,
      streets: FRENCH_STREETS,
      vatIdOf: frenchVat,
      taxNumberOf: frenchSiret,
      numberOf: frenchNumber,
      itemCount: [1, 8],
    },
    flavours: [
      'facturx-minimum',
      'facturx-basicwl',
      'facturx-extended',
      'facturx-basic',
      'facturx-en16931',
    ],
  },
  {
    name: 'ie-vat-invoice',
    half: 'held',
    kind: 'Irish VAT invoice in euro: letterhead with VAT No IE…, VAT 23 % and 13,5 %, € 1,234.56, balance due after payments, credit notes',
    style: {
      language: 'en',
      seller: ['letterhead', 'footer'],
      meta: ['left', 'right'],
      summary: ['lines', 'breakdown'],
      amounts: ['comma-dot'],
      dates: ['slashed', 'words', 'short-month'],
      marks: ['sign-prefix', 'code'],
    },
    options: {
      country: 'IE',
      rates: [23, 23, 13.5],
      goods: ENGLISH_GOODS,
      companies: IRISH_COMPANIES,
      streets: IRISH_STREETS,
      vatIdOf: (random) => `IE${digits(random, 7)}${random.pick(['T', 'W', 'H'])}`,
      numberOf: englishNumber,
      itemCount: [1, 8],
    },
    flavours: ['peppol-ubl', 'zugferd1-comfort', 'peppol-ubl', 'facturx-en16931'],
  },
  {
    name: 'nl-be-btw',
    half: 'held',
    kind: 'Dutch and Belgian Factuur/Creditnota: BTW 21 %, 9 % / 6 %, BTW-nummer NL…B01 / BE0…, KvK, Totaal excl./incl. BTW, te betalen',
    style: {
      language: 'nl',
      seller: ['letterhead', 'right'],
      meta: ['left', 'right', 'boxes'],
      summary: ['lines'],
      amounts: ['dot-comma', 'comma-dot'],
      dates: ['dashed', 'words'],
      marks: ['sign-prefix', 'none'],
    },
    options: {
      country: 'NL',
      rates: [21, 21, 9],
      goods: DUTCH_GOODS,
      companies: LOW_COUNTRIES,
      streets: LOW_STREETS,
      vatIdOf: (random) =>
        random.pick([
          `NL${digits(random, 9)}B01`,
          `BE0${digits(random, 3)}.${digits(random, 3)}.${digits(random, 3)}`,
        ]),
      taxNumberOf: (random) => digits(random, 8),
      numberOf: (random, year) => `${year}-${padded(random.int(1, 9999), 5)}`,
      itemCount: [1, 7],
    },
    flavours: ['peppol-ubl', 'xrechnung-cii', 'peppol-ubl', 'facturx-basicwl'],
  },
  {
    name: 'de-breakdown',
    half: 'held',
    kind: 'German invoice from an ERP: buyer block first, seller only in the footer, number and dates in boxes, a VAT breakdown table, Gutschriften, long tables with Übertrag',
    style: {
      language: 'de',
      seller: ['footer', 'letterhead'],
      meta: ['boxes', 'right'],
      summary: ['breakdown'],
      amounts: ['dot-comma'],
      dates: GERMAN_DATES,
      marks: ['none', 'code'],
    },
    options: {
      country: 'DE',
      rates: [19, 7],
      goods: GERMAN_GOODS,
      companies: GERMAN_COMPANIES,
      streets: GERMAN_STREETS,
      vatIdOf: germanVat,
      taxNumberOf: germanTaxNumber,
      numberOf: germanNumber,
      itemCount: [1, 30],
      creditNoteChance: 0.3,
    },
    flavours: ['zugferd2-en16931', 'xrechnung-ubl', 'zugferd1-basic', 'xrechnung-cii'],
  },
  {
    name: 'fr-lots',
    half: 'held',
    kind: 'French works invoice in lots: lot titles and Sous-total lot rows, Réf. and bon de livraison lines under items, Remise on its own row, pce/h after the quantity and the price, the Report as a table row',
    style: {
      language: 'fr',
      seller: ['letterhead', 'footer'],
      meta: ['right', 'boxes'],
      summary: ['lines', 'breakdown'],
      amounts: ['space-comma'],
      dates: ['slashed'],
      marks: ['sign-suffix', 'none'],
      items: {
        detail: { chance: 0.4, most: 2 },
        groups: 'sections-with-sums',
        discount: 'row',
        unit: 'both',
        carried: 'row',
      },
    },
    options: {
      country: 'FR',
      rates: [20, 10],
      goods: FRENCH_GOODS,
      companies: FRENCH_COMPANIES,
      streets: FRENCH_STREETS,
      vatIdOf: frenchVat,
      taxNumberOf: frenchSiret,
      numberOf: frenchNumber,
      itemCount: [3, 28],
      itemDiscountChance: 0.35,
    },
    flavours: ['facturx-en16931', 'facturx-extended', 'facturx-basic'],
  },
  {
    name: 'de-lieferscheine',
    half: 'held',
    kind: 'German collective invoice (Sammelrechnung) over delivery notes: a Lieferschein title before each group, Art.-Nr. and Charge lines under items, the discount in the item text, kg/Stk after the quantity',
    style: {
      language: 'de',
      seller: ['footer', 'right'],
      meta: ['boxes', 'left'],
      summary: ['breakdown', 'lines'],
      amounts: ['dot-comma'],
      dates: GERMAN_DATES,
      marks: ['code', 'none'],
      items: {
        detail: { chance: 0.6, most: 2 },
        groups: 'deliveries',
        discount: 'text',
        unit: 'quantity',
        carried: 'beside',
      },
    },
    options: {
      country: 'DE',
      rates: [19, 7],
      goods: GERMAN_GOODS,
      companies: GERMAN_COMPANIES,
      streets: GERMAN_STREETS,
      vatIdOf: germanVat,
      taxNumberOf: germanTaxNumber,
      numberOf: germanNumber,
      itemCount: [3, 30],
      itemDiscountChance: 0.3,
    },
    flavours: ['zugferd1-comfort', 'xrechnung-ubl', 'zugferd2-en16931'],
  },
];
