// What the fifth probe's families (tune: a lawyer's or adviser's fee note, a web shop's invoice in
// gross prices, an ERP's invoice; held: an export commercial invoice, an invoice after a paid pro
// forma, a business letter whose seller is only in the footer's columns) draw alike: each family
// in German, French and English in turn, the sellers' options per language, and label-amount
// rows at two columns.
import type { Random } from '../generated-es/random.ts';
import type { Language } from './format.ts';
import type { EuOptions } from './model.ts';
import type { PageStyle } from './page.ts';
import type { Cursor } from './probe-parts.ts';
import {
  digits,
  ENGLISH_GOODS,
  FRENCH_SELLER,
  GERMAN_SELLER,
  IRISH_COMPANIES,
  IRISH_STREETS,
  UK_SELLER,
} from './sample-data.ts';

/** The three languages each family writes, one document after another. */
export type Tongue = 'de' | 'fr' | 'en';

/** The page's language as a family of this probe writes it. */
export const tongueOf = (style: PageStyle): Tongue =>
  style.language === 'de' || style.language === 'fr' ? style.language : 'en';

/** A style naming the language only (the families draw their own pages). */
export const styleOf = (language: Language): PageStyle => ({
  language,
  seller: ['letterhead'],
  meta: ['right'],
  summary: ['lines'],
  amounts: ['dot-comma'],
  dates: ['dotted'],
  marks: ['sign-suffix'],
});

/** A plain seller of each language: German, French, British (pounds) or Irish (euro). */
export const SELLERS: Record<Tongue | 'ie', EuOptions> = {
  de: { ...GERMAN_SELLER, rates: [19, 19, 7], itemCount: [1, 7] },
  fr: { ...FRENCH_SELLER, rates: [20, 20, 10, 5.5], itemCount: [1, 7] },
  en: { ...UK_SELLER, rates: [20, 20, 5], itemCount: [1, 7] },
  ie: {
    country: 'IE',
    rates: [23, 23, 13.5],
    goods: ENGLISH_GOODS,
    companies: IRISH_COMPANIES,
    streets: IRISH_STREETS,
    vatIdOf: (random: Random) => `IE${digits(random, 7)}${random.pick(['T', 'W', 'H'])}`,
    numberOf: (random: Random) => `INV-${digits(random, 5)}`,
    itemCount: [1, 7],
  },
};

/** The family's variants: German, French, English, each with its options. */
export function variantsOf(
  options: (tongue: Tongue) => EuOptions,
): { style: PageStyle; options: EuOptions }[] {
  return (['de', 'fr', 'en'] as const).map((tongue) => ({
    style: styleOf(tongue),
    options: options(tongue),
  }));
}

/** Label-amount rows from `cursor.y`, labels at `x`, amounts ending at `valueX`. */
export function drawAmountRows(
  cursor: Cursor,
  rows: readonly (readonly [string, string, boolean?])[],
  x = 330,
  valueX = 550,
): void {
  for (const [label, value, isBold] of rows) {
    const options = { bold: isBold === true };
    cursor.sheet.text(x, cursor.y, label, options);
    if (value !== '') {
      cursor.sheet.right(valueX, cursor.y, value, options);
    }
    cursor.y += 14;
  }
}

/** A rate as the language writes it (`19 %`, `5,5 %`, `20%`). */
export const rateText = (rate: number, tongue: Tongue): string =>
  tongue === 'en' ? `${rate}%` : `${String(rate).replace('.', ',')} %`;

/** An IBAN of the seller's country, grouped by four. */
export const ibanOf = (random: Random, country: string): string =>
  `${country}${digits(random, 2)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 4)} ${digits(random, 2)}`;
