import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemSpanish } from '@orama/stemmers/spanish';
import { eng, spa } from 'stopword';

import { fold } from './fold';
import { SPANISH_STOP_WORDS } from './spanish-stop-words';

/** The two languages the chatbot reads and answers in (the full-text configurations we use). */
export type Language = 'es' | 'en';

/** One word of a text: its folded stem and where it sits in the text it was read from. */
export type Word = { stem: string; start: number; end: number; isStopWord: boolean };

// Stemming is Snowball (Porter2 for English, the Snowball Spanish stemmer), the same family as
// PostgreSQL's full-text configurations, so the re-ranker's terms and the index's lexemes agree.
// Words are folded before stemming, as the index is: the stemmer then sees 'educacion' for both
// spellings, at the cost of its accent-dependent suffix rules.
const STEMMERS: Record<Language, (word: string) => string> = {
  en: stemEnglish,
  es: stemSpanish,
};

// `stopword`'s Spanish list lacks the most frequent verb forms and question words, which the
// re-ranker and the answer picker must not treat as content (its English list has them).
const SPANISH_FUNCTION_WORDS = (
  'es son era eran fue fueron ser sido está están estaba han ha había hay cuál cuáles ' +
  'cuánto cuánta cuántos cuántas cómo dónde quién quiénes qué cuándo este esta estos estas ' +
  'ese esa esos esas sus les tiene tienen tenía hizo hace hacer puede pueden según'
).split(' ');

/**
 * Stop words of each language, folded: the short lists language detection counts (longer lists
 * share more words with the other language, such as 'he' and 'has').
 */
export const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(eng.map(fold)),
  es: new Set([...spa, ...SPANISH_FUNCTION_WORDS].map(fold)),
};

const WORD = /[\p{L}\p{N}]+/gu;
const stemCache: Record<Language, Map<string, string>> = { en: new Map(), es: new Map() };

/** The stem of one folded word in a language (cached: a topic's vocabulary is small). */
export function stemWord(foldedWord: string, language: Language): string {
  const cache = stemCache[language];
  let stem = cache.get(foldedWord);
  if (stem === undefined) {
    stem = /\p{N}/u.test(foldedWord) ? foldedWord : STEMMERS[language](foldedWord);
    if (cache.size > 200_000) {
      cache.clear();
    }
    cache.set(foldedWord, stem);
  }
  return stem;
}

// What is left out of questions and passages: the detection lists and Snowball's longer Spanish
// one (its conjugations of estar, haber, ser and tener, relatives, quantifiers).
const LEFT_OUT = new Set([...STOP_WORDS.en, ...STOP_WORDS.es, ...SPANISH_STOP_WORDS.map(fold)]);

/** True for a folded word that is a stop word in either language. */
export function isStopWord(foldedWord: string): boolean {
  return LEFT_OUT.has(foldedWord);
}

/**
 * The words of a text, folded and stemmed in `language`. Offsets are into the folded text, which
 * has the source's offsets for the scripts we read (see `fold`); callers clamp them.
 */
export function readWords(text: string, language: Language): Word[] {
  const words: Word[] = [];
  for (const match of fold(text).matchAll(WORD)) {
    const folded = match[0];
    words.push({
      stem: stemWord(folded, language),
      start: match.index,
      end: match.index + folded.length,
      isStopWord: isStopWord(folded),
    });
  }
  return words;
}

/** The folded content words of a question, in order, without repeats or stop words. */
export function questionTerms(question: string): string[] {
  const terms = new Set<string>();
  for (const match of fold(question).matchAll(WORD)) {
    if (!isStopWord(match[0])) {
      terms.add(match[0]);
    }
  }
  return [...terms];
}
