/** A sentence of a text and its offsets in that text (`text.slice(start, end)` is it, trimmed). */
export type Sentence = { start: number; end: number; text: string };

// Node's built-in segmenter (ICU sentence rules); it breaks after abbreviations such as
// 'Dr. García' or 'EE. UU.', which we mend below.
const segmenter = new Intl.Segmenter('und', { granularity: 'sentence' });

// A sentence ending in a one-letter word or a short capitalised word with a period ('Dr.',
// 'EE.', 'J.') is most likely an abbreviation or an initial, not an end.
const ABBREVIATION_END = /(?:^|[\s(])(?:\p{L}|\p{Lu}\p{Ll}{0,2}|\p{Lu}{2})\.$/u;

/** Splits a text into sentences, trimmed, with offsets into `text`. */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let pending: { start: number; end: number } | undefined;
  for (const { segment, index } of segmenter.segment(text)) {
    const start = pending?.start ?? index;
    const end = index + segment.length;
    if (ABBREVIATION_END.test(segment.trimEnd()) && end < text.length) {
      pending = { start, end };
      continue;
    }
    pending = undefined;
    pushTrimmed(sentences, text, start, end);
  }
  if (pending) {
    pushTrimmed(sentences, text, pending.start, pending.end);
  }
  return sentences;
}

function pushTrimmed(sentences: Sentence[], text: string, start: number, end: number): void {
  const raw = text.slice(start, end);
  const leading = raw.length - raw.trimStart().length;
  const trimmed = raw.trim();
  if (trimmed.length > 0) {
    sentences.push({
      start: start + leading,
      end: start + leading + trimmed.length,
      text: trimmed,
    });
  }
}
