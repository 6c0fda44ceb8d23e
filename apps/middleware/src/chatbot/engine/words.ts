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

/**
 * The folded stem of one lower-case word in a language, the word folded or as written (cached: a
 * topic's vocabulary is small). A folded word stems as the index does; a written one lets the
 * Spanish rules that read accents apply ('murió' and 'murieron' meet; folded, 'murio' does not).
 */
export function stemWord(word: string, language: Language): string {
  const cache = stemCache[language];
  let stem = cache.get(word);
  if (stem === undefined) {
    stem = fold(/\p{N}/u.test(word) ? word : STEMMERS[language](word));
    if (cache.size > 200_000) {
      cache.clear();
    }
    cache.set(word, stem);
  }
  return stem;
}

/**
 * Which form of a word is stemmed: the folded one (the index's stems, which an accent-less
 * question meets) or the written one (the answer's choice of sentence, within one passage).
 */
export type Spelling = 'folded' | 'written';

// What is left out of questions and passages: the detection lists and Snowball's longer Spanish
// one (its conjugations of estar, haber, ser and tener, relatives, quantifiers).
const LEFT_OUT = new Set([...STOP_WORDS.en, ...STOP_WORDS.es, ...SPANISH_STOP_WORDS.map(fold)]);

/** True for a folded word that is a stop word in either language. */
export function isStopWord(foldedWord: string): boolean {
  return LEFT_OUT.has(foldedWord);
}

/**
 * The words of a text, stemmed in `language` from their `spelling` (folded unless said). Offsets
 * are into the folded text, which has the source's offsets for the scripts we read (see `fold`);
 * callers clamp them.
 */
export function readWords(text: string, language: Language, spelling: Spelling = 'folded'): Word[] {
  const words: Word[] = [];
  const foldedText = fold(text);
  const written = spelling === 'written' ? writtenBeside(text, foldedText) : undefined;
  for (const match of foldedText.matchAll(WORD)) {
    const folded = match[0];
    const asWritten = written?.slice(match.index, match.index + folded.length);
    words.push({
      stem: stemWord(
        asWritten !== undefined && fold(asWritten) === folded ? asWritten : folded,
        language,
      ),
      start: match.index,
      end: match.index + folded.length,
      isStopWord: isStopWord(folded),
    });
  }
  return words;
}

/**
 * The text in lower case with its accents, when each of its units sits where its folded form's
 * does (NFC text of the scripts we read); each word is checked against its folded form anyway.
 */
function writtenBeside(text: string, foldedText: string): string | undefined {
  const lower = text.normalize('NFC').toLowerCase();
  return lower.length === foldedText.length ? lower : undefined;
}

/** Each content word of a question as written (lower case), keyed by its `questionTerms` form. */
export function writtenTerms(question: string): Map<string, string> {
  const written = new Map<string, string>();
  for (const [word] of question.normalize('NFC').toLowerCase().matchAll(WORD)) {
    const folded = fold(word);
    if (!isStopWord(folded) && !written.has(folded)) {
      written.set(folded, word);
    }
  }
  return written;
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
