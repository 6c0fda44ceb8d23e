import { fold } from './fold';
import { splitSentences, type Sentence } from './sentences';
import {
  questionTerms,
  readWords,
  stemWord,
  writtenTerms,
  type Language,
  type Spelling,
  type Word,
} from './words';

/** What the answer reads of a retrieved passage (`RetrievedPassage` has all of it). */
export type AnswerPassage = {
  id: string;
  fileName: string;
  page: number;
  text: string;
  language: Language;
  score: number;
};

/**
 * The names of a sentence's features, in the order `sentenceCandidates` gives them. A model's
 * weights (answer-model.ts) are in this order; its `features` list must equal this one.
 */
export const SENTENCE_FEATURES = [
  // The share of the question's weight (terms weighted by rarity among the retrieved passages)
  // that the sentence holds, and that its neighbours hold.
  'coverage',
  // The same share with terms weighted by rarity among the sentences read: a term every passage
  // holds but few sentences do is what tells the answer's sentence from its neighbours.
  'sentenceCoverage',
  'previousCoverage',
  'nextCoverage',
  // The same share over the whole passage, and the best sentence's of the passage.
  'passageCoverage',
  // The share of the question's terms the sentence holds as written (not only as stems).
  'exactShare',
  // Question bigrams adjacent in the sentence too, as a share of the question's bigrams.
  'bigramShare',
  // Matched terms close together: matched words over the span of words they cover.
  'compactness',
  // The share of the sentence's content words that the question does not say (an answer adds).
  'novelty',
  // log(1 + content words).
  'length',
  // The passage: its score over the best passage's, and whether it is the first or second.
  'passageShare',
  'firstPassage',
  'secondPassage',
  // The sentence opens the passage; its position in the passage (0 first, 1 last).
  'firstSentence',
  'position',
  // Opens with a pronoun: it is quoted with the sentence before it.
  'anaphoric',
  // The question asks for a number / a date / a person / a place, and the sentence holds one
  // that the question does not already say; and it asks for one of them, but the sentence has none.
  'numberFound',
  'dateFound',
  'personFound',
  'placeFound',
  'kindMissing',
] as const;

export type SentenceFeature = (typeof SENTENCE_FEATURES)[number];

/**
 * A learned scorer of answer sentences: one weight per feature of `SENTENCE_FEATURES` (a
 * sentence's score is their weighted sum), and how far below the best a second sentence of the
 * same passage may score and still be quoted. Trained by scripts/bench/chat/train-answer.ts.
 */
export type AnswerModel = {
  trainedOn: string;
  features: readonly string[];
  weights: readonly number[];
  runnerUpGap: number;
};

/** A sentence of a retrieved passage that could answer, and what it would quote. */
export type SentenceCandidate = {
  passage: AnswerPassage;
  /** The passage's rank among those read (0 best). */
  passageRank: number;
  sentence: Sentence;
  /** The sentence, or with the one before it when it opens with a pronoun. */
  quote: Sentence;
  coverage: number;
  features: number[];
};

// Only the passages near the top are read for the answer.
export const PASSAGES_READ = 3;

// A sentence that opens with a pronoun or a demonstrative leans on the one before it ('He is
// also the oldest quarterback...'): the quote takes both, so it names what it talks about. ('el'
// is left out: folded, the pronoun 'él' is the article 'el'.)
const ANAPHORIC_OPENING =
  /^(he|she|it|they|this|these|those|his|her|its|their|ella|ellos|ellas|este|esta|estos|estas|esto|su|sus)\b/u;

type ExpectedKind = 'number' | 'date' | 'person' | 'place' | undefined;

// Question words, folded, of both languages: they tell what kind of thing the answer is.
const ASKS_NUMBER =
  /\b(how (many|much|long|large|big|old|far)|cuant[oa]s?|what (percentage|number|amount)|que (porcentaje|cantidad|numero))\b/u;
const ASKS_DATE =
  /\b(when|what year|cuando|(en )?que ano|what (date|century|decade)|que (fecha|siglo|decada))\b/u;
const ASKS_PERSON = /\b(who|whom|whose|quien(es)?)\b/u;
const ASKS_PLACE = /\b(where|donde|adonde|en que (lugar|ciudad|pais|region))\b/u;

/** What kind of thing the question asks for, from its question words. */
export function expectedKind(question: string): ExpectedKind {
  const folded = fold(question);
  if (ASKS_NUMBER.test(folded)) {
    return 'number';
  }
  if (ASKS_DATE.test(folded)) {
    return 'date';
  }
  if (ASKS_PERSON.test(folded)) {
    return 'person';
  }
  return ASKS_PLACE.test(folded) ? 'place' : undefined;
}

