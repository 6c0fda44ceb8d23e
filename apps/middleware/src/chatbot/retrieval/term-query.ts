import { sql, type RawBuilder } from 'kysely';

import { readWords, stemWord, type Language, type Word } from '../engine/words';

// tsvector limits: a position above 16,383 is refused, and a lexeme keeps at most 256 of them;
// a lexeme is at most 2 KB (no real word comes near: longer runs are noise, left out).
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 256;
const MAX_LEXEME_CHARS = 500;

/**
 * A passage's full-text vector, made here rather than by `to_tsvector`: the words the re-ranker
 * reads (folded, Snowball-stemmed in the passage's language, stop words of either language left
 * out, as questions leave them out), each at its word position. Parsing text was most of a
 * training's database time (issue 10: about 300 ms per 100 pages in PGlite, against about 30 ms
 * for this literal), and the index now holds exactly the terms the re-ranker counts.
 */
export function passageVector(text: string, language: Language): RawBuilder<unknown> {
  return vectorOfWords(readWords(text, language));
}

/** `passageVector` of words already read (training reads a passage's words once for all uses). */
export function vectorOfWords(words: readonly Word[]): RawBuilder<unknown> {
  const positions = new Map<string, number[]>();
  words.forEach((word, index) => {
    if (word.isStopWord || word.stem.length > MAX_LEXEME_CHARS) {
      return;
    }
    const seen = positions.get(word.stem) ?? [];
    if (seen.length < MAX_POSITIONS_PER_LEXEME) {
      seen.push(Math.min(index + 1, MAX_POSITION));
    }
    positions.set(word.stem, seen);
  });
  // Stems are letters and digits only: quoting them cannot break the literal's syntax.
  const literal = [...positions].map(([stem, at]) => `'${stem}':${at.join(',')}`).join(' ');
  return sql`${literal}::tsvector`;
}

/**
 * A tsquery matching any of `words` (folded question terms, from `questionTerms`) in `language`:
 * their stems as `passageVector` writes them, quoted, so nothing in a word is query syntax.
 */
export function anyWordQuery(words: readonly string[], language: Language): RawBuilder<unknown> {
  const stems = [...new Set(words.map((word) => stemWord(word, language)))];
  return sql`${stems.map((stem) => `'${stem}'`).join(' | ')}::tsquery`;
}
