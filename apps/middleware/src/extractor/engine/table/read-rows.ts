// The rows under a table header: anchor bands (a number in a price or amount column) start
// rows; the other bands of a block (bands closer together than the usual row gap) continue the
// description of the anchor above (or the first anchor below, for text written before it).
// The table ends at a totals line, at a wide gap, or at the page end. Rows that are not items
// are told by their arithmetic: a row with an amount but no quantity or price that equals the
// items above it is a sum (a section's, or the one carried over a page break); one that is an
// item's percent off (or a negative amount) right under it is that item's discount.
import { findAmounts } from '@folio/core';

import { median } from '../median';
import { type Cell, cellNumber, cellsOf, cellText, hasNumber } from './band-cells';
import type { Column } from './columns';
import type { Band } from './row-bands';
import { printsMoney } from './carried-foot';
import { isItemAdjustment } from './item-adjustment';
import { isProseAcross } from './prose-across';
import { isProduct } from './quantity-by-product';
import { isTaxBreakdownHead, labelConcepts } from './row-labels';
import { followCarriedSet, followPricedSets, setRowTest } from './priced-sets';
import { followSetParts } from './set-parts';
import { unchargedTest } from './uncharged-rows';

/** A band of a table with its cells. */
export type TableBand = { band: Band; cells: Map<Column, Cell> };

/**
 * A table row before its values are read: the anchor band, every band of the row by height, and
 * what the rows of its own discount or surcharge add to its amount.
 */
export type RawRow = {
  anchor: TableBand;
  parts: TableBand[];
  adjustment: number;
  /** A set priced by its parts alone: their sum, its amount (its own row has none). */
  partsSum?: number;
};

type KeptBand = {
  band: Band;
  cells: Map<Column, Cell>;
  isAnchor: boolean;
  adjustment?: number;
  partsSum?: number;
};

/** How a page's rows ended. */
export type RowsEnd = 'totals' | 'gap' | 'page';

const END_CONCEPTS = ['total', 'amountDue'];
const SKIP_CONCEPTS = ['net', 'tax', 'withholding', 'otherAmount'];
const SUMMARY_CONCEPTS = ['tax', 'withholding', 'otherAmount'];

// Two amounts are the same sum when they differ by less than half a cent.
const isSameSum = (a: number, b: number): boolean => b !== 0 && Math.abs(a - b) < 0.005;

/**
 * The sums of a table's items so far: all of them, those since the last (section) sum, and the
 * last item's amount (a page may open with that item's discount row, under the carried sum).
 */
export type RunningSums = {
  total: number;
  sinceSum: number;
  lastAmount?: number;
  /**
   * Where the row of a set priced by its parts starts, from the table's first heading, when the
   * page before ended inside it.
   */
  openSet?: number;
};

export const NO_SUMS: RunningSums = { total: 0, sinceSum: 0 };

/**
 * Reads the rows of the bands under a header, until the table ends. `carriedIn` holds the sums
 * of the table's items on earlier pages; the sums with this page's items are returned.
 */