const KIND_PATTERN: Record<Exclude<ExpectedKind, undefined>, RegExp> = {
  // A capitalised word that does not open the sentence.
  person: /(?<=\S\s+)\p{Lu}[\p{L}-]+/gu,
  place: /(?<=\S\s+)\p{Lu}[\p{L}-]+/gu,
  date: /\b(1\d{3}|20\d{2})\b|\b\d{1,2}(st|nd|rd|th)?\b/gu,
  number: /\d[\d.,]*/gu,
};

/** Whether the sentence holds a thing of the kind asked that the question does not already say. */
export function holdsExpected(
  expected: ExpectedKind,
  sentence: string,
  questionWords: ReadonlySet<string>,
): boolean {
  if (!expected) {
    return false;
  }
  return (sentence.match(KIND_PATTERN[expected]) ?? []).some(
    (found) => !questionWords.has(fold(found)),
  );
}

/**
 * Every sentence of the best passages (at most PASSAGES_READ) with its features for the answer
 * model: how much of the question it holds and how (exact words, bigrams, close together), what
 * it adds, its passage's rank and score, its place in the passage, and whether it holds the kind
 * of thing asked (a number, a date, a person, a place). Language-neutral: the same features in
 * English and Spanish, so a model trained on one language's questions is used on the other's.
 */
export function sentenceCandidates(
  question: string,
  passages: readonly AnswerPassage[],
): SentenceCandidate[] {
  const terms = questionTerms(question);
  const reading = readingOf(question);
  const { stemOf } = reading;
  // By score: a caller may have put the answer's passage first (`answerPassageFirst`).
  const byScore = [...passages].sort((a, b) => b.score - a.score);
  const top = byScore[0];
  if (terms.length === 0 || !top || top.score <= 0) {
    return [];
  }
  const read = byScore.slice(0, PASSAGES_READ);
  const weights = termWeights(terms, passages, reading);
  const totalWeight = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const expected = expectedKind(question);
  const questionWords = new Set(fold(question).match(/[\p{L}\p{N}]+/gu) ?? []);
  const termSet = new Set(terms);

  const sentenceWeights = sentenceTermWeights(terms, read, reading);
  const totalSentenceWeight = [...sentenceWeights.values()].reduce((sum, w) => sum + w, 0);
  const candidates: SentenceCandidate[] = [];
  read.forEach((passage, passageRank) => {
    const stemToTerm = new Map(terms.map((term) => [stemOf(term, passage.language), term]));
    const questionStems = terms.map((term) => stemOf(term, passage.language));
    const bigrams = new Set<string>();
    for (let index = 1; index < questionStems.length; index++) {
      bigrams.add(`${questionStems[index - 1]} ${questionStems[index]}`);
    }
    const sentences = splitSentences(passage.text);
    const read = sentences.map((sentence) => {
      const words = readWords(sentence.text, passage.language, reading.spelling);
      const folded = fold(sentence.text).match(/[\p{L}\p{N}]+/gu) ?? [];
      return { sentence, words, ...matchOf(words, stemToTerm), folded };
    });
    const share = (matched: ReadonlySet<string>) =>
      [...matched].reduce((sum, term) => sum + (weights.get(term) ?? 0), 0) / totalWeight;
    const passageMatched = new Set(read.flatMap(({ matched }) => [...matched]));
    const passageCoverage = share(passageMatched);
    const coverages = read.map(({ matched }) => share(matched));
    read.forEach(({ sentence, words, positions, folded }, index) => {
      const content = words.filter((word) => !word.isStopWord);
      const novel = content.filter((word) => !stemToTerm.has(word.stem)).length;
      const exact = new Set(folded.filter((word) => termSet.has(word))).size;
      const previous = sentences[index - 1];
      const anaphoric = previous !== undefined && ANAPHORIC_OPENING.test(fold(sentence.text));
      const quote = anaphoric
        ? {
            start: previous.start,
            end: sentence.end,
            text: passage.text.slice(previous.start, sentence.end),
          }
        : sentence;
      const holds = holdsExpected(expected, sentence.text, questionWords);
      const features: Record<SentenceFeature, number> = {
        coverage: coverages[index] ?? 0,
        sentenceCoverage:
          [...(read[index]?.matched ?? [])].reduce(
            (sum, term) => sum + (sentenceWeights.get(term) ?? 0),
            0,
          ) / totalSentenceWeight,
        previousCoverage: coverages[index - 1] ?? 0,
        nextCoverage: coverages[index + 1] ?? 0,
        passageCoverage,
        exactShare: exact / terms.length,
        bigramShare: bigrams.size === 0 ? 0 : bigramMatches(content, bigrams) / bigrams.size,
        compactness:
          positions.length < 2
            ? positions.length
            : positions.length / (1 + (positions.at(-1) ?? 0) - (positions[0] ?? 0)),
        novelty: content.length === 0 ? 0 : novel / content.length,
        length: Math.log(1 + content.length),
        passageShare: passage.score / top.score,
        firstPassage: passageRank === 0 ? 1 : 0,
        secondPassage: passageRank === 1 ? 1 : 0,
        firstSentence: index === 0 ? 1 : 0,
        position: sentences.length < 2 ? 0 : index / (sentences.length - 1),
        anaphoric: anaphoric ? 1 : 0,
        numberFound: expected === 'number' && holds ? 1 : 0,
        dateFound: expected === 'date' && holds ? 1 : 0,
        personFound: expected === 'person' && holds ? 1 : 0,
        placeFound: expected === 'place' && holds ? 1 : 0,
        kindMissing: expected !== undefined && !holds ? 1 : 0,
      };
      candidates.push({
        passage,
        passageRank,
        sentence,
        quote,
        coverage: features.coverage,
        features: SENTENCE_FEATURES.map((name) => features[name]),
      });
    });
  });
  return candidates;
}

