// A possible value for a header field, with what speaks for it.
import type { SourceBox, ExtractionMethod } from '../types';

/** A possible value and its score (higher is better). */
export type Candidate<T extends string | number = string | number> = {
  value: T;
  text: string;
  source: SourceBox;
  score: number;
  method: ExtractionMethod;
  /** Currency written against an amount. */
  currency?: string;
};

/** The best candidate: highest score, then first in the document. */
export function bestCandidate<T extends Candidate>(candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const candidate of candidates) {
    if (best === undefined || candidate.score > best.score) {
      best = candidate;
    }
  }
  return best;
}
