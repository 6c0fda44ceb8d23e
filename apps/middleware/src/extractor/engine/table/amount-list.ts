// Line items written without a table header: a list of `description .... amount` lines at one
// indentation with their amounts in one column, possibly each followed by deeper breakdown lines
// (`Charges`, `VAT`). Many lists of amounts are not item lists (a summary, a tax breakdown), so a
// run counts only when its amounts add up to the document's net or total: the sum is the proof.
import { findAmounts } from '@folio/core';

import { type Doc, type DocLine, unionBox, linesOnPage } from '../document-lines';
import { findLabelsInLine } from '../labels/find-labels';
import type { ExtractedField, ExtractedRow } from '../types';
import type { DetailTarget } from './detail-targets';
import { isListedPlan } from './instalment-plan';
import { type PricedExpression, pricedExpression } from './priced-expression';
import { type Band, toBands } from './row-bands';

/** A band read as `description ... amount`. */
type ListItem = {
  band: Band;
  left: number;
  right: number;
  description: DocLine[];
  amountLine: DocLine;
  amount: number;
  amountText: string;
  /** The quantity and unit price its words print (`2939 kWh x 0,2975 €/kWh`). */
  priced: PricedExpression | undefined;
};

const CENT = 0.005;
// Rows each rounded with their tax: the tax worked back from their sum may differ by cents.
const INCLUDED_SLACK = 0.05;
const MIN_ITEMS = 2;
// Summary lines are not items: `Tax`, `Total`, `Subtotal` and their kin end or skip a run.
const SUMMARY_CONCEPTS = new Set(['net', 'tax', 'total', 'amountDue', 'withholding']);

function isSummary(line: DocLine): boolean {
  return findLabelsInLine(line).some((label) =>
    [...label.concepts].some((concept) => SUMMARY_CONCEPTS.has(concept)),
  );
}

/** A band whose last line is one amount and whose other lines are words, not numbers. */
function asItem(band: Band): ListItem | undefined {
  const lines = band.lines.filter((line) => !line.isRepeated);
  const amountLine = lines[lines.length - 1];
  const description = lines.slice(0, -1);
  if (amountLine === undefined || description.length === 0) {
    return undefined;
  }
  const amounts = findAmounts(amountLine.text).filter((amount) => !amount.isPercent);
  const amount = amounts[0];
  const text = description.map((line) => line.text).join(' ');
  if (
    amounts.length !== 1 ||
    amount === undefined ||
    !amount.hasDecimals ||
    amount.text.length < amountLine.text.trim().length - 2 ||
    (text.match(/\p{L}/gu) ?? []).length < 3 ||
    lines.some(isSummary)
  ) {
    return undefined;
  }
  // Words with a price in them are an item's only when they price it.
  const priced = pricedExpression(text, amount.value);
  if (priced === undefined && findAmounts(text).some((found) => found.hasDecimals)) {
    return undefined;
  }
  return {
    band,
    left: band.box.x,
    right: amountLine.box.x + amountLine.box.width,
    description,
    amountLine,
    amount: amount.value,
    amountText: amount.text,
    priced,
  };
}

/**
 * A line of words under an item, at its indentation or deeper, with no amount and no label of
 * its own (`- Feuerversicherung - Teil A § 2 62.000 MK1914` under the policy it covers): the
 * item's detail. A labelled line (`Gesamtbetrag der Zuschläge`) is the summary's.
 */
function isDetailText(band: Band): boolean {
  const lines = band.lines.filter((line) => !line.isRepeated);
  return (
    lines.length > 0 &&
    lines.every(
      (line) =>
        findLabelsInLine(line).length === 0 &&
        !findAmounts(line.text).some((found) => found.hasDecimals),
    )
  );
}

/**
 * Whether a band is a summary line printing `sum` with its amount's right edge at `right`: the
 * run of items above it, printed with its sum (`Gesamtbeitrag 1.000,00 €` under the one item of
 * an insurance bill).
 */
