// A British VAT invoice may print its date only as the tax point (`Tax Point: 30 May 2023`).
// Beside an invoice date the tax point is another date (the supply's), so it is an other date in
// the vocabulary; with no invoice-date label on the page it is the invoice's own date.
import type { LabelIndex, LabelWithSites } from '../labels/label-index';
import type { ValueSite } from '../labels/value-sites';
import type { Candidate } from './candidate';
import { readDate } from './read-values';

const TAX_POINT = /^tax point\b/u;

/** The tax point's date as a weak invoice-date candidate (a bare `Date` label's strength). */
export function taxPointDates(
  index: LabelIndex,
  scoreOf: (label: LabelWithSites, site: ValueSite) => number,
): Candidate<string>[] {
  const candidates: Candidate<string>[] = [];
  for (const label of index.labelsFor('otherDate')) {
    if (!TAX_POINT.test(label.phrase)) {
      continue;
    }
    for (const site of label.sites) {
      const date = readDate(site);
      if (date !== undefined) {
        const score = scoreOf({ ...label, strength: 2 }, site);
        candidates.push({ ...date, score, method: 'label' });
        break;
      }
    }
  }
  return candidates;
}
