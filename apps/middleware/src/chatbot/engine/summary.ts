import { chunkPages, type PageText, type PassageDraft } from './chunk';
import { splitSentences } from './sentences';
import { readWords, type Language, type Word } from './words';

const MAX_WORDS = 200;
const MAX_SENTENCES = 5;
// Sentences shorter than this are captions, list items or headings rather than statements.
const MIN_SENTENCE_WORDS = 6;

/** The position of the first sentence that scores; Infinity when none does. */
function firstStatement(sentences: ReadonlyArray<{ position: number; score: number }>): number {
  let first = Infinity;
  for (const sentence of sentences) {
    if (sentence.score > 0 && sentence.position < first) {
      first = sentence.position;
    }
  }
  return first;
}

/** A text's sentences, each with the stems of its content words (read once for the whole text). */
function sentenceStems(
  text: string,
  words: readonly Word[],
): Array<{ text: string; stems: string[] }> {
  let next = 0;
  return splitSentences(text).map((sentence) => {
    const stems: string[] = [];
    while (next < words.length && (words[next]?.start ?? Infinity) < sentence.end) {
      const word = words[next];
      if (word && word.start >= sentence.start && !word.isStopWord) {
        stems.push(word.stem);
      }
      next++;
    }
    return { text: sentence.text, stems };
  });
}

/**
 * A file's `resumen` (SPEC §3): up to five sentences, at most 200 words, in document order. Each
 * sentence is scored by how central it is (the summed document frequency of its content words:
 * a sentence about what the whole document discusses) with a bonus for leading a passage, where
 * writers put the point; the best are kept in reading order. No generation: every word is the
 * document's own. `passages` are the pages' `chunkPages` and `passageWords` their texts'
 * `readWords`, when the caller has them already.
 */
export function summarise(
  pages: readonly PageText[],
  language: Language,
  passages: readonly PassageDraft[] = chunkPages(pages),
  passageWords: ReadonlyArray<readonly Word[]> = passages.map((passage) =>
    readWords(passage.text, language),
  ),
): string {
  const sentences = passages.flatMap((passage, index) =>
    sentenceStems(passage.text, passageWords[index] ?? []).map((sentence, position) => ({
      ...sentence,
      leads: position === 0,
    })),
  );
  const frequency = new Map<string, number>();
  for (const sentence of sentences) {
    for (const stem of new Set(sentence.stems)) {
      frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
    }
  }
  const ranked = sentences
    .map((sentence, position) => ({
      ...sentence,
      position,
      score:
        sentence.stems.length < MIN_SENTENCE_WORDS
          ? 0
          : sentence.stems.reduce((sum, stem) => sum + (frequency.get(stem) ?? 0) - 1, 0) /
              Math.sqrt(sentence.stems.length) +
            (sentence.leads ? 1 : 0),
    }))
    .sort((a, b) => b.score - a.score);
  // The document's first statement always leads: it is where writers say what the text is.
  const first = firstStatement(ranked);
  const opening = ranked.findIndex((sentence) => sentence.score > 0 && sentence.position === first);
  if (opening > 0) {
    ranked.unshift(...ranked.splice(opening, 1));
  }

  const chosen: typeof ranked = [];
  let words = 0;
  for (const sentence of ranked) {
    const count = sentence.text.split(/\s+/u).length;
    if (chosen.length >= MAX_SENTENCES) {
      break;
    }
    if (words + count <= MAX_WORDS) {
      chosen.push(sentence);
      words += count;
    }
  }
  if (chosen.length === 0 && sentences[0]) {
    // One sentence longer than the whole budget: its first 200 words.
    return sentences[0].text.split(/\s+/u).slice(0, MAX_WORDS).join(' ');
  }
  return chosen
    .sort((a, b) => a.position - b.position)
    .map((sentence) => sentence.text)
    .join(' ');
}
