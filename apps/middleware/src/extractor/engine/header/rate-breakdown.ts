// A tax breakdown by rate with no sum row: a till's simplified invoice prints `% IVA  BASE
// CUOTA  TOTAL` over one row per rate and its total elsewhere; a professional's invoice prints
// `Base imponible  % IVA  Cuota IVA` over one row per rate. Each row is one rate's part: the
// heading's value is its column's sum, and no single row is the document's net, tax or total.
import { toCents } from '@folio/core';
import { unionBox, type Doc, type DocLine, rowOf } from '../document-lines';
import type { LabelIndex } from '../labels/label-index';
import { amountColumnBelow, endsInSum } from '../labels/value-sites';
import type { Candidate } from './candidate';
import { baseScore } from './collect';
import { isInside } from './no-vat';

type Concept = 'net' | 'tax' | 'total';

/** The columns' sums by concept, and whether a candidate is one row's part of such a column. */
export type RateBreakdowns = {
  sums: Record<Concept, Candidate<number>[]>;
  isPart: (candidate: Candidate<number>) => boolean;
};

const RATE = /\d\s?%/u;

export function rateBreakdowns(doc: Doc, index: LabelIndex): RateBreakdowns {
  const sums: Record<Concept, Candidate<number>[]> = { net: [], tax: [], total: [] };
  const parts: DocLine[] = [];
  for (const concept of ['net', 'tax', 'total'] as const) {
    for (const label of index.labelsFor(concept)) {
      const site = label.sites.find((candidate) => candidate.kind === 'below');
      if (site === undefined) {
        continue;
      }
      const column = amountColumnBelow(doc, label);
      const isByRate = column.every((cell) =>
        rowOf(doc, cell.line).some((line) => RATE.test(line.text)),
      );
      if (column.length < 2 || !isByRate || endsInSum(column)) {
        continue;
      }
      const [first] = column;
      if (first === undefined) {
        continue;
      }
      parts.push(...column.map((cell) => cell.line));
      sums[concept].push({
        value: toCents(column.reduce((sum, cell) => sum + cell.value, 0)),
        text: column.map((cell) => cell.line.text.trim()).join(' + '),
        source: { page: first.line.page, box: unionBox(column.map((cell) => cell.line.box)) },
        score: baseScore(label, site),
        method: 'label',
      });
    }
  }
  const isPart = (candidate: Candidate<number>): boolean => isInside(candidate.source, parts);
  return { sums, isPart };
}
