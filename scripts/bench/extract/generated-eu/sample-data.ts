// What the European families draw from: goods, companies, streets, and the shapes of each
// country's tax ids and invoice numbers.
import { padded } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';
import type { EuOptions } from './model.ts';

export const digits = (random: Random, count: number): string =>
  Array.from({ length: count }, () => String(random.int(0, 9))).join('');

export const GERMAN_GOODS = [
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
export const FRENCH_GOODS = [
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
export const ENGLISH_GOODS = [
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
export const DUTCH_GOODS = [
  'Advieswerkzaamheden',
  'Printpapier A4 (doos)',
  'Onderhoudscontract',
  'Montage per uur',
  'Kantoorstoel',
  'Voorrijkosten',
  'Softwarelicentie',
  'Koffiebonen 1 kg',
];

export const GERMAN_COMPANIES = [
  'Müller Haustechnik GmbH',
  'Schneider & Söhne KG',
  'Bäckerei Weber GmbH & Co. KG',
  'Nordlicht Software GmbH',
  'Fischer Bürobedarf e.K.',
  'Hoffmann Elektro GmbH',
  'Becker Logistik AG',
  'Rheinland Druck GmbH',
];
export const SOLE_TRADERS = [
  'Malerbetrieb Klaus Wagner',
  'Anna Schmidt Grafikdesign',
  'Fotostudio Lena Koch',
  'Tischlerei Peter Braun',
];
export const AUSTRIAN_COMPANIES = [
  'Alpen Holzbau GmbH',
  'Wiener Kaffeerösterei OG',
  'Steirer Elektrotechnik GmbH',
  'Donau Spedition KG',
  'Tiroler Bergsport GmbH',
];
export const SWISS_COMPANIES = [
  'Bergmann Informatik AG',
  'Zürcher Treuhand GmbH',
  'Helvetia Druck AG',
  'Aare Haustechnik GmbH',
  'Basler Büro AG',
];
export const FRENCH_COMPANIES = [
  'Dupont Conseil SARL',
  'Boulangerie Martin SAS',
  'Atelier Lefèvre EURL',
  'Informatique du Midi SAS',
  'Transports Moreau SA',
  'Éditions Garnier SARL',
];
export const UK_COMPANIES = [
  'Thames Office Supplies Ltd',
  'Northern Engineering Ltd',
  'Greenleaf Consulting LLP',
  'Harbour Print plc',
  'Kestrel Software Ltd',
];
export const IRISH_COMPANIES = [
  'Liffey Consulting Ltd',
  'Shannon Print Ltd',
  'Connacht Engineering DAC',
  'Emerald Office Supplies Ltd',
];
export const LOW_COUNTRIES = [
  'Van Dijk Installatietechniek B.V.',
  'De Vries Kantoor B.V.',
  'Janssens Bouw BV',
  'Peeters & Co NV',
  'Bakker Software B.V.',
];

export const GERMAN_STREETS = [
  ['Hauptstraße 12', '10115', 'Berlin'],
  ['Lindenallee 4', '80331', 'München'],
  ['Am Markt 7', '50667', 'Köln'],
  ['Industriestr. 21a', '70173', 'Stuttgart'],
] as const;
export const AUSTRIAN_STREETS = [
  ['Mariahilfer Straße 88', '1070', 'Wien'],
  ['Herrengasse 3', '8010', 'Graz'],
  ['Museumstraße 15', '6020', 'Innsbruck'],
] as const;
export const SWISS_STREETS = [
  ['Bahnhofstrasse 10', '8001', 'Zürich'],
  ['Marktgasse 5', '3011', 'Bern'],
  ['Freie Strasse 32', '4001', 'Basel'],
] as const;
export const FRENCH_STREETS = [
  ['12 rue de la Paix', '75002', 'Paris'],
  ['8 avenue Jean Jaurès', '69007', 'Lyon'],
  ['3 place du Capitole', '31000', 'Toulouse'],
] as const;
export const UK_STREETS = [
  ['14 High Street', 'SW1A 1AA', 'London'],
  ['2 Deansgate', 'M3 2BW', 'Manchester'],
  ['77 Queen Street', 'EH2 4NH', 'Edinburgh'],
] as const;
export const IRISH_STREETS = [
  ['21 Grafton Street', 'D02 X285', 'Dublin 2'],
  ['4 Eyre Square', 'H91 T2K7', 'Galway'],
] as const;
export const LOW_STREETS = [
  ['Keizersgracht 120', '1015 CW', 'Amsterdam'],
  ['Coolsingel 40', '3011 AD', 'Rotterdam'],
  ['Meir 50', '2000', 'Antwerpen'],
] as const;

export const germanVat = (random: Random) => `DE${digits(random, 9)}`;
export const germanTaxNumber = (random: Random) =>
  `${random.int(10, 99)}/${digits(random, 3)}/${digits(random, 5)}`;
export const germanNumber = (random: Random, year: string) =>
  random.pick([
    `RE-${year}-${padded(random.int(1, 9999), 4)}`,
    `${year}${padded(random.int(1, 999), 4)}`,
    `R${digits(random, 6)}`,
  ]);
export const frenchSiret = (random: Random) =>
  `${digits(random, 3)} ${digits(random, 3)} ${digits(random, 3)} ${digits(random, 5)}`;
export const frenchVat = (random: Random) => `FR${digits(random, 2)} ${digits(random, 9)}`;
export const frenchNumber = (random: Random, year: string) =>
  random.pick([
    `F${year}-${padded(random.int(1, 999), 4)}`,
    `FA${digits(random, 5)}`,
    `${year.slice(2)}${padded(random.int(1, 12), 2)}-${padded(random.int(1, 300), 3)}`,
  ]);
export const ukVat = (random: Random) =>
  `GB ${digits(random, 3)} ${digits(random, 4)} ${digits(random, 2)}`;
export const englishNumber = (random: Random) =>
  random.pick([`INV-${digits(random, 5)}`, `${digits(random, 6)}`, `SI-${digits(random, 4)}`]);

export const GERMAN_DATES = ['dotted', 'dotted', 'words'] as const;

type Seller = Pick<
  EuOptions,
  'country' | 'goods' | 'companies' | 'streets' | 'vatIdOf' | 'taxNumberOf' | 'numberOf'
>;

/** What a German seller's invoices are drawn from: goods, names, streets, ids and numbers. */
export const GERMAN_SELLER: Seller = {
  country: 'DE',
  goods: GERMAN_GOODS,
  companies: GERMAN_COMPANIES,
  streets: GERMAN_STREETS,
  vatIdOf: germanVat,
  taxNumberOf: germanTaxNumber,
  numberOf: germanNumber,
};

/** What a French seller's invoices are drawn from. */
export const FRENCH_SELLER: Seller = {
  country: 'FR',
  goods: FRENCH_GOODS,
  companies: FRENCH_COMPANIES,
  streets: FRENCH_STREETS,
  vatIdOf: frenchVat,
  taxNumberOf: frenchSiret,
  numberOf: frenchNumber,
};

/** What a British seller's invoices are drawn from, in pounds (the VAT number is its only id). */
export const UK_SELLER: Seller & Pick<EuOptions, 'currency'> = {
  country: 'GB',
  currency: 'GBP',
  goods: ENGLISH_GOODS,
  companies: UK_COMPANIES,
  streets: UK_STREETS,
  vatIdOf: ukVat,
  numberOf: englishNumber,
};
