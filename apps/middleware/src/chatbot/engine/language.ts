import { fold } from './fold';
import { STOP_WORDS, type Language } from './words';

const WORD = /[\p{L}]+/gu;
// Letters and marks only Spanish uses among the two; each counts like a stop word.
const SPANISH_SIGNS = /[ñ¿¡áéíóú]/giu;

/**
 * The language of a question or a document: stop words of each language counted, plus the
 * signs only Spanish writes (ñ, ¿, ¡, acute accents). Works on a five-word question because the
 * function words ('what', 'the', 'los', 'cuántos') and the opening '¿' are in almost every
 * question. Ties (no evidence at all) answer Spanish, the product's default language.
 */
export function detectLanguage(text: string): Language {
  const sample = text.length > 20_000 ? text.slice(0, 20_000) : text;
  let spanish = (sample.match(SPANISH_SIGNS) ?? []).length;
  let english = 0;
  for (const [word] of fold(sample).matchAll(WORD)) {
    if (STOP_WORDS.es.has(word)) {
      spanish += 1;
    }
    if (STOP_WORDS.en.has(word)) {
      english += 1;
    }
  }
  return english > spanish ? 'en' : 'es';
}
