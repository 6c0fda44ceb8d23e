import { translate } from '@folio/core';

import { ANSWER_MODEL } from './answer-model';
import { toUiLanguage } from './language';
import type { Sentence } from './sentences';
import {
  SENTENCE_FEATURES,
  sentenceCandidates,
  type AnswerModel,
  type AnswerPassage,
  type SentenceCandidate,
} from './sentence-features';
import type { Language } from './words';

export type { AnswerModel, AnswerPassage } from './sentence-features';

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

// Below this share of the question's weight in every sentence read, the documents do not answer.
const MIN_COVERAGE = 0.34;
// A runner-up is quoted only while both quotes stay under this many words.
const MAX_QUOTED_WORDS = 60;

/**
 * The built-in engine's answer: the sentence of the best passages that the answer model scores
 * highest (how much of the question it holds, and how closely; what it adds; its passage's rank;
 * whether it holds what the question asks for: a number, a date, a person, a place), quoted with
 * its file and page in a short frame in the question's language, and cited. It never writes
 * anything the documents do not say: when no sentence covers enough of the question it answers
 * that it found nothing.
 */
export function composeAnswer(input: ComposeAnswerInput): ComposedAnswer {
  return composeAnswerWith(input, ANSWER_MODEL);
}

/** `composeAnswer` with a given model (the training script compares models with it). */
export function composeAnswerWith(
  { question, language, passages }: ComposeAnswerInput,
  model: AnswerModel,
): ComposedAnswer {
  const candidates = sentenceCandidates(question, passages);
  if (!candidates.some((candidate) => candidate.coverage >= MIN_COVERAGE)) {
    return {
      text: translate(toUiLanguage(language), 'chatbot.answer.notFound'),
      found: false,
      citations: [],
    };
  }
  const [best, ...others] = candidates
    .map((candidate) => ({ ...candidate, score: scoreSentence(model, candidate.features) }))
    .sort((a, b) => b.score - a.score);
  if (!best) {
    throw new Error('unreachable: a candidate covers the question');
  }
  const { passage } = best;
  const first = best.quote;
  const quotes = [first];
  // A close runner-up in the same passage is quoted too when both stay short: one sentence is
  // often the setting and the next the fact asked for.
  const runnerUp = others.find(
    (other) =>
      other.passage === passage &&
      (other.quote.end <= first.start || other.quote.start >= first.end),
  );
  if (
    runnerUp &&
    runnerUp.score >= best.score - model.runnerUpGap &&
    countWords(first.text) + countWords(runnerUp.quote.text) <= MAX_QUOTED_WORDS
  ) {
    quotes.push(runnerUp.quote);
  }
  const inOrder = joinAdjacent(
    passage.text,
    [...quotes].sort((a, b) => a.start - b.start),
  );
  // Two quotes that follow each other in the passage are one quote: one citation holds all that
  // was quoted, and the preview highlights it whole.
  const cited = inOrder.length < quotes.length ? inOrder : quotes;
  return {
    text: frame(language, passage, inOrder.map((quote) => quote.text).join(' … ')),
    found: true,
    citations: cited.map((quote) => ({
      passageId: passage.id,
      quote: quote.text,
      quoteStart: quote.start,
      quoteEnd: quote.end,
    })),
  };
}

/**
 * The passages with the one holding the answer model's best sentence first, the others in their
 * order: the passage that answers is most often the right one even when another matched the
 * question's words better. Scores are kept, so `composeAnswer` reads the same passages either way.
 */
export function answerPassageFirst<T extends AnswerPassage>(
  question: string,
  passages: readonly T[],
  model: AnswerModel = ANSWER_MODEL,
): T[] {
  let best: { passage: AnswerPassage; score: number } | undefined;
  for (const candidate of sentenceCandidates(question, passages)) {
    const score = scoreSentence(model, candidate.features);
    if (!best || score > best.score) {
      best = { passage: candidate.passage, score };
    }
  }
  const first = passages.find((passage) => passage === best?.passage);
  return first ? [first, ...passages.filter((passage) => passage !== first)] : [...passages];
}

/** A sentence's score under a model: its features' weighted sum. */
export function scoreSentence(model: AnswerModel, features: readonly number[]): number {
  return features.reduce((sum, value, index) => sum + value * (model.weights[index] ?? 0), 0);
}

/** Whether a model's features are the engine's, in the same order. */
export function fitsFeatures(model: AnswerModel): boolean {
  return (
    model.features.length === SENTENCE_FEATURES.length &&
    model.features.every((name, index) => name === SENTENCE_FEATURES[index])
  );
}

export type { SentenceCandidate };

export function countWords(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

/** Quotes in passage order, each run of them with only white space between made one quote. */
function joinAdjacent(text: string, inOrder: readonly Sentence[]): Sentence[] {
  const joined: Sentence[] = [];
  for (const quote of inOrder) {
    const last = joined.at(-1);
    if (last && last.end <= quote.start && text.slice(last.end, quote.start).trim() === '') {
      joined[joined.length - 1] = {
        start: last.start,
        end: quote.end,
        text: text.slice(last.start, quote.end),
      };
    } else {
      joined.push(quote);
    }
  }
  return joined;
}

/** The quote in its frame (file and page), worded by the i18n messages of the question's language. */
function frame(language: Language, passage: AnswerPassage, quote: string): string {
  return translate(toUiLanguage(language), 'chatbot.answer.according', {
    file: passage.fileName,
    page: passage.page,
    quote,
  });
}
