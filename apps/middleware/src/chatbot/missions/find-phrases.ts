import { fold, foldWithOffsets, type FoldedText } from '../engine/fold';

/** A phrase found in a text; `start`/`end` index the original (unfolded) text. */
export type PhraseMatch = { phrase: string; start: number; end: number };

/** A compiled list of phrases, found in a text folded once. */
export type PhraseFinder = (text: string | FoldedText) => PhraseMatch[];

const ESCAPE = /[.*+?^${}()|[\]\\]/gu;

/** One phrase as a pattern: spaces match any run of white space; a final `*` any word ending. */
function phrasePattern(phrase: string): string {
  const isPrefix = phrase.endsWith('*');
  const words = fold(isPrefix ? phrase.slice(0, -1) : phrase)
    .trim()
    .split(/\s+/u)
    .map((word) => word.replace(ESCAPE, '\\$&'));
  return words.join('\\s+') + (isPrefix ? '[\\p{L}\\p{N}]*' : '');
}

/**
 * Compiles phrases (cue words, labels) into one finder. Matching is on folded text, so 'Cláusula',
 * 'CLAUSULA' and 'cláusula' meet; a phrase matches whole words only; where two phrases overlap the
 * longer wins (so 'total iva' beats 'total'), then the earlier.
 */
export function compilePhrases(phrases: readonly string[]): PhraseFinder {
  const ordered = [...new Set(phrases)].sort((a, b) => b.length - a.length);
  const byPattern = ordered.map((phrase) => ({
    phrase,
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])${phrasePattern(phrase)}(?![\\p{L}\\p{N}])`, 'gu'),
  }));
  return (input) => {
    const folded = typeof input === 'string' ? foldWithOffsets(input) : input;
    const found: PhraseMatch[] = [];
    for (const { phrase, pattern } of byPattern) {
      for (const match of folded.text.matchAll(pattern)) {
        const start = folded.sourceOffsets[match.index] ?? 0;
        const end = folded.sourceOffsets[match.index + match[0].length] ?? start;
        if (!found.some((other) => start < other.end && end > other.start)) {
          found.push({ phrase, start, end });
        }
      }
    }
    return found.sort((a, b) => a.start - b.start);
  };
}
