import { splitSentences } from '../engine/sentences';
import { readWords, type Language } from '../engine/words';

/** A quote of a passage: its text and its character range in the passage. */
export type PassageQuote = { quote: string; start: number; end: number };

function contentStems(text: string, language: Language): Set<string> {
  return new Set(
    readWords(text, language)
      .filter((word) => !word.isStopWord)
      .map((word) => word.stem),
  );
}

/**
 * The answer's statement that carries citation `[n]`: the text from the end of the sentence
 * before the marker up to the marker.
 */
export function claimOf(answer: string, citationNumber: number): string {
  const marker = `[${String(citationNumber)}]`;
  const at = answer.indexOf(marker);
  if (at < 0) {
    return '';
  }
  const before = answer.slice(0, at);
  const sentenceStart = Math.max(
    before.lastIndexOf('. '),
    before.lastIndexOf('\n'),
    before.lastIndexOf('? '),
    before.lastIndexOf('! '),
  );
  return before.slice(sentenceStart + 1).replace(/\[\d+\]/gu, '');
}

/**
 * The sentence of a cited passage that shares the most content words with the claim that cites
 * it; the passage's first sentence when none shares any (the model cited the passage as a whole).
 */
export function quoteForClaim(passage: string, claim: string, language: Language): PassageQuote {
  const sentences = splitSentences(passage);
  const wanted = contentStems(claim, language);
  let best = sentences[0];
  let bestShared = 0;
  for (const sentence of sentences) {
    const shared = [...contentStems(sentence.text, language)].filter((stem) =>
      wanted.has(stem),
    ).length;
    if (shared > bestShared) {
      best = sentence;
      bestShared = shared;
    }
  }
  return best === undefined
    ? { quote: passage, start: 0, end: passage.length }
    : { quote: best.text, start: best.start, end: best.end };
}
