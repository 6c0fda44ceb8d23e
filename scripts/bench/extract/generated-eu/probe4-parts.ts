// What the fourth probe's families (a utility bill, a marketplace order invoice, a sole trader
// without VAT; held: a hotel folio, a reverse-charge service invoice, a two-column letterhead)
// draw alike: one writer of money and dates per language, the invoice re-priced for items and a
// shipping charge, a party from another country, and the names and goods they print.
import type { Random } from '../generated-es/random.ts';
import { type EuAmountStyle, formatEuDate, type Language } from './format.ts';
import { type EuInvoice, type EuItem, type EuParty, round } from './model.ts';
import { repriced } from './probe-model.ts';
import { englishDate, type Mark, moneyOf } from './probe3-parts.ts';
import { digits, frenchVat, germanVat } from './sample-data.ts';

/** A document's money and date writers in its language. */
export type Pen = {
  language: Language;
  money: (value: number) => string;
  day: (date: string) => string;
};

const AMOUNTS: Record<Language, readonly EuAmountStyle[]> = {
  de: ['dot-comma'],
  fr: ['space-comma', 'plain-comma'],
  en: ['comma-dot'],
  nl: ['dot-comma'],
};

/** Money as the language writes it (`1.234,56 €`, `1 234,56 €`, `£1,234.56`); dates likewise. */
export function penOf(random: Random, invoice: EuInvoice, language: Language): Pen {
  const marks: readonly Mark[] = language === 'en' ? ['prefix', 'none'] : ['suffix', 'none'];
  const money = moneyOf(invoice, random.pick(AMOUNTS[language]), random.pick(marks));
  const style = random.pick(['numeric', 'numeric', 'words'] as const);
  const isShort = random.chance(0.5);
  const day = (date: string): string => {
    if (language === 'en') {
      return style === 'words' ? englishDate(date, false, isShort) : slashed(date);
    }
    return formatEuDate(
      date,
      style === 'words' ? 'words' : language === 'de' ? 'dotted' : 'slashed',
      language,
    );
  };
  return { language, money, day };
}

const slashed = (date: string): string => formatEuDate(date, 'slashed', 'en');

/** The invoice with these items and, when `shipping` is above 0, a shipping charge at `rate`. */
export function withShipping(
  invoice: EuInvoice,
  items: readonly EuItem[],
  shipping: number,
): EuInvoice {
  const plain = repriced(invoice, items);
  if (shipping <= 0) {
    return plain;
  }
  const rate = items[0]?.rate ?? 0;
  const taxes = plain.taxes.map((tax) =>
    tax.rate === rate
      ? {
          rate,
          base: round(tax.base + shipping),
          amount: round(((tax.base + shipping) * rate) / 100),
        }
      : tax,
  );
  const net = round(plain.net + shipping);
  const tax = round(taxes.reduce((sum, line) => sum + line.amount, 0));
  const total = round(net + tax);
  return {
    ...plain,
    allowances: [{ isCharge: true, reason: 'shipping', amount: shipping, rate }],
    chargeTotal: shipping,
    net,
    taxes,
    tax,
    total,
    due: total,
  };
}

/** A line's amount with its VAT, as a gross column prints it. */
export const grossOf = (amount: number, rate: number): number => round(amount * (1 + rate / 100));

/** A customer in another EU country, with that country's VAT id. */
export function foreignParty(random: Random, sellerCountry: EuParty['country']): EuParty {
  const choices: EuParty[] = [
    {
      name: 'Nordlicht Maschinenbau GmbH',
      street: 'Hafenstraße 21',
      postcode: '20457',
      city: 'Hamburg',
      country: 'DE',
      vatId: germanVat(random),
    },
    {
      name: 'Atelier Verre & Lumière SAS',
      street: '8 quai Saint-Vincent',
      postcode: '69001',
      city: 'Lyon',
      country: 'FR',
      vatId: frenchVat(random),
    },
    {
      name: 'Van Dijk Logistiek B.V.',
      street: 'Keizersgracht 112',
      postcode: '1015 CW',
      city: 'Amsterdam',
      country: 'NL',
      vatId: `NL${digits(random, 9)}B01`,
    },
    {
      name: 'Alpenblick Tourismus GmbH',
      street: 'Maria-Theresien-Straße 9',
      postcode: '6020',
      city: 'Innsbruck',
      country: 'AT',
      vatId: `ATU${digits(random, 8)}`,
    },
    {
      name: 'Liffey Data Services Ltd',
      street: '4 Grand Canal Square',
      postcode: 'D02 X576',
      city: 'Dublin',
      country: 'IE',
      vatId: `IE${digits(random, 7)}W`,
    },
  ];
  return random.pick(choices.filter((party) => party.country !== sellerCountry));
}

