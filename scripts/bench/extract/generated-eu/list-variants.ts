// What the headerless-list families share (`headerless-family.ts`, `gross-list-family.ts`): the
// three languages they are drawn in, each with its page style and seller, and the sum rows under
// the list (a label at the sum's x, its amount right-aligned in the list's amount column).
import type { Sheet } from '../generated-es/sheet.ts';
import type { EuOptions } from './model.ts';
import type { PageStyle } from './page.ts';
import { FRENCH_SELLER, GERMAN_SELLER, UK_SELLER } from './sample-data.ts';

export type ListLanguage = 'de' | 'fr' | 'en';

/** A variant's language, told by its seller's country (the facts are drawn before the page). */
export const listLanguageOf = (options: EuOptions): ListLanguage =>
  options.country === 'FR' ? 'fr' : options.country === 'GB' ? 'en' : 'de';

const styleOf = (language: ListLanguage): PageStyle => ({
  language,
  seller: ['letterhead'],
  meta: ['right'],
  summary: ['lines'],
  amounts: language === 'en' ? ['comma-dot'] : ['dot-comma', 'space-comma'],
  dates: language === 'en' ? ['slashed', 'words'] : ['dotted', 'words'],
  marks: language === 'en' ? ['sign-prefix', 'none'] : ['none', 'sign-suffix', 'code'],
});

const OPTIONS: Record<ListLanguage, EuOptions> = {
  de: { ...GERMAN_SELLER, rates: [19], creditNoteChance: 0 },
  fr: { ...FRENCH_SELLER, rates: [20], creditNoteChance: 0 },
  en: { ...UK_SELLER, rates: [20], creditNoteChance: 0 },
};

/** A family's variant in `language`: its page style and its seller. */
export const listVariantOf = (language: ListLanguage) => ({
  style: styleOf(language),
  options: OPTIONS[language],
});

/** Draws the sum rows from `y` on, 15 units apart; the y under the last. */
export function drawSumRows(
  sheet: Sheet,
  rows: readonly (readonly [label: string, value: string, isBold: boolean])[],
  at: { sumX: number; amountX: number; y: number },
): number {
  let { y } = at;
  for (const [label, value, isBold] of rows) {
    sheet.text(at.sumX, y, label, { bold: isBold });
    sheet.right(at.amountX, y, value, { bold: isBold });
    y += 15;
  }
  return y;
}