function isPrintedSum(band: Band, sum: number, right: number, tolerance: number): boolean {
  const lines = band.lines.filter((line) => !line.isRepeated);
  const last = lines[lines.length - 1];
  if (last === undefined || !lines.some(isSummary)) {
    return false;
  }
  const amount = findAmounts(last.text).find((found) => !found.isPercent && found.hasDecimals);
  return (
    amount !== undefined &&
    Math.abs(amount.value - sum) < CENT &&
    Math.abs(last.box.x + last.box.width - right) <= tolerance
  );
}

/** The amount a band ends with, when it ends at `right` (an amount column's edge). */
function amountAt(band: Band | undefined, right: number, tolerance: number): number | undefined {
  const last = band?.lines.filter((line) => !line.isRepeated).at(-1);
  if (last === undefined || Math.abs(last.box.x + last.box.width - right) > tolerance) {
    return undefined;
  }
  return findAmounts(last.text)
    .filter((found) => !found.isPercent && found.hasDecimals)
    .at(-1)?.value;
}

/**
 * Whether the bands from `at` are the sums under a run adding up to `sum`, told by arithmetic
 * alone: the first prints `sum` in the run's amount column, the next a tax other than zero and
 * the one after the total (`sum + tax = total`). `Gesamtbeitrag`, `Montant HT`, `Net premium`
 * need not be known labels; one amount printed again and again (a summary's `45.00`, `0.00`,
 * `45.00`) proves nothing.
 */
function isSumTaxTotal(
  bands: readonly Band[],
  at: number,
  sum: number,
  right: number,
  tolerance: number,
): boolean {
  const [printed, tax, total] = [0, 1, 2].map((step) =>
    amountAt(bands[at + step], right, tolerance),
  );
  return (
    printed !== undefined &&
    tax !== undefined &&
    total !== undefined &&
    Math.abs(printed - sum) < CENT &&
    tax > 0 &&
    Math.abs(total - sum - tax) < CENT
  );
}

const descriptionsOf = (run: readonly ListItem[]): string[] =>
  run.map((item) => item.description.map((line) => line.text).join(' '));

/**
 * Whether the bands from `at` close a run of prices that include their tax: the first, a summary
 * line, prints the run's `sum` in its amount column and the next the tax included in it at the
 * rate it prints (`Gesamtbetrag 1.190,00` / `darin enthaltene USt. 19 % 190,00`, `Total TTC` /
 * `dont TVA 20 %`): sum x rate / (100 + rate) is that tax, give or take a few cents of rounding.
 */
function isTotalWithIncludedTax(
  bands: readonly Band[],
  at: number,
  sum: number,
  right: number,
  tolerance: number,
): boolean {
  const closing = bands[at];
  const printed = amountAt(closing, right, tolerance);
  const tax = amountAt(bands[at + 1], right, tolerance);
  const rates = (bands[at + 1]?.lines ?? []).flatMap((line) =>
    findAmounts(line.text).filter((found) => found.isPercent),
  );
  return (
    closing !== undefined &&
    closing.lines.some(isSummary) &&
    printed !== undefined &&
    Math.abs(printed - sum) < CENT &&
    tax !== undefined &&
    tax > 0 &&
    rates.some(
      (rate) =>
        rate.value > 0 && Math.abs((sum * rate.value) / (100 + rate.value) - tax) <= INCLUDED_SLACK,
    )
  );
}

/**
 * The longest run of one page's items that adds up to one of `sums`: items aligned on the left
 * and on their amount's right edge, with only deeper-indented lines between them. Two items at
 * least, or one closed by a summary line printing its amount (the sum is then proven twice).
 */