/** How the answer reads words for one question. */
type Reading = { spelling: Spelling; stemOf: (term: string, language: Language) => string };

/**
 * Sentences are read with their accents when the question writes accents: the Spanish stemmer
 * then conflates more forms ('murió' / 'murieron'). A question typed without them is read folded,
 * as the index is, so 'educacion' still meets 'educación' (whose accented stem is 'educ').
 */
function readingOf(question: string): Reading {
  const written = writtenTerms(question);
  const spelling: Spelling = [...written].some(([folded, word]) => folded !== word)
    ? 'written'
    : 'folded';
  return {
    spelling,
    stemOf: (term, language) =>
      stemWord(spelling === 'written' ? (written.get(term) ?? term) : term, language),
  };
}

/** The question terms a sentence holds, and the positions (in its words) of those it holds. */
function matchOf(
  words: readonly Word[],
  stemToTerm: ReadonlyMap<string, string>,
): { matched: Set<string>; positions: number[] } {
  const matched = new Set<string>();
  const positions: number[] = [];
  words.forEach((word, index) => {
    const term = stemToTerm.get(word.stem);
    if (term !== undefined) {
      matched.add(term);
      positions.push(index);
    }
  });
  return { matched, positions };
}

function bigramMatches(content: readonly Word[], bigrams: ReadonlySet<string>): number {
  const found = new Set<string>();
  for (let index = 1; index < content.length; index++) {
    const pair = `${(content[index - 1] as Word).stem} ${(content[index] as Word).stem}`;
    if (bigrams.has(pair)) {
      found.add(pair);
    }
  }
  return found.size;
}

/** A rarer term among the retrieved passages weighs more (an idf over what was retrieved). */
function termWeights(
  terms: readonly string[],
  passages: readonly AnswerPassage[],
  reading: Reading,
): Map<string, number> {
  const stemsOf = passages.map(
    (passage) =>
      new Set(readWords(passage.text, passage.language, reading.spelling).map((word) => word.stem)),
  );
  return new Map(
    terms.map((term) => {
      const df = passages.filter((passage, index) =>
        stemsOf[index]?.has(reading.stemOf(term, passage.language)),
      ).length;
      // A term no retrieved passage holds is most often the question's own wording of what the
      // text says otherwise: it counts, but no more than a common term.
      return [term, df === 0 ? 1 : 1 + Math.log((passages.length + 1) / df)];
    }),
  );
}

/** A term fewer sentences of the passages read hold weighs more (an idf over their sentences). */
function sentenceTermWeights(
  terms: readonly string[],
  passages: readonly AnswerPassage[],
  reading: Reading,
): Map<string, number> {
  const sentences = passages.flatMap((passage) =>
    splitSentences(passage.text).map((sentence) => ({
      language: passage.language,
      stems: new Set(
        readWords(sentence.text, passage.language, reading.spelling).map((word) => word.stem),
      ),
    })),
  );
  return new Map(
    terms.map((term) => {
      const df = sentences.filter(({ language, stems }) =>
        stems.has(reading.stemOf(term, language)),
      ).length;
      return [term, df === 0 ? 1 : 1 + Math.log((sentences.length + 1) / df)];
    }),
  );
}
