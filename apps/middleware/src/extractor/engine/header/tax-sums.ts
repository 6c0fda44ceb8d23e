// An invoice with several VAT rates (Argentina's 21 % and 10,5 %, Spain's 21 % and 10 %) or a
// surcharge beside its VAT (recargo de equivalencia) writes one tax line each: its tax is their
// sum. Some write one net line per rate too (`Neto Gravado 21%`, `Neto Gravado 10,5%`;
// Uruguay's `Subtotal Gravado Tasa Básica` and `Tasa Mínima`): their net is their sum. Sums of
// such lines are offered as candidates the arithmetic may choose.
import { toCents } from '@folio/core';
import type { Candidate } from './candidate';

// Tax lines combined at most: every subset of them is tried (2^6 = 64 sums).
const MAX_LINES = 6;
// A sum is less sure than any of its lines: it only wins where it makes the amounts add up.
const SUM_PENALTY = 1;

const lineKey = (candidate: Candidate<number>): string =>
  `${candidate.source.page}:${Math.round(candidate.source.box.y)}`;

/**
 * Sums of two or more amounts of one sign written on different lines, best lines first: a credit
 * note's VAT lines are all negative, and their sum is its tax.
 */
export function lineSums(amounts: readonly Candidate<number>[]): Candidate<number>[] {
  return [
    ...sumsOf(amounts.filter((candidate) => candidate.value > 0)),
    ...sumsOf(amounts.filter((candidate) => candidate.value < 0)),
  ];
}

function sumsOf(amounts: readonly Candidate<number>[]): Candidate<number>[] {
  const byLine = new Map<string, Candidate<number>>();
  for (const candidate of amounts) {
    const known = byLine.get(lineKey(candidate));
    if (known === undefined || known.score < candidate.score) {
      byLine.set(lineKey(candidate), candidate);
    }
  }
  const lines = [...byLine.values()].sort((a, b) => b.score - a.score).slice(0, MAX_LINES);
  const sums: Candidate<number>[] = [];
  for (let mask = 1; mask < 1 << lines.length; mask += 1) {
    const parts = lines.filter((_, bit) => (mask & (1 << bit)) !== 0);
    const [first] = parts;
    if (parts.length < 2 || first === undefined) {
      continue;
    }
    sums.push({
      value: toCents(parts.reduce((sum, part) => sum + part.value, 0)),
      text: parts.map((part) => part.text).join(' + '),
      source: first.source,
      score: Math.min(...parts.map((part) => part.score)) - SUM_PENALTY,
      method: first.method,
    });
  }
  return sums;
}
