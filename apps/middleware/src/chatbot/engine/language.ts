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
  const { spanish, english } = languageEvidence(text);
  return english > spanish ? 'en' : 'es';
}

function languageEvidence(text: string): { spanish: number; english: number } {
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
  return { spanish, english };
}

// A question switches the answer's language only on clear evidence: two signs more of the other
// language ("Total?" or a name decides nothing).
const SWITCH_MARGIN = 2;

/**
 * The language of an answer (issue 11): the user's interface language, unless the question is
 * clearly written in the other one.
 */
export function answerLanguage(question: string, interfaceLanguage: Language): Language {
  const { spanish, english } = languageEvidence(question);
  if (interfaceLanguage === 'es' && english - spanish >= SWITCH_MARGIN) {
    return 'en';
  }
  if (interfaceLanguage === 'en' && spanish - english >= SWITCH_MARGIN) {
    return 'es';
  }
  return interfaceLanguage;
}

/** The i18n language of a document language (the messages call Spanish `sp`). */
export function toUiLanguage(language: Language): 'sp' | 'en' {
  return language === 'es' ? 'sp' : 'en';
}

/** The document language of an i18n language. */
export function fromUiLanguage(language: 'sp' | 'en'): Language {
  return language === 'sp' ? 'es' : 'en';
}
