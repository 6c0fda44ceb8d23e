// Taxes a gross total contains, one line a rate (`dont TVA 20 % sur 301,21 € HT`, `dont TVA
// 5,5 %`, `enthaltene MwSt. 7 %`), with no net printed: a web shop's invoice in gross prices
// (probe 5). Their sum is the tax only when the grosses they imply (tax × (100 + rate) / rate)
// add up to the total; the net is then the total less that tax. Offered as a net candidate the
// arithmetic may choose with that tax sum (`tax-sums.ts` offers the sums), never on its own.
import { toCents } from '@folio/core';

import { type Doc, linesOnPage, middleY } from '../document-lines';
import type { Candidate } from './candidate';

// Rated tax lines combined at most (2^4 subsets).
const MAX_LINES = 4;
const RATE = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/gu;

/** The last rate written left of an amount on its row (`… 20 % sur 301,21 € HT`). */
function rateLeftOf(doc: Doc, amount: Candidate<number>): number | undefined {
  const { page, box } = amount.source;
  const row = linesOnPage(doc, page)
    .filter(
      (line) =>
        Math.abs(middleY(line.box) - middleY(box)) < Math.max(line.box.height, 8) * 0.6 &&
        line.box.x < box.x,
    )
    .sort((a, b) => a.box.x - b.box.x)
    .map((line) => line.text)
    .join(' ');
  const rates = [...row.matchAll(RATE)].map((match) => Number((match[1] ?? '').replace(',', '.')));
  const rate = rates[0];
  return rates.length === 1 && rate !== undefined && rate > 0 && rate < 30 ? rate : undefined;
}

/**
 * Nets the total leaves beside sums of rated tax lines whose implied grosses make the total:
 * each the total less the sum, scored as its weakest line less one.
 */
export function includedTaxNets(
  doc: Doc,
  taxLines: readonly Candidate<number>[],
  totals: readonly Candidate<number>[],
): Candidate<number>[] {
  const rated = taxLines
    .filter((candidate) => candidate.value > 0)
    .map((candidate) => ({ candidate, rate: rateLeftOf(doc, candidate) }))
    .filter(
      (entry): entry is { candidate: Candidate<number>; rate: number } => entry.rate !== undefined,
    )
    .slice(0, MAX_LINES);
  const nets: Candidate<number>[] = [];
  for (let mask = 1; mask < 1 << rated.length; mask += 1) {
    const parts = rated.filter((_, bit) => (mask & (1 << bit)) !== 0);
    const rows = new Set(
      parts.map(
        (part) => `${part.candidate.source.page}:${Math.round(part.candidate.source.box.y)}`,
      ),
    );
    if (parts.length < 2 || rows.size < parts.length) {
      continue;
    }
    const tax = parts.reduce((sum, part) => sum + part.candidate.value, 0);
    const gross = parts.reduce(
      (sum, part) => sum + (part.candidate.value * (100 + part.rate)) / part.rate,
      0,
    );
    // A tax rounded to the cent moves its gross by up to half a cent times (100 + rate) / rate.
    const tolerance = parts.reduce(
      (sum, part) => sum + (0.005 * (100 + part.rate)) / part.rate,
      0.01,
    );
    for (const total of totals) {
      if (Math.abs(gross - total.value) <= tolerance) {
        nets.push({
          value: toCents(total.value - tax),
          text: '',
          source: total.source,
          score: Math.min(...parts.map((part) => part.candidate.score)) - 1,
          method: 'derived',
        });
      }
    }
  }
  return nets;
}
