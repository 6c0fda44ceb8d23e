// Net, tax and total chosen together: among the labelled candidates, the ones where net + tax =
// total win (issue #6 "consistency checks"); rows showing three amounts that add up (a totals
// row `24.99 5.00 29.99`, a tax summary `41,31 8,68 49,99`) are candidates too.
import { findAmounts, findDates, toCents } from '@folio/core';

import { boxOfSpan, type Doc, type DocLine } from '../document-lines';
import type { LabelIndex } from '../labels/label-index';
import { amountPaid, exactCash } from './amount-paid';
import { bestCandidate, type Candidate } from './candidate';
import { collectAmounts } from './collect';
import { firstDeduction, isUnder } from './deductions';
import { largeAmounts } from './large-amount';
import { includedTaxNets } from './included-rate-taxes';
import { isInside, noVatStatements } from './no-vat';
import { rateBreakdowns } from './rate-breakdown';
import { totalsBeforeAdditions } from './total-after-additions';
import { lineSums } from './tax-sums';

/** The chosen amounts; `derived` names those computed from the others. */
export type Totals = {
  net?: Candidate<number>;
  tax?: Candidate<number>;
  total?: Candidate<number>;
  isConsistent: boolean;
  /**
   * What comes off net + tax on the way to the total: a withholding (Spanish IRPF) less a
   * receipt's rounding to the coin; 0 when none.
   */
  withheld: number;
};

const CENT = 0.011;
/** Cash totals are rounded to 5 cents (Malaysia, Switzerland, ...): at most 2.5 cents off. */
const COIN_ROUNDING = 0.03;
const CONSISTENCY_BONUS = 12;
// A net-labelled amount may be the total and a total-labelled one the net (a receipt's `Total`
// before tax above its `Net Total` after it) when, so read, the amounts add up.
const ROLE_SWAP_PENALTY = 8;
// Candidates kept per amount: enough that a summary's tax still meets the arithmetic when a
// table's rows (heading on another page) offer their tax column as labelled amounts too.
const TOP = 10;
// One rate's row of a breakdown whose column holds several: far less likely the document's.
const PART_PENALTY = 10;

/** Written with cents (`57.80`, `1.234,50 €`): OCR often loses the decimal mark of others. */
const hasCents = (candidate: Candidate<number>): boolean =>
  /\d[.,]\d{2}(?!\d)/u.test(candidate.text);

/**
 * A tax written in brackets (`enthaltene Versicherungsteuer (35,13 €)`) is a memo of the tax
 * included, not a negative amount: both readings are offered, the positive one first, and the
 * arithmetic picks (a credit note's bracketed tax meets its negative net and total).
 */
function asMemo(candidate: Candidate<number>): Candidate<number>[] {
  return candidate.value < 0 && candidate.text.trim().startsWith('(')
    ? [
        { ...candidate, value: -candidate.value },
        { ...candidate, score: candidate.score - 1 },
      ]
    : [candidate];
}

// Candidates read in the other role, and sums of tax lines: chosen only in a set that adds up.
const onlyIfConsistent = new WeakSet<Candidate<number>>();

const swapped = (candidates: readonly Candidate<number>[]): Candidate<number>[] =>
  candidates.map((candidate) => {
    const other = { ...candidate, score: candidate.score - ROLE_SWAP_PENALTY };
    onlyIfConsistent.add(other);
    return other;
  });

function top(candidates: readonly Candidate<number>[]): Candidate<number>[] {
  const byValue = new Map<number, Candidate<number>>();
  for (const candidate of candidates) {
    const known = byValue.get(candidate.value);
    if (known === undefined || known.score < candidate.score) {
      byValue.set(candidate.value, candidate);
    }
  }
  return [...byValue.values()].sort((a, b) => b.score - a.score).slice(0, TOP);
}

/** Rows with three money amounts where the first two add up to the third. */
function tripleRows(
  doc: Doc,
  index: LabelIndex,
): { net: Candidate<number>; tax: Candidate<number>; total: Candidate<number> }[] {
  const rows = new Map<string, DocLine[]>();
  for (const line of doc.lines) {
    const key = `${line.page}:${Math.round((line.box.y + line.box.height / 2) / 4)}`;
    rows.set(key, [...(rows.get(key) ?? []), line]);
  }
  const found: { net: Candidate<number>; tax: Candidate<number>; total: Candidate<number> }[] = [];
  for (const lines of rows.values()) {
    lines.sort((a, b) => a.box.x - b.box.x);
    const amounts = lines.flatMap((line) =>
      findAmounts(line.text, findDates(line.text))
        .filter((amount) => !amount.isPercent)
        .map((amount) => ({ amount, line })),
    );
    const hasTotalLabel = lines.some((line) =>
      index
        .labelsIn(line)
        .some((label) => label.concepts.has('total') || label.concepts.has('net')),
    );
    for (let i = 0; i + 2 < amounts.length; i++) {
      const [a, b, c] = [amounts[i], amounts[i + 1], amounts[i + 2]];
      if (a === undefined || b === undefined || c === undefined || c.amount.value <= 0) {
        continue;
      }
      if (
        Math.abs(a.amount.value + b.amount.value - c.amount.value) < CENT &&
        a.amount.value > 0 &&
        b.amount.value >= 0
      ) {
        const score = hasTotalLabel ? 24 : 16;
        const make = (item: typeof a): Candidate<number> => ({
          value: item.amount.value,
          text: item.amount.text,
          source: {
            page: item.line.page,
            box: boxOfSpan(item.line, item.amount.start, item.amount.end),
          },
          score,
          method: 'layout',
          ...(item.amount.currency === undefined ? {} : { currency: item.amount.currency }),
        });
        found.push({ net: make(a), tax: make(b), total: make(c) });
      }
    }
  }
  return found;
}

