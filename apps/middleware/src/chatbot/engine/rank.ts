import { splitSentences } from './sentences';
import { questionTerms, readWords, stemWord, type Language, type Word } from './words';

/** What the re-ranker reads of a candidate passage. */
export type RankInput = {
  heading: string | null;
  text: string;
  language: Language;
  fileName: string;
};

/**
 * How common each question term is where the candidates come from: `documentFrequency` is keyed
 * by the folded question term (as `questionTerms` gives it) and counts the passages holding it.
 */
export type TermStatistics = { passages: number; documentFrequency: ReadonlyMap<string, number> };

/** The weights of the score's parts; exported for the bench, which reports what each adds. */
export const RANK_WEIGHTS = {
  k1: 1.2,
  b: 0.75,
  // A question term in the passage's heading or its file's name (a title names the subject).
  heading: 0.5,
  // Two question terms that are adjacent in the question and in the passage ('Super Bowl').
  bigram: 1,
  // The best single sentence's share of the question: answers live in one sentence.
  sentence: 0.3,
  // The best other passage of the same file, as a share of its score: a file that matches the
  // question elsewhere too is about what it asks (a paragraph that paraphrases the question
  // beats one of an unrelated file sharing a word). Bounded by one passage, so a long file's
  // many passages add no more than a short file's best one.
  sameFile: 0.15,
  // A passage word whose stem begins with a question term's stem or begins it ('interceptó' /
  // 'intercepciones', 'asimilaron' / 'asimilación'), as a share of an exact match: Spanish only.
  relatedForm: 0.5,
};

// The Snowball Spanish stemmer strips inflections but keeps derivations apart (a verb and its
// '-ción' noun, an adjective and its '-mente' adverb), and Spanish builds far more of them than
// English, whose Porter2 stemmer already conflates most (with it, English ranks worse: notes).
// Below six letters a shared prefix is too often chance ('canal' / 'canalla').
const RELATED_FORM_LANGUAGES: ReadonlySet<Language> = new Set(['es']);
const RELATED_FORM_MIN_LETTERS = 6;

type Term = { folded: string; idf: number };

/**
 * Orders candidate passages for a question, best first, each with its `score`: BM25 over the
 * passage body (term frequencies saturate, long passages are discounted), plus the question terms
 * found in the heading or file name, question bigrams found adjacent, and the best sentence's
 * weight (terms close together beat terms spread over a page). Without `statistics` the document
 * frequencies are counted over the candidates themselves.
 */
