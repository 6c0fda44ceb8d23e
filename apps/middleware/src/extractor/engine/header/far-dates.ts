// A date decades after the page's other dates is a misread number (OCR's `1.11.48` for an amount
// `11.48`, `2048` for `2018`), not the invoice's date: it yields to them.
import type { Candidate } from './candidate';

const MAX_YEARS_AHEAD = 5;
const PENALTY = 12;

const yearOf = (candidate: Candidate<string>): number => Number(candidate.value.slice(0, 4));

/** The date candidates, those more than five years after the earliest other one made weaker. */
export function weakenFarDates(candidates: readonly Candidate<string>[]): Candidate<string>[] {
  return candidates.map((candidate, index) => {
    const others = candidates.filter((_, other) => other !== index).map(yearOf);
    const isFar = others.length > 0 && yearOf(candidate) - Math.min(...others) > MAX_YEARS_AHEAD;
    return isFar ? { ...candidate, score: candidate.score - PENALTY } : candidate;
  });
}
