// The rows under a table header: anchor bands (a number in a price or amount column) start
// rows; the other bands of a block (bands closer together than the usual row gap) continue the
// description of the anchor above (or the first anchor below, for text written before it).
// The table ends at a totals line, at a wide gap, or at the page end.
import { findAmounts } from '@folio/core';

import type { DocLine } from '../document-lines';
import { findLabelsInLine } from '../labels/find-labels';
import { type Cell, cellsOf, cellText } from './band-cells';
import type { Column } from './columns';
import type { Band } from './row-bands';

/** A band of a table with its cells. */
export type TableBand = { band: Band; cells: Map<Column, Cell> };

/** A table row before its values are read: the anchor band, and every band of the row by height. */
export type RawRow = { anchor: TableBand; parts: TableBand[] };

/** How a page's rows ended. */
export type RowsEnd = 'totals' | 'gap' | 'page';

const END_CONCEPTS = ['total', 'amountDue'];
const SKIP_CONCEPTS = ['net', 'tax', 'withholding', 'otherAmount'];
const SUMMARY_CONCEPTS = ['tax', 'withholding', 'otherAmount'];

// A summary line may open with the word saying which way it goes (`Less discount 5 %`,
// `abzgl. Rabatt`, `zzgl. Fracht`, `plus delivery`): its label is still the line's own.
const LEADING_SIGN_WORD = /^\s*(less|plus|minus|add|abzgl|zzgl|moins|min)\.?:?\s+$/u;

function labelConcepts(line: DocLine): string[] {
  return findLabelsInLine(line)
    .filter(
      (label) =>
        (label.start <= 1 || LEADING_SIGN_WORD.test(line.folded.slice(0, label.start))) &&
        label.strength >= 3,
    )
    .flatMap((label) => [...label.concepts]);
}

/**
 * A row of headings naming a tax and a net or total (`Taux | Total HT | TVA | TTC`,
 * `USt-Satz | Netto | USt | Brutto`) with no amount: a VAT breakdown under the items begins.
 */
function isTaxBreakdownHead(lines: readonly DocLine[]): boolean {
  const concepts = new Set(
    lines.flatMap((line) =>
      findLabelsInLine(line)
        .filter((label) => label.strength >= 3)
        .flatMap((label) => [...label.concepts]),
    ),
  );
  return concepts.has('tax') && (concepts.has('net') || concepts.has('total'));
}

function hasNumber(cell: Cell | undefined): boolean {
  return findAmounts(cellText(cell)).some((amount) => !amount.isPercent);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Reads the rows of the bands under a header, until the table ends. */
export function readRows(
  bands: readonly Band[],
  columns: readonly Column[],
): { rows: RawRow[]; end: RowsEnd } {
  const money = columns.filter(
    (column) => column.target?.concept === 'unitPrice' || column.target?.concept === 'amount',
  );
  // With a line-amount column, a row has its amount there: a number only under the price
  // (`Bruttopreis : 4,00`, `Abschlag : 0,67` written under an item) is the item's detail.
  const amountColumn = columns.find((column) => column.target?.concept === 'amount');
  const anchorColumns =
    amountColumn !== undefined
      ? [amountColumn]
      : money.length > 0
        ? money
        : columns.filter((column) => column.target?.isNumeric === true);
  const description = columns.find((column) => column.target?.concept === 'description');
  const kept: { band: Band; cells: Map<Column, Cell>; isAnchor: boolean }[] = [];
  let end: RowsEnd = 'page';
  let previousBottom: number | undefined;
  const gaps: number[] = [];
  let isAfterSum = false;
  for (const band of bands) {
    const lines = band.lines.filter((line) => !line.isRepeated);
    if (lines.length === 0) {
      continue;
    }
    const concepts = lines.flatMap(labelConcepts);
    const cells = cellsOf({ ...band, lines }, columns);
    const hasAmount = anchorColumns.some((column) => hasNumber(cells.get(column)));
    if (
      concepts.some((concept) => END_CONCEPTS.includes(concept)) ||
      (!hasAmount && kept.some((item) => item.isAnchor) && isTaxBreakdownHead(lines))
    ) {
      end = 'totals';
      break;
    }
    if (previousBottom !== undefined && kept.some((item) => item.isAnchor)) {
      const gap = band.box.y - previousBottom;
      const usual = Math.max(median(gaps), 4);
      if (gap > Math.max(usual * 3.5, 40)) {
        end = 'gap';
        break;
      }
    }
    if (previousBottom !== undefined) {
      gaps.push(Math.max(0, band.box.y - previousBottom));
    }
    previousBottom = band.box.y + band.box.height;
    // An intermediate subtotal (a section's net) is skipped; a tax, a withholding, an allowance
    // or charge total with its amount is the summary under the items: the table ends there.
    if (hasAmount && concepts.some((concept) => SUMMARY_CONCEPTS.includes(concept))) {
      end = 'totals';
      break;
    }
    if (hasAmount && concepts.some((concept) => SKIP_CONCEPTS.includes(concept))) {
      continue;
    }
    // `Summe netto: 496,00 €` written under the descriptions is the summary, not a row's text.
    const isLabelledSum = lines.some(
      (line) =>
        labelConcepts(line).some((concept) => SKIP_CONCEPTS.includes(concept)) &&
        findAmounts(line.text).some(
          (amount) => !amount.isPercent && /[.,]\d{2}\b/u.test(amount.text),
        ),
    );
    // ... unless another item follows it (`Abschlag : 0,67` under an item of a table that goes
    // on): until one does, what comes after the sum joins no row.
    if (isLabelledSum) {
      isAfterSum = true;
      continue;
    }
    const hasText = description === undefined || cellText(cells.get(description)) !== '';
    if ((!hasAmount && !hasText) || (isAfterSum && !hasAmount)) {
      continue;
    }
    isAfterSum = false;
    kept.push({ band: { ...band, lines }, cells, isAnchor: hasAmount });
  }
  return { rows: groupRows(kept, median(gaps)), end };
}

/** Groups bands into rows: blocks split at gaps wider than usual, anchors with their text. */
function groupRows(
  kept: readonly { band: Band; cells: Map<Column, Cell>; isAnchor: boolean }[],
  usualGap: number,
): RawRow[] {
  const rows: RawRow[] = [];
  let block: (typeof kept)[number][] = [];
  const flush = (): void => {
    const anchors = block.filter((item) => item.isAnchor);
    const firstAnchor = anchors[0];
    if (firstAnchor === undefined) {
      block = [];
      return;
    }
    let current: RawRow | undefined;
    const before: TableBand[] = [];
    for (const item of block) {
      const part: TableBand = { band: item.band, cells: item.cells };
      if (item.isAnchor) {
        current = { anchor: part, parts: current === undefined ? [...before, part] : [part] };
        rows.push(current);
      } else if (current === undefined) {
        before.push(part);
      } else {
        current.parts.push(part);
      }
    }
    block = [];
  };
  let previousBottom: number | undefined;
  for (const item of kept) {
    if (
      previousBottom !== undefined &&
      item.band.box.y - previousBottom > Math.max(usualGap * 1.6, usualGap + 6)
    ) {
      flush();
    }
    block.push(item);
    previousBottom = item.band.box.y + item.band.box.height;
  }
  flush();
  return rows;
}
