import { readWords, type Language, type Word } from './words';

// A phrase is a run of one to three content words with nothing but spaces between them.
const MAX_PHRASE_WORDS = 3;
const MIN_WORD_LETTERS = 4;

type Phrase = { text: string; stems: string[] };

function phrasesOf(text: string, language: Language): Phrase[] {
  const words = readWords(text, language);
  const phrases: Phrase[] = [];
  let run: Word[] = [];
  const close = () => {
    for (let size = Math.min(run.length, MAX_PHRASE_WORDS); size >= 1; size--) {
      for (let start = 0; start + size <= run.length; start++) {
        const part = run.slice(start, start + size);
        const first = part[0];
        const last = part.at(-1);
        if (first && last) {
          phrases.push({ text: text.slice(first.start, last.end), stems: part.map((w) => w.stem) });
        }
      }
    }
    run = [];
  };
  for (const word of words) {
    const previous = run.at(-1);
    const isJoined = previous === undefined || /^\s+$/u.test(text.slice(previous.end, word.start));
    if (word.isStopWord || word.end - word.start < MIN_WORD_LETTERS || !isJoined) {
      close();
    }
    if (!word.isStopWord && word.end - word.start >= MIN_WORD_LETTERS) {
      run.push(word);
    }
  }
  close();
  return phrases;
}

/**
 * The phrases that say what a set of texts (the summaries of a topic's files) is about: runs of
 * content words, scored by how many of the texts use their rarest word, longer runs first among
 * equals; one phrase per set of stems, none that another chosen phrase contains.
 */
export function keyPhrases(texts: readonly string[], language: Language, limit: number): string[] {
  const documentFrequency = new Map<string, number>();
  const candidates: Phrase[] = [];
  for (const text of texts) {
    const phrases = phrasesOf(text, language);
    for (const stem of new Set(phrases.flatMap((phrase) => phrase.stems))) {
      documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1);
    }
    candidates.push(...phrases);
  }
  // A phrase is as shared as its rarest word; a longer one wins among equals.
  const score = (phrase: Phrase) =>
    Math.min(...phrase.stems.map((stem) => documentFrequency.get(stem) ?? 0)) +
    phrase.stems.length * 0.25;
  const chosen: Phrase[] = [];
  for (const phrase of [...candidates].sort((a, b) => score(b) - score(a))) {
    const overlaps = chosen.some((other) =>
      phrase.stems.some((stem) => other.stems.includes(stem)),
    );
    if (!overlaps) {
      chosen.push(phrase);
    }
    if (chosen.length === limit) {
      break;
    }
  }
  return chosen.map((phrase) => phrase.text);
}
