// Scoring as the dataset README defines it (SQuAD v1.1 normalisation, extended to Spanish).
import type { BenchQuestion } from './dataset.ts';

const ARTICLES = /\b(a|an|the|el|la|los|las|un|una|unos|unas)\b/gu;

/** Lower case, accents folded, punctuation and articles removed, white space collapsed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(ARTICLES, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The normalised gold answer occurs in the normalised text at word boundaries. */
export function contains(text: string, answer: string): boolean {
  const gold = normalise(answer);
  return gold !== '' && ` ${normalise(text)} `.includes(` ${gold} `);
}

/** A ranked passage as the scorer sees it. */
export type ScoredPassage = { docFile: string; charStart: number; charEnd: number; text: string };

/** A hit: from the gold document, and its range covers the gold answer span. */
export function isHit(passage: ScoredPassage, question: BenchQuestion): boolean {
  return (
    sameDocument(passage.docFile, question.docFile) &&
    passage.charStart <= question.spanStart &&
    question.spanEnd <= passage.charEnd
  );
}

export function sameDocument(a: string, b: string): boolean {
  const stem = (file: string) => file.replace(/^.*\//u, '').replace(/\.[^.]+$/u, '');
  return stem(a) === stem(b);
}

/** Tallies of one run: retrieval ranks and, when there are answers, the answer measures. */
export class Tally {
  questions = 0;
  hits = { 1: 0, 3: 0, 5: 0 };
  docAt1 = 0;
  reciprocalRanks = 0;
  answered = 0;
  contained = 0;
  citationsCorrect = 0;
  answerWords: number[] = [];
  times: number[] = [];

  addRanking(question: BenchQuestion, ranking: readonly ScoredPassage[]): void {
    this.questions += 1;
    const first = ranking.findIndex((passage) => isHit(passage, question));
    for (const k of [1, 3, 5] as const) {
      if (first >= 0 && first < k) {
        this.hits[k] += 1;
      }
    }
    if (first >= 0) {
      this.reciprocalRanks += 1 / (first + 1);
    }
    if (ranking[0] && sameDocument(ranking[0].docFile, question.docFile)) {
      this.docAt1 += 1;
    }
  }

  addAnswer(
    question: BenchQuestion,
    answer: { text: string; found: boolean; firstCitation?: { docFile: string; quote: string } },
  ): void {
    if (answer.found) {
      this.answered += 1;
    }
    if (question.answers.some((gold) => contains(answer.text, gold))) {
      this.contained += 1;
    }
    const citation = answer.firstCitation;
    if (
      citation &&
      sameDocument(citation.docFile, question.docFile) &&
      question.answers.some((gold) => contains(citation.quote, gold))
    ) {
      this.citationsCorrect += 1;
    }
    this.answerWords.push(answer.text.split(/\s+/u).filter(Boolean).length);
  }
}

export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}
