// Line items: per page, the header row matching the detail attributes, its columns, the rows
// under it; a table that runs off a page continues on the next one, under a repeated header or
// in the same columns.
import { type Doc, linesOnPage } from '../document-lines';
import type { ExtractedRow, ExtractionAttribute } from '../types';
import { type Column, toColumns } from './columns';
import { detailTargets, type DetailTarget } from './detail-targets';
import { readHeader } from './header-row';
import type { TableHeader } from './table-header';
import { NO_SUMS, readRows, type RawRow, type RunningSums } from './read-rows';
import { isInstalmentPlan } from './instalment-plan';
import { isPaymentSchedule } from './payment-schedule';
import { toRow } from './to-row';
import { type Band, toBands } from './row-bands';
import { quantityByProduct } from './quantity-by-product';
import { stackHeadings } from './stacked-heading';
import { chooseUnnamed, showsUnnamedText } from './unnamed-heading';

/** The best header of a page: the band matching most detail attributes, first on the page. */
function findHeader(
  bands: readonly Band[],
  targets: readonly DetailTarget[],
): { header: TableHeader; columns: Column[]; at: number } | undefined {
  let best: { header: TableHeader; columns: Column[]; at: number; score: number } | undefined;
  bands.forEach((plain, index) => {
    // The band as it is, then with its wrapped headings merged: taken when it names more.
    const stacked = stackHeadings(bands, index);
    const candidates = [
      { band: plain, at: index },
      ...(stacked === undefined ? [] : [{ band: stacked.band, at: stacked.last }]),
    ];
    for (const { band, at } of candidates) {
      const read = readHeader(band, targets);
      if (read === undefined) {
        continue;
      }
      const header = chooseUnnamed(read, bands[at + 1], targets);
      if (header === undefined) {
        continue;
      }
      const columns = quantityByProduct(toColumns(header, targets), bands.slice(at + 1), targets);
      if (!showsUnnamedText(columns, bands[at + 1])) {
        continue;
      }
      const score = columns.filter((column) => column.target !== undefined).length;
      if (best === undefined || score > best.score) {
        best = { header, columns, at, score };
      }
    }
  });
  return best;
}

// A table continued without its header starts near the top of the next page.
const CONTINUATION_TOP = 0.4;

/** Where a table sits on a page: header fields are not read from inside it. */
export type TableRegion = { page: number; top: number; bottom: number };

/** The line items of a document and the regions of the tables they came from. */
export type TableResult = { rows: ExtractedRow[]; regions: TableRegion[] };

function regionOf(page: number, top: number, rows: readonly RawRow[]): TableRegion {
  const bottoms = rows.flatMap((row) =>
    row.parts.map((part) => part.band.box.y + part.band.box.height),
  );
  return { page, top, bottom: Math.max(top, ...bottoms) };
}

/**
 * The rows above a page's header, read until it: under another header of the page, or in the
 * columns of the table carried from the page before (starting near the page's top). Only a
 * table that runs on into the header counts, with one row at least.
 */
function readAbove(
  above: readonly Band[],
  carried: Column[] | undefined,
  sums: RunningSums,
  targets: readonly DetailTarget[],
  pageHeight: number,
): (ReturnType<typeof readRows> & { top: number }) | undefined {
  const own = findHeader(above, targets);
  const columns = own?.columns ?? carried;
  if (columns === undefined) {
    return undefined;
  }
  const read = readRows(above.slice(own === undefined ? 0 : own.at + 1), columns, sums);
  const first = read.rows[0]?.anchor.band.box.y;
  if (
    first === undefined ||
    read.end !== 'page' ||
    (own === undefined && first >= pageHeight * CONTINUATION_TOP) ||
    (own !== undefined && isPaymentSchedule(own.columns, read.rows))
  ) {
    return undefined;
  }
  return { ...read, top: own?.header.band.box.y ?? first };
}

/** Reads the line items of a document for its detail attributes. */
export function extractTable(doc: Doc, detail: readonly ExtractionAttribute[]): TableResult {
  const targets = detailTargets(detail);
  const rows: RawRow[] = [];
  const regions: TableRegion[] = [];
  let carried: Column[] | undefined;
  // The sums of the table's items so far: a continued page may open with them (`Übertrag`).
  let sums = NO_SUMS;
  // Each page's bands, this one's last: an instalment plan's total may stand on a page before.
  const pageBands: Band[][] = [];
  for (let page = 1; page <= doc.pageCount; page++) {
    const bands = toBands(linesOnPage(doc, page));
    pageBands.push(bands);
    const found = findHeader(bands, targets);
    // A discount row opening a continued page is the last item's of the page before.
    const addCarried = (adjustment: number): void => {
      const last = rows[rows.length - 1];
      if (last !== undefined) {
        last.adjustment += adjustment;
      }
    };
    const pageHeight = linesOnPage(doc, page)[0]?.pageHeight ?? 1;
    // Rows above the page's header come first: a table under another header higher up (a time
    // sheet over its materials), or the table carried from the page before.
    // Above payment terms, the table carried from the page before is read as before (below).
    const upper = found && readAbove(bands.slice(0, found.at), carried, sums, targets, pageHeight);
    const read = found && readRows(bands.slice(found.at + 1), found.columns, upper?.sums ?? sums);
    // Payment terms or an instalment plan printed as a table are no items; a table continued
    // from the page before ends above them.
    const schedule =
      found !== undefined &&
      read !== undefined &&
      (isPaymentSchedule(found.columns, read.rows) ||
        isInstalmentPlan(found.header, found.columns, read.rows, [
          ...pageBands.slice(0, -1).flat(),
          ...bands.filter((band) => band.box.y < found.header.band.box.y),
        ]))
        ? found.header.band.box.y
        : undefined;
    if (found !== undefined && read !== undefined && schedule === undefined) {
      if (upper !== undefined) {
        addCarried(upper.carriedAdjustment);
        rows.push(...upper.rows);
        regions.push(regionOf(page, upper.top, upper.rows));
      }
      addCarried(read.carriedAdjustment);
      // Under a repeated header the sums go on, unless the totals closed the table above.
      sums = read.end === 'totals' ? NO_SUMS : read.sums;
      rows.push(...read.rows);
      regions.push(regionOf(page, found.header.band.box.y, read.rows));
      // A table that runs off the page goes on, even from a header printed at its foot.
      carried = read.end === 'page' ? found.columns : undefined;
      continue;
    }
    if (carried !== undefined) {
      const above = bands.filter((band) => schedule === undefined || band.box.y < schedule);
      const read = readRows(above, carried, sums);
      const first = read.rows[0];
      if (first !== undefined && first.anchor.band.box.y < pageHeight * CONTINUATION_TOP) {
        addCarried(read.carriedAdjustment);
        rows.push(...read.rows);
        regions.push(regionOf(page, first.anchor.band.box.y, read.rows));
        carried = read.end === 'page' && schedule === undefined ? carried : undefined;
        sums = read.end === 'totals' ? NO_SUMS : read.sums;
      } else {
        carried = undefined;
        sums = NO_SUMS;
      }
    }
  }
  // A set's row priced by parts that never came (the page ended under it, the table with it).
  const items = rows.filter(
    (row) => row.partsSum === undefined || row.partsSum + row.adjustment !== 0,
  );
  return { rows: items.map((row) => toRow(row, targets)), regions };
}
