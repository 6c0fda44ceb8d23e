import { fold } from './fold';
import { splitSentences, type Sentence } from './sentences';
import { questionTerms, readWords, stemWord, type Language } from './words';

/** What the answer reads of a retrieved passage (`RetrievedPassage` has all of it). */
export type AnswerPassage = {
  id: string;
  fileName: string;
  page: number;
  text: string;
  language: Language;
  score: number;
};

/** A quote of a passage: `passage.text.slice(quoteStart, quoteEnd) === quote`. */
export type Citation = { passageId: string; quote: string; quoteStart: number; quoteEnd: number };

export type ComposedAnswer = { text: string; found: boolean; citations: Citation[] };

export type ComposeAnswerInput = {
  question: string;
  /** The question's language: the frame words are in it; the quote stays in the document's. */
  language: Language;
  /** Retrieved passages, best first. */
  passages: readonly AnswerPassage[];
};

// Only passages near the best one are read for the answer: a weak passage's sentence that
// happens to repeat the question's words is rarely the answer.
const PASSAGES_READ = 3;
const PASSAGE_SCORE_SHARE = 0.4;
// Below this share of the question's weight in one sentence, the documents do not answer it.
const MIN_COVERAGE = 0.34;
// How much the passage's rank counts next to the sentence's own match.
const PASSAGE_PRIOR = 0.25;
const EXPECTED_KIND_BONUS = 0.15;
// A second sentence of the same passage is quoted when it scores within this share of the best
// and both stay under MAX_QUOTED_WORDS (tuned on the English bench: median answer 38 words).
const RUNNER_UP_SHARE = 0.8;
const MAX_QUOTED_WORDS = 60;

const NOT_FOUND: Record<Language, string> = {
  en: "I could not find this in the topic's documents.",
  es: 'No he encontrado esto en los documentos del tema.',
};

/**
 * The built-in engine's answer: the sentence of the best passages that covers most of the
 * question (its terms weighted by rarity among the passages, the passage's rank, and whether
 * it holds what the question asks for: a number, a date, a name), quoted with its file and page
 * in a short frame in the question's language, and cited. It never writes anything the documents
 * do not say: when no sentence covers enough of the question it answers that it found nothing.
 */
export function composeAnswer({
  question,
  language,
  passages,
}: ComposeAnswerInput): ComposedAnswer {
  const [best, ...others] = rankSentences(question, passages);
  if (!best || best.coverage < MIN_COVERAGE) {
    return { text: NOT_FOUND[language], found: false, citations: [] };
  }
  const { passage } = best;
  const first = withAntecedent(passage.text, best.sentence, best.previous);
  const quotes = [first];
  // A close runner-up in the same passage is quoted too when both stay short: one sentence is
  // often the setting and the next the fact asked for.
  const runnerUp = others.find(
    (other) =>
      other.passage === passage &&
      (other.sentence.end <= first.start || other.sentence.start >= first.end),
  );
  if (
    runnerUp &&
    runnerUp.score >= best.score * RUNNER_UP_SHARE &&
    countWords(first.text) + countWords(runnerUp.sentence.text) <= MAX_QUOTED_WORDS
  ) {
    quotes.push(runnerUp.sentence);
  }
  const inOrder = [...quotes].sort((a, b) => a.start - b.start);
  return {
    text: frame(language, passage, inOrder.map((quote) => quote.text).join(' … ')),
    found: true,
    citations: quotes.map((quote) => ({
      passageId: passage.id,
      quote: quote.text,
      quoteStart: quote.start,
      quoteEnd: quote.end,
    })),
  };
}