export function readRows(
  bands: readonly Band[],
  columns: readonly Column[],
  carriedIn: RunningSums = NO_SUMS,
): { rows: RawRow[]; end: RowsEnd; sums: RunningSums; carriedAdjustment: number } {
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
  // An item has a quantity or a price beside its amount; a sum or a discount row has neither.
  const detailColumns =
    amountColumn === undefined
      ? []
      : columns.filter(
          (column) =>
            column.target?.concept === 'quantity' || column.target?.concept === 'unitPrice',
        );
  // In a table with neither (`Pos. | Leistung | Zeitraum | Netto | Steuer | Brutto`), an item
  // has its position number; the sum carried over a page break has none.
  const positionColumns =
    amountColumn === undefined || detailColumns.length > 0
      ? []
      : columns.filter((column) => column.cell.concept === 'code');
  const isItemLike = (cells: Map<Column, Cell>): boolean =>
    positionColumns.length > 0
      ? positionColumns.some((column) => cellText(cells.get(column)) !== '')
      : detailColumns.length === 0 || detailColumns.some((column) => hasNumber(cells.get(column)));
  const isSetRow = setRowTest(columns);
  const amountOf = (cells: Map<Column, Cell>): number | undefined =>
    amountColumn === undefined ? undefined : cellNumber(cells.get(amountColumn))?.value;
  // A row whose quantity times its unit price is its amount is an item, whatever word it opens
  // with (`Deposit 50% as per quotation`, `Rabatt-Staffel`): no summary line prices a quantity.
  const quantityColumn = columns.find((column) => column.target?.concept === 'quantity');
  const priceColumn = columns.find((column) => column.target?.concept === 'unitPrice');
  const isQuantityTimesPrice = (cells: Map<Column, Cell>): boolean => {
    const quantity = quantityColumn && cellNumber(cells.get(quantityColumn))?.value;
    const price = priceColumn && cellNumber(cells.get(priceColumn))?.value;
    const amount = amountOf(cells);
    return (
      quantity !== undefined &&
      price !== undefined &&
      amount !== undefined &&
      quantity !== 0 &&
      isProduct(quantity, price, amount)
    );
  };
  const readBand = (band: Band) => {
    const lines = band.lines.filter((line) => !line.isRepeated);
    const cells = cellsOf({ ...band, lines }, columns);
    const hasAmount = anchorColumns.some((column) => hasNumber(cells.get(column)));
    const isProse = isProseAcross(lines, columns, description);
    return { lines, cells, hasAmount, isProse, concepts: lines.flatMap(labelConcepts) };
  };
  // A total over items that go on under it is a section's sum: the next band with an amount is
  // an unlabelled item (a section's title may come first).
  const isItemNext = (from: number): boolean => {
    for (const band of bands.slice(from, from + 3)) {
      const next = readBand(band);
      if (next.lines.length === 0 || next.isProse) {
        continue;
      }
      if (next.concepts.length > 0) {
        return false;
      }
      // The sum carried over the page break under a section's sum: the table goes on.
      if (
        next.hasAmount &&
        !isItemLike(next.cells) &&
        isSameSum(amountOf(next.cells) ?? 0, total)
      ) {
        return true;
      }
      if (next.hasAmount) {
        return isItemLike(next.cells);
      }
      if (isSetRow(next.cells, next.hasAmount)) {
        return true;
      }
    }
    return false;
  };
  // Positions printed but not charged: no items, nor the detail lines under them.
  const isUncharged = unchargedTest(bands, readBand, isItemLike, amountColumn);
  let isInUncharged = false;
  const kept: KeptBand[] = [];
  let end: RowsEnd = 'page';
  let previousBottom: number | undefined;
  const gaps: number[] = [];
  let isAfterSum = false;
  let { total, sinceSum } = carriedIn;
  // A discount or surcharge row at the top of a page, before any item of it (under the carried
  // sum or not), belongs to the last item of the page before.
  let carriedAdjustment = 0;
  // A page that opens with the carried sum (or an item's discount row) is inside the table: a
  // wide gap or a VAT breakdown's headings end it there too, before any item of the page.
  let isInTable = false;
  const foldSetParts = followSetParts();
  const carriedSet = followCarriedSet(columns, carriedIn.openSet);
  const pricedSets = followPricedSets();
  for (const [index, band] of bands.entries()) {
    const { lines, cells, hasAmount, isProse, concepts } = readBand(band);
    if (lines.length === 0) {
      continue;
    }
    const isPricedByQuantity = isQuantityTimesPrice(cells);
    const value = hasAmount ? amountOf(cells) : undefined;
    const isRunningSum =
      value !== undefined &&
      !isItemLike(cells) &&
      (isSameSum(value, sinceSum) || isSameSum(value, total));
    // The sum of all the items with nothing priced under it on the page is carried over.
    if (
      isRunningSum &&
      isSameSum(value, total) &&
      kept.some((item) => item.isAnchor) &&
      !printsMoney(bands.slice(index + 1))
    ) {
      break;
    }
    if (
      (concepts.some((concept) => END_CONCEPTS.includes(concept)) &&
        !(isRunningSum && isItemNext(index + 1)) &&
        !isPricedByQuantity) ||
      (!hasAmount && (isInTable || kept.some((item) => item.isAnchor)) && isTaxBreakdownHead(lines))
    ) {
      end = 'totals';
      break;
    }
    if (previousBottom !== undefined && (isInTable || kept.some((item) => item.isAnchor))) {
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
    if (isProse) {
      continue;
    }
    // A section's sum or the sum carried over a page break is no item; what follows a sum
    // without a quantity or a price (shipping, a discount on the whole) is the summary.
    if (isRunningSum) {
      isInTable = true;
      // The carried sum of everything above leaves the current section's sum running.
      sinceSum = isSameSum(value, sinceSum) ? 0 : sinceSum;
      isAfterSum = true;
      continue;
    }
    const lastItem = kept.findLast((item) => item.isAnchor);
    const isPageTop = lastItem === undefined;
    const lastAmount = isPageTop ? carriedIn.lastAmount : amountOf(lastItem.cells);
    if (
      value !== undefined &&
      !isItemLike(cells) &&
      (!isAfterSum || isPageTop) &&
      lastAmount !== undefined &&
      isItemAdjustment(value, lines, lastAmount)
    ) {
      if (isPageTop) {
        isInTable = true;
        carriedAdjustment += value;
      } else {
        kept.push({ band: { ...band, lines }, cells, isAnchor: false, adjustment: value });
      }
      sinceSum += value;
      total += value;
      continue;
    }
    // Parts opening a page whose set's row is on the page before are that set's.
    const isCarriedPart = carriedSet.isPart(band);
    if (value !== undefined && isCarriedPart && isItemLike(cells)) {
      isInTable = true;
      carriedAdjustment += value;
      sinceSum += value;
      total += value;
      continue;
    }
    // An intermediate subtotal (a section's net) is skipped; a tax, a withholding, an allowance
    // or charge total with its amount is the summary under the items: the table ends there.
    const isLabelledSummary = hasAmount && !isPricedByQuantity;
    if (isLabelledSummary && concepts.some((concept) => SUMMARY_CONCEPTS.includes(concept))) {
      end = 'totals';
      break;
    }
    if (isLabelledSummary && concepts.some((concept) => SKIP_CONCEPTS.includes(concept))) {
      isAfterSum = true;
      continue;
    }
    // `Summe netto: 496,00 €` written under the descriptions is the summary, not a row's text;
    // its amount may be a run of its own, under another column than the line amounts' (the
    // gross beside a net).
    const isLabelledSum =
      !isPricedByQuantity &&
      lines.some((line) =>
        labelConcepts(line).some((concept) => SKIP_CONCEPTS.includes(concept)),
      ) &&
      lines.some((line) =>
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
    // Priced with words where its amount goes (`nur EP`, `P.M.`): a position not charged either.
    const isPricedOnly =
      !hasAmount &&
      amountColumn !== undefined &&
      cellText(cells.get(amountColumn)) !== '' &&
      detailColumns.length > 1 &&
      detailColumns.every((column) => hasNumber(cells.get(column)));
    if (isPricedOnly || (hasAmount && isUncharged(index, { lines, cells, hasAmount }, value))) {
      isInUncharged = true;
      continue;
    }
    if (isInUncharged && !hasAmount) {
      continue;
    }
    isInUncharged = false;
    const hasText = description === undefined || cellText(cells.get(description)) !== '';
    // A set's row is kept after a sum too (the next section may open with one); what follows a
    // sum is the summary until a row with an amount is an item.
    const isSet = isSetRow(cells, hasAmount);
    if ((!hasAmount && !hasText) || (isAfterSum && !isSet && (!hasAmount || !isItemLike(cells)))) {
      continue;
    }
    isAfterSum = isAfterSum && isSet;
    const row: KeptBand = { band: { ...band, lines }, cells, isAnchor: hasAmount };
    kept.push(row);
    if (isSet) {
      pricedSets.head(row);
    } else if (hasAmount) {
      pricedSets.item(row, value ?? 0);
    }
    if (value !== undefined) {
      // A set's breakdown, once complete, is the set's text: its amounts leave the sums.
      const folded = foldSetParts(row, value);
      sinceSum += value - folded;
      total += value - folded;
    }
  }
  const openSet = carriedSet.fromTable(pricedSets.close(end));
  const lastItem = kept.findLast((item) => item.isAnchor);
  const lastAmount = lastItem === undefined ? carriedIn.lastAmount : amountOf(lastItem.cells);
  return {
    rows: groupRows(kept, median(gaps)),
    end,
    sums: {
      total,
      sinceSum,
      ...(lastAmount === undefined ? {} : { lastAmount }),
      ...(openSet === undefined ? {} : { openSet }),
    },
    carriedAdjustment,
  };
}

/** Groups bands into rows: blocks split at gaps wider than usual, anchors with their text. */
function groupRows(kept: readonly KeptBand[], usualGap: number): RawRow[] {
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
        current = {
          anchor: part,
          parts: current === undefined ? [...before, part] : [part],
          adjustment: 0,
          ...(item.partsSum === undefined ? {} : { partsSum: item.partsSum }),
        };
        rows.push(current);
      } else if (current === undefined) {
        before.push(part);
      } else {
        current.parts.push(part);
        current.adjustment += item.adjustment ?? 0;
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