function longestRun(bands: readonly Band[], sums: readonly number[]): ListItem[] {
  const items = bands.map(asItem);
  const pageWidth = bands[0]?.lines[0]?.pageWidth ?? 595;
  const tolerance = pageWidth * 0.012;
  let best: ListItem[] = [];
  items.forEach((first, start) => {
    if (first === undefined) {
      return;
    }
    const run: ListItem[] = [first];
    let sum = first.amount;
    // Deeper lines with amounts between (a breakdown): the sum line under them may be the
    // breakdown's, so it proves nothing more.
    let hasBreakdown = false;
    for (let at = start + 1; at < bands.length; at++) {
      const item = items[at];
      const band = bands[at];
      // The run's sum printed under it, then its tax and the total: the rows are the items, a
      // free one (0,00) among them.
      if (
        isSumTaxTotal(bands, at, sum, first.right, tolerance) ||
        (sums.some((target) => Math.abs(target - sum) < CENT) &&
          isTotalWithIncludedTax(bands, at, sum, first.right, tolerance))
      ) {
        if (!hasBreakdown && run.length > best.length && run.some((each) => each.amount !== 0)) {
          best = [...run];
        }
        break;
      }
      if (
        item !== undefined &&
        Math.abs(item.left - first.left) <= tolerance &&
        Math.abs(item.right - first.right) <= tolerance
      ) {
        run.push(item);
        sum += item.amount;
        const distinct = new Set(run.map((each) => each.description.map((l) => l.folded).join()));
        const nonZero = run.filter((each) => each.amount !== 0).length;
        if (
          run.length > best.length &&
          nonZero >= MIN_ITEMS &&
          distinct.size === run.length &&
          sums.some((target) => Math.abs(target - sum) < CENT) &&
          !isListedPlan(bands, start, descriptionsOf(run), sum)
        ) {
          best = [...run];
        }
      } else if (band !== undefined && isDetailText(band)) {
        continue;
      } else if (band === undefined || band.box.x <= first.left + tolerance) {
        if (
          band !== undefined &&
          !hasBreakdown &&
          run.length > best.length &&
          run.every((each) => each.amount !== 0) &&
          sums.some((target) => Math.abs(target - sum) < CENT) &&
          isPrintedSum(band, sum, first.right, tolerance) &&
          !isListedPlan(bands, start, descriptionsOf(run), sum)
        ) {
          best = [...run];
        }
        break;
      } else if (amountAt(band, first.right, tolerance) !== undefined) {
        hasBreakdown = true;
      }
      // A deeper line with its figures away from the amounts (`Selbstbeteiligung 150,00 EUR`
      // under a cover) is the item's detail, as a line of words is.
    }
  });
  return best;
}

function field(value: string | number, text: string, lines: readonly DocLine[]): ExtractedField {
  return {
    value,
    text,
    confidence: 0.6,
    source: { page: lines[0]?.page ?? 1, box: unionBox(lines.map((line) => line.box)) },
    method: 'table',
  };
}

function toRow(item: ListItem, targets: readonly DetailTarget[]): ExtractedRow {
  const description =
    targets.find((target) => target.concept === 'description') ??
    targets.find((target) => target.attribute.type === 'text');
  const amount =
    targets.find((target) => target.concept === 'amount') ??
    targets.find((target) => target.concept === 'unitPrice');
  const cells: Record<string, ExtractedField> = {};
  if (description !== undefined) {
    const text = item.description.map((line) => line.text).join(' ');
    cells[description.attribute.name] = field(text, text, item.description);
  }
  if (amount !== undefined) {
    cells[amount.attribute.name] = field(item.amount, item.amountText, [item.amountLine]);
  }
  const { priced } = item;
  for (const [concept, value] of [
    ['quantity', priced?.quantity],
    ['unitPrice', priced?.unitPrice],
  ] as const) {
    const target = targets.find((each) => each.concept === concept);
    if (value !== undefined && target !== undefined && target !== amount) {
      cells[target.attribute.name] = field(value, String(value), item.description);
    }
  }
  return { cells, source: { page: item.band.page, box: item.band.box } };
}

/**
 * Line items of a document with no table header: on each page, the longest list of aligned
 * `description ... amount` lines whose amounts add up to one of `sums` (the net, the total).
 */
export function findAmountList(
  doc: Doc,
  targets: readonly DetailTarget[],
  sums: readonly number[],
): ExtractedRow[] {
  if (sums.length === 0) {
    return [];
  }
  let best: ListItem[] = [];
  for (let page = 1; page <= doc.pageCount; page++) {
    const run = longestRun(toBands(linesOnPage(doc, page)), sums);
    if (run.length > best.length) {
      best = run;
    }
  }
  return best.map((item) => toRow(item, targets));
}
