import { eng, spa } from 'stopword';

/** The languages of the content index: each picks its full-text configuration. */
export type PageLanguage = 'es' | 'en';

const SPANISH_WORDS = new Set(spa);
const ENGLISH_WORDS = new Set(eng);
const WORD = /\p{L}+/gu;
// Letters and marks that only Spanish of the two writes.
const SPANISH_SIGNS = /[ñ¿¡áéíóú]/giu;
// The start of a long page says enough.
const SAMPLE_CHARS = 20_000;

/**
 * Spanish minus English evidence in a text: stop words of each language (the `stopword` lists),
 * plus Spanish's own signs. Positive for Spanish, negative for English, 0 for no evidence.
 */
function languageLean(text: string): number {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  let lean = (sample.match(SPANISH_SIGNS) ?? []).length;
  for (const [word] of sample.toLowerCase().matchAll(WORD)) {
    lean += (SPANISH_WORDS.has(word) ? 1 : 0) - (ENGLISH_WORDS.has(word) ? 1 : 0);
  }
  return lean;
}

/**
 * The language of each page of a file, for its one full-text vector (migration 0023): a page
 * whose words lean one way is read in that language, so a file that mixes languages page by page
 * is found in both; a page with no evidence (a table of figures, a name) takes the file's
 * language, and a file with none is Spanish, the product's default.
 */
export function pageLanguages(pages: readonly string[]): PageLanguage[] {
  const leans = pages.map(languageLean);
  const fileLanguage: PageLanguage = leans.reduce((sum, lean) => sum + lean, 0) < 0 ? 'en' : 'es';
  return leans.map((lean) => (lean > 0 ? 'es' : lean < 0 ? 'en' : fileLanguage));
}