function countWords(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

function frame(language: Language, passage: AnswerPassage, quote: string): string {
  return language === 'es'
    ? `Según ${passage.fileName} (pág. ${passage.page}): «${quote}»`
    : `According to ${passage.fileName} (p. ${passage.page}): "${quote}"`;
}

type Candidate = {
  passage: AnswerPassage;
  sentence: Sentence;
  previous: Sentence | undefined;
  score: number;
  coverage: number;
};

// A sentence that opens with a pronoun or a demonstrative leans on the one before it ('He is
// also the oldest quarterback...'): the quote takes both, so it names what it talks about. ('el'
// is left out: folded, the pronoun 'él' is the article 'el'.)
const ANAPHORIC_OPENING =
  /^(he|she|it|they|this|these|those|his|her|its|their|ella|ellos|ellas|este|esta|estos|estas|esto|su|sus)\b/u;

function withAntecedent(
  text: string,
  sentence: Sentence,
  previous: Sentence | undefined,
): Sentence {
  if (!previous || !ANAPHORIC_OPENING.test(fold(sentence.text))) {
    return sentence;
  }
  return {
    start: previous.start,
    end: sentence.end,
    text: text.slice(previous.start, sentence.end),
  };
}

function rankSentences(question: string, passages: readonly AnswerPassage[]): Candidate[] {
  const terms = questionTerms(question);
  const top = passages[0];
  if (terms.length === 0 || !top || top.score <= 0) {
    return [];
  }
  const read = passages
    .slice(0, PASSAGES_READ)
    .filter((passage) => passage.score >= top.score * PASSAGE_SCORE_SHARE);
  const weights = termWeights(terms, passages);
  const totalWeight = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const expected = expectedKind(question);
  const questionWords = new Set(fold(question).match(/[\p{L}\p{N}]+/gu) ?? []);

  const candidates: Candidate[] = [];
  for (const passage of read) {
    const stemToTerm = new Map(terms.map((term) => [stemWord(term, passage.language), term]));
    let previous: Sentence | undefined;
    for (const sentence of splitSentences(passage.text)) {
      const words = readWords(sentence.text, passage.language);
      const matched = new Set<string>();
      for (const word of words) {
        const term = stemToTerm.get(word.stem);
        if (term !== undefined) {
          matched.add(term);
        }
      }
      const coverage =
        [...matched].reduce((sum, term) => sum + (weights.get(term) ?? 0), 0) / totalWeight;
      const score =
        coverage +
        PASSAGE_PRIOR * (passage.score / top.score) +
        (holdsExpected(expected, sentence.text, questionWords) ? EXPECTED_KIND_BONUS : 0);
      candidates.push({ passage, sentence, previous, score, coverage });
      previous = sentence;
    }
  }
  return candidates.sort((a, b) => b.score - a.score);
}

/** A rarer term among the retrieved passages weighs more (an idf over what was retrieved). */
function termWeights(
  terms: readonly string[],
  passages: readonly AnswerPassage[],
): Map<string, number> {
  const stemsOf = passages.map(
    (passage) => new Set(readWords(passage.text, passage.language).map((word) => word.stem)),
  );
  return new Map(
    terms.map((term) => {
      const df = passages.filter((passage, index) =>
        stemsOf[index]?.has(stemWord(term, passage.language)),
      ).length;
      // A term no retrieved passage holds is most often the question's own wording of what the
      // text says otherwise: it counts, but no more than a common term.
      return [term, df === 0 ? 1 : 1 + Math.log((passages.length + 1) / df)];
    }),
  );
}

type ExpectedKind = 'number' | 'date' | 'name' | undefined;

// Question words, folded, of both languages: they tell what kind of thing the answer is.
const ASKS_NUMBER =
  /\b(how (many|much)|cuant[oa]s?|what (percentage|number)|que (porcentaje|cantidad))\b/u;
const ASKS_DATE =
  /\b(when|what year|cuando|(en )?que ano|what (date|century)|que (fecha|siglo))\b/u;
const ASKS_NAME = /\b(who|whom|whose|quien(es)?)\b/u;

function expectedKind(question: string): ExpectedKind {
  const folded = fold(question);
  if (ASKS_NUMBER.test(folded)) {
    return 'number';
  }
  if (ASKS_DATE.test(folded)) {
    return 'date';
  }
  return ASKS_NAME.test(folded) ? 'name' : undefined;
}

/** Whether the sentence holds a number, date or name that the question does not already say. */
function holdsExpected(
  expected: ExpectedKind,
  sentence: string,
  questionWords: ReadonlySet<string>,
): boolean {
  if (!expected) {
    return false;
  }
  const pattern =
    expected === 'name'
      ? /(?<=\S\s+)\p{Lu}[\p{L}-]+/gu
      : expected === 'date'
        ? /\b(1\d{3}|20\d{2})\b|\b\d{1,2}(st|nd|rd|th)?\b/gu
        : /\d[\d.,]*/gu;
  return (sentence.match(pattern) ?? []).some((found) => !questionWords.has(fold(found)));
}
