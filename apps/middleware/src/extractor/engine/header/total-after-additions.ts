// A card slip prints the total, then what the customer added to it (a tip, a gratuity, a
// service charge; written by hand, so often misread by OCR: `+ TED $8.05`), then the total
// after it (`Grand Total $44.65`). Net + tax meet the first total, yet the customer paid the
// second. Of two labelled totals where the later one, lower on the page, is larger by exactly
// the amounts printed between them, the earlier is a total before additions: the later is the
// document's, and the amounts between are part of its sum like a service charge.
import { findAmounts, findDates, toCents } from '@folio/core';

import { type Doc, type DocLine, middleY, rowOf } from '../document-lines';
import type { LabelIndex } from '../labels/label-index';
import type { Candidate } from './candidate';

const CENT = 0.011;

/** Totals printed before something was added to them, and what was added. */
export type Additions = {
  /** Whether a total candidate is one printed before additions. */
  isBefore: (candidate: Candidate<number>) => boolean;
  /** The sums added between a total and the larger one after it. */
  added: number[];
};

const isSamePlace = (a: Candidate<number>, b: Candidate<number>): boolean =>
  a.value === b.value &&
  a.source.page === b.source.page &&
  Math.abs(a.source.box.y - b.source.box.y) < 1 &&
  Math.abs(a.source.box.x - b.source.box.x) < 1;

/**
 * Whether a line between two totals may hold an addition: unlabelled (a hand-written tip's
 * label misread) or labelled a charge, a tip, a gratuity. A line of cash, change, a discount or a
 * balance brought forward says the larger total is something else.
 */
function mayAdd(doc: Doc, index: LabelIndex, line: DocLine): boolean {
  return rowOf(doc, line).every((part) =>
    index.labelsIn(part).every((label) => label.concepts.has('charge')),
  );
}

/** The amounts with cents on the lines between two totals, or undefined if one may not add. */
function amountsBetween(
  doc: Doc,
  index: LabelIndex,
  earlier: Candidate<number>,
  later: Candidate<number>,
): number[] | undefined {
  const top = middleY(earlier.source.box) + earlier.source.box.height / 2;
  const bottom = middleY(later.source.box) - later.source.box.height / 2;
  const amounts: number[] = [];
  for (const line of doc.lines) {
    const middle = middleY(line.box);
    if (line.page !== earlier.source.page || middle <= top || middle >= bottom) {
      continue;
    }
    const found = findAmounts(line.text, findDates(line.text)).filter(
      (amount) => !amount.isPercent && amount.hasDecimals && amount.value > 0,
    );
    if (found.length === 0) {
      continue;
    }
    if (!mayAdd(doc, index, line)) {
      return undefined;
    }
    amounts.push(...found.map((amount) => amount.value));
  }
  return amounts;
}

/** The totals among `totals` (labelled ones) that a larger total after additions follows. */
export function totalsBeforeAdditions(
  doc: Doc,
  index: LabelIndex,
  totals: readonly Candidate<number>[],
): Additions {
  const before: Candidate<number>[] = [];
  const added: number[] = [];
  for (const earlier of totals) {
    for (const later of totals) {
      if (
        later.source.page !== earlier.source.page ||
        later.source.box.y <= earlier.source.box.y ||
        later.value <= earlier.value + CENT
      ) {
        continue;
      }
      const between = amountsBetween(doc, index, earlier, later);
      const sum = between?.reduce((a, b) => a + b, 0) ?? 0;
      if (
        between !== undefined &&
        between.length > 0 &&
        Math.abs(earlier.value + sum - later.value) < CENT
      ) {
        before.push(earlier);
        added.push(toCents(sum));
      }
    }
  }
  return {
    isBefore: (candidate) => before.some((known) => isSamePlace(known, candidate)),
    added: [...new Set(added)],
  };
}