/**
 * Whether a candidate stands above the first deduction of an earlier invoice or payment, when a
 * net or total is printed above it (a final invoice's own amounts); every candidate otherwise.
 */
function beforeDeductionsOf(
  doc: Doc,
  index: LabelIndex,
): (candidate: Candidate<number>) => boolean {
  const deduction = firstDeduction(doc);
  if (deduction === undefined) {
    return () => true;
  }
  const above = [
    ...collectAmounts(index, 'total'),
    ...collectAmounts(index, 'net'),
    ...tripleRows(doc, index).map((triple) => triple.total),
  ].some((candidate) => !isUnder(candidate.source, deduction));
  return above ? (candidate) => !isUnder(candidate.source, deduction) : () => true;
}

/** Picks net, tax and total together, preferring combinations that add up. */
export function chooseTotals(doc: Doc, index: LabelIndex): Totals {
  const breakdowns = rateBreakdowns(doc, index);
  const beforeDeductions = beforeDeductionsOf(doc, index);
  const demoted = (candidates: readonly Candidate<number>[]): Candidate<number>[] =>
    candidates
      .filter(beforeDeductions)
      .map((candidate) =>
        breakdowns.isPart(candidate)
          ? { ...candidate, score: candidate.score - PART_PENALTY }
          : candidate,
      );
  const triples = tripleRows(doc, index).filter((triple) => beforeDeductions(triple.total));
  // A total a tip was added to is not the document's; the total after the tip is.
  const totalAmounts = collectAmounts(index, 'total');
  const additions = totalsBeforeAdditions(doc, index, totalAmounts);
  const labelledTotals = demoted([
    ...totalAmounts.filter((candidate) => !additions.isBefore(candidate)),
    ...triples.map((t) => t.total),
  ]);
  const labelledNets = demoted([...collectAmounts(index, 'net'), ...triples.map((t) => t.net)]);
  const totals = [...top([...labelledTotals, ...swapped(labelledNets)]), ...breakdowns.sums.total];
  const taxLines = demoted(collectAmounts(index, 'tax'));
  const netSums = [
    ...lineSums(demoted(collectAmounts(index, 'net'))),
    ...breakdowns.sums.net,
    ...includedTaxNets(doc, taxLines, top(labelledTotals)),
  ];
  const nets = [...top([...labelledNets, ...swapped(labelledTotals)]), ...netSums];
  const taxSums = [...lineSums(taxLines), ...breakdowns.sums.tax];
  for (const sum of [...netSums, ...taxSums, ...breakdowns.sums.total]) {
    onlyIfConsistent.add(sum);
  }
  const taxes = [
    ...top([...taxLines, ...demoted(triples.map((triple) => triple.tax))].flatMap(asMemo)),
    ...taxSums,
  ];
  // A withholding (IRPF) comes off the total: net + tax - withholding = total; a receipt's
  // rounding (signed) and a restaurant's service charge go on it. Each may or may not be
  // counted already (a net written after the charge), so every combination is tried.
  const withheld = Math.abs(bestCandidate(collectAmounts(index, 'withholding'))?.value ?? 0);
  const rounding = bestCandidate(collectAmounts(index, 'rounding'))?.value ?? 0;
  const charge = Math.abs(bestCandidate(collectAmounts(index, 'charge'))?.value ?? 0);
  const charges = [0, charge, ...additions.added];
  const offsets = [
    ...new Set(
      [0, withheld].flatMap((w) => [0, rounding].flatMap((r) => charges.map((c) => w - r - c))),
    ),
  ];
  // The largest labelled total is most often the invoice's (a `Total` column holds line totals);
  // where totals are written with cents, one without is a misread more often than the total.
  const withCents = labelledTotals.filter(hasCents);
  const largest = Math.max(
    ...(withCents.length > 0 ? withCents : labelledTotals).map((candidate) => candidate.value),
    0,
  );
  // A receipt prints its total rounded to the coin under the exact one (`Total Sales 184.56`,
  // `TOTAL 184.55`): of two totals a few cents apart, the lower on the page is what was paid.
  const isRoundedBelow = (candidate: Candidate<number>): boolean =>
    labelledTotals.some(
      (other) =>
        other.source.page === candidate.source.page &&
        other.source.box.y < candidate.source.box.y &&
        Math.abs(other.value - candidate.value) > CENT / 2 &&
        Math.abs(other.value - candidate.value) < COIN_ROUNDING,
    );
  const totalScore = (candidate: Candidate<number>): number =>
    candidate.score +
    (candidate.value === largest ? 1 : 0) +
    (isRoundedBelow(candidate) ? 1.5 : 0) -
    (withCents.length > 0 && !hasCents(candidate) ? 1 : 0);

  let best: Totals & { score: number } = {
    isConsistent: false,
    withheld,
    score: Number.NEGATIVE_INFINITY,
  };
  const consider = (
    total?: Candidate<number>,
    net?: Candidate<number>,
    tax?: Candidate<number>,
  ): void => {
    // No part exceeds the total, but for what is withheld from it (an IRPF larger than the VAT
    // leaves a total below the base).
    const ceiling = total === undefined ? 0 : total.value + withheld + CENT;
    if (
      total !== undefined &&
      total.value > 0 &&
      ((net !== undefined && net.value > ceiling) || (tax !== undefined && tax.value > ceiling))
    ) {
      return;
    }
    const offset =
      total === undefined || net === undefined || tax === undefined
        ? undefined
        : offsets.find((off) => Math.abs(net.value + tax.value - off - total.value) < CENT);
    const isConsistent = offset !== undefined;
    if (
      !isConsistent &&
      [total, net, tax].some((item) => item !== undefined && onlyIfConsistent.has(item))
    ) {
      return;
    }
    const score =
      (total === undefined ? 0 : totalScore(total)) +
      (net?.score ?? 0) +
      (tax?.score ?? 0) +
      (isConsistent ? CONSISTENCY_BONUS : 0);
    if (score > best.score) {
      best = {
        score,
        isConsistent,
        withheld: offset ?? withheld,
        ...(total && { total }),
        ...(net && { net }),
        ...(tax && { tax }),
      };
    }
  };
  // Without a total label, what is due stands in for it (when it is not zero: paid invoices).
  const dueAsTotal = top(
    collectAmounts(index, 'amountDue').filter((candidate) => candidate.value > 0),
  );
  // A receipt's cash less its change is what was paid: a total in its own right (the total
  // line lost by OCR), and no total exceeds the cash when change was given (a misread).
  const paid = amountPaid(index);
  // An amount printed large on a line of its own is what a till asks to be paid.
  const options = [
    ...(labelledTotals.length > 0 ? totals : [...dueAsTotal, ...totals]),
    ...largeAmounts(doc),
  ];
  const paidOptions =
    paid === undefined
      ? options
      : [...options.filter((total) => total.value <= paid.tendered + CENT), paid.paid];
  const cash = paidOptions.length === 0 ? exactCash(index) : undefined;
  const totalOptions = cash === undefined ? paidOptions : [cash];
  for (const total of [...totalOptions, undefined]) {
    for (const net of [...nets, undefined]) {
      for (const tax of [...taxes, undefined]) {
        consider(total, net, tax);
      }
    }
  }
  const { score: _score, ...chosen } = best;
  // A small business's invoice (§ 19 UStG, art. 293 B du CGI) prints sub-totals, discounts and
  // freight, but no tax: the tax is 0 and the net is the total.
  const statements = noVatStatements(doc);
  if (
    chosen.total !== undefined &&
    statements.length > 0 &&
    taxLines.every((candidate) => candidate.value === 0 || isInside(candidate.source, statements))
  ) {
    const total = chosen.total;
    const zero = (value: number): Candidate<number> => ({
      ...total,
      value,
      text: '',
      score: 0,
      method: 'derived',
    });
    return { total, net: zero(total.value), tax: zero(0), isConsistent: true, withheld: 0 };
  }
  return deriveMissing(chosen, index, withheld - rounding - charge);
}

/** Fills one missing amount from the other two; with no tax anywhere, net is the total. */
function deriveMissing(totals: Totals, index: LabelIndex, withheld: number): Totals {
  const { net, tax, total } = totals;
  const derived = (value: number, from: Candidate<number>): Candidate<number> => ({
    ...from,
    value: toCents(value),
    text: '',
    score: 0,
    method: 'derived',
  });
  if (total !== undefined && tax !== undefined && net === undefined && tax.value <= total.value) {
    return {
      ...totals,
      net: derived(total.value - tax.value + withheld, total),
      isConsistent: true,
    };
  }
  if (total !== undefined && net !== undefined && tax === undefined && net.value <= total.value) {
    return {
      ...totals,
      tax: derived(total.value - net.value + withheld, total),
      isConsistent: true,
    };
  }
  if (
    total !== undefined &&
    net === undefined &&
    tax === undefined &&
    index.labelsFor('tax').length === 0
  ) {
    return {
      ...totals,
      net: derived(total.value, total),
      tax: derived(0, total),
      isConsistent: true,
    };
  }
  return totals;
}