export function rankPassages<T extends RankInput>(
  question: string,
  candidates: readonly T[],
  statistics?: TermStatistics,
): Array<T & { score: number }> {
  const folded = questionTerms(question);
  if (folded.length === 0 || candidates.length === 0) {
    return [];
  }
  const read = candidates.map((candidate) => ({
    candidate,
    words: readWords(candidate.text, candidate.language),
    headingStems: new Set(
      readWords(
        `${candidate.heading ?? ''} ${stripExtension(candidate.fileName)}`,
        candidate.language,
      ).map((word) => word.stem),
    ),
  }));
  const counted = statistics ?? countStatistics(folded, read);
  const terms: Term[] = folded.map((term) => {
    const df = Math.max(counted.documentFrequency.get(term) ?? 0, 1);
    const n = Math.max(counted.passages, df);
    return { folded: term, idf: Math.log(1 + (n - df + 0.5) / (df + 0.5)) };
  });
  const averageLength =
    read.reduce((sum, { words }) => sum + words.length, 0) / Math.max(read.length, 1) || 1;

  const scored = read.map(({ candidate, words, headingStems }) => ({
    ...candidate,
    score: scorePassage(terms, candidate, words, headingStems, averageLength),
  }));
  return withSameFileEvidence(scored)
    .filter((passage) => passage.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** Each passage's score plus `sameFile` times the best score of another passage of its file. */
function withSameFileEvidence<T extends RankInput & { score: number }>(scored: readonly T[]): T[] {
  const bestTwo = new Map<string, [number, number]>();
  for (const { fileName, score } of scored) {
    const [first, second] = bestTwo.get(fileName) ?? [0, 0];
    bestTwo.set(fileName, score > first ? [score, first] : [first, Math.max(second, score)]);
  }
  return scored.map((passage) => {
    if (passage.score <= 0) {
      return passage;
    }
    const [first, second] = bestTwo.get(passage.fileName) ?? [0, 0];
    const other = passage.score >= first ? second : first;
    return { ...passage, score: passage.score + RANK_WEIGHTS.sameFile * other };
  });
}

function stripExtension(fileName: string): string {
  return fileName.replace(/\.[a-z0-9]{1,5}$/iu, '').replace(/^\d+[-_ ]/u, '');
}

function countStatistics(
  terms: readonly string[],
  read: ReadonlyArray<{ candidate: RankInput; words: Word[] }>,
): TermStatistics {
  const documentFrequency = new Map<string, number>();
  for (const { candidate, words } of read) {
    const stems = new Set(words.map((word) => word.stem));
    for (const term of terms) {
      if (stems.has(stemWord(term, candidate.language))) {
        documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
      }
    }
  }
  return { passages: read.length, documentFrequency };
}

function scorePassage(
  terms: readonly Term[],
  candidate: RankInput,
  words: readonly Word[],
  headingStems: ReadonlySet<string>,
  averageLength: number,
): number {
  const { k1, b } = RANK_WEIGHTS;
  const stems = terms.map((term) => stemWord(term.folded, candidate.language));
  const frequency = new Map<string, number>();
  for (const word of words) {
    frequency.set(word.stem, (frequency.get(word.stem) ?? 0) + 1);
  }
  const lengthFactor = 1 - b + (b * words.length) / averageLength;
  let score = 0;
  terms.forEach((term, index) => {
    const stem = stems[index] as string;
    const tf =
      (frequency.get(stem) ?? 0) +
      (RELATED_FORM_LANGUAGES.has(candidate.language)
        ? RANK_WEIGHTS.relatedForm * relatedFormCount(stem, frequency)
        : 0);
    score += (term.idf * tf * (k1 + 1)) / (tf + k1 * lengthFactor);
    if (headingStems.has(stem)) {
      score += RANK_WEIGHTS.heading * term.idf;
    }
  });
  score += RANK_WEIGHTS.bigram * bigramWeight(terms, stems, words);
  score += RANK_WEIGHTS.sentence * bestSentenceWeight(terms, stems, candidate.text, words);
  return score;
}

/** How many words of a passage (`frequency` by stem) are a related form of `stem`. */
function relatedFormCount(stem: string, frequency: ReadonlyMap<string, number>): number {
  if (/\p{N}/u.test(stem)) {
    return 0;
  }
  let count = 0;
  for (const [other, times] of frequency) {
    if (other !== stem && isRelatedForm(stem, other)) {
      count += times;
    }
  }
  return count;
}

/** One stem begins the other, both at least `RELATED_FORM_MIN_LETTERS` long. */
function isRelatedForm(stem: string, other: string): boolean {
  return (
    Math.min(stem.length, other.length) >= RELATED_FORM_MIN_LETTERS &&
    (other.startsWith(stem) || stem.startsWith(other))
  );
}

/** The idf of question bigrams (adjacent content words) that are adjacent in the passage too. */
function bigramWeight(
  terms: readonly Term[],
  stems: readonly string[],
  words: readonly Word[],
): number {
  const content = words.filter((word) => !word.isStopWord).map((word) => word.stem);
  const pairs = new Set<string>();
  for (let index = 1; index < content.length; index++) {
    pairs.add(`${content[index - 1]} ${content[index]}`);
  }
  let weight = 0;
  for (let index = 1; index < stems.length; index++) {
    const pair = `${stems[index - 1]} ${stems[index]}`;
    if (pairs.has(pair)) {
      weight += Math.min((terms[index - 1] as Term).idf, (terms[index] as Term).idf);
    }
  }
  return weight;
}

/** The summed idf of the distinct question terms of the passage's best sentence. */
export function bestSentenceWeight(
  terms: readonly Term[],
  stems: readonly string[],
  text: string,
  words: readonly Word[],
): number {
  const idfByStem = new Map<string, number>();
  stems.forEach((stem, index) => idfByStem.set(stem, (terms[index] as Term).idf));
  let best = 0;
  let wordIndex = 0;
  for (const sentence of splitSentences(text)) {
    const seen = new Set<string>();
    let weight = 0;
    while (wordIndex < words.length && (words[wordIndex] as Word).start < sentence.end) {
      const stem = (words[wordIndex] as Word).stem;
      const idf = idfByStem.get(stem);
      if (idf !== undefined && !seen.has(stem)) {
        seen.add(stem);
        weight += idf;
      }
      wordIndex++;
    }
    best = Math.max(best, weight);
  }
  return best;
}