/** A country's name in the page's language (for addresses abroad). */
export function countryName(country: EuParty['country'], language: Language): string {
  const names: Record<string, Record<Language, string>> = {
    DE: { de: 'Deutschland', fr: 'Allemagne', en: 'Germany', nl: 'Duitsland' },
    FR: { de: 'Frankreich', fr: 'France', en: 'France', nl: 'Frankrijk' },
    NL: { de: 'Niederlande', fr: 'Pays-Bas', en: 'Netherlands', nl: 'Nederland' },
    AT: { de: 'Österreich', fr: 'Autriche', en: 'Austria', nl: 'Oostenrijk' },
    IE: { de: 'Irland', fr: 'Irlande', en: 'Ireland', nl: 'Ierland' },
    GB: {
      de: 'Vereinigtes Königreich',
      fr: 'Royaume-Uni',
      en: 'United Kingdom',
      nl: 'Verenigd Koninkrijk',
    },
  };
  return names[country]?.[language] ?? country;
}

/** Private customers, as a window address names them. */
export const PRIVATE_NAMES: Record<Language, readonly string[]> = {
  de: ['Herrn Thomas Becker', 'Frau Anna Lehmann', 'Herrn Stefan Krause', 'Frau Julia Hoffmann'],
  fr: ['M. Julien Moreau', 'Mme Claire Lefèvre', 'M. et Mme Girard', 'Mme Sophie Martin'],
  en: ['Mr James Walker', 'Mrs Emma Hughes', 'Ms Olivia Bennett', 'Mr David Clarke'],
  nl: ['Dhr. J. de Vries', 'Mevr. L. Bakker', 'Dhr. P. Jansen', 'Mevr. S. Visser'],
};

export const UTILITIES = {
  de: ['Stadtwerke Lindenau GmbH', 'Stadtwerke Kesselbach AG', 'Energieversorgung Rheintal GmbH'],
  fr: ['Électricité de Loire SA', 'Énergies du Rhône SAS', 'Gaz et Électricité Océane SA'],
  en: ['Northbridge Energy Ltd', 'Greenvale Gas & Power plc', 'Thames Home Energy Ltd'],
} as const;

export const MARKET_SELLERS = {
  de: ['Technikwelt Handels GmbH', 'Küchenprofi24 e.K.', 'Outdoor-Depot Schmidt GmbH'],
  fr: ['Maison & Jardin Direct SARL', 'Boutique Numérique Dupuis SAS', 'Cuisine Pro France SARL'],
  en: ['Gadget Harbour Ltd', 'Riverside Home Supplies Ltd', 'Peak Outdoor Trading Ltd'],
} as const;

export const MARKET_GOODS = {
  de: [
    'USB-C Ladekabel 2 m',
    'Edelstahl Thermoskanne 1 l',
    'LED Stirnlampe',
    'Bluetooth Lautsprecher',
    'Kochmesser 20 cm',
  ],
  fr: [
    'Câble USB-C 2 m',
    'Bouilloire inox 1,7 l',
    'Lampe frontale LED',
    'Enceinte Bluetooth',
    'Poêle antiadhésive 28 cm',
  ],
  en: [
    'USB-C charging cable 2 m',
    'Stainless steel flask 1 l',
    'LED head torch',
    'Bluetooth speaker',
    "Chef's knife 20 cm",
  ],
} as const;

export const SOLE_TRADER_NAMES = {
  de: [
    'Lena Krüger Grafikdesign',
    'Nachhilfe Jonas Weber',
    'Fotografie Mia Schäfer',
    'Übersetzungen Paul Braun',
  ],
  fr: [
    'Camille Petit EI',
    'Lucas Bernard - Développeur web',
    'Manon Robert Photographie EI',
    'Hugo Lambert EI (micro-entreprise)',
  ],
  en: [
    'Sarah Mitchell Illustration',
    'Tom Harris Gardening Services',
    'Rachel Evans Bookkeeping',
    'Ben Carter Web Design',
  ],
} as const;

export const SOLE_TRADER_WORK = {
  de: [
    'Logo-Entwurf',
    'Nachhilfestunde Mathematik',
    'Fotoshooting (Stunde)',
    'Übersetzung (Normseite)',
    'Korrekturschleife',
  ],
  fr: [
    'Création de site vitrine',
    'Séance photo (heure)',
    'Maintenance mensuelle',
    'Cours particulier',
    'Retouche photo',
  ],
  en: [
    'Illustration (per hour)',
    'Garden maintenance visit',
    'Monthly bookkeeping',
    'Website update (per hour)',
    'Hedge trimming',
  ],
} as const;
