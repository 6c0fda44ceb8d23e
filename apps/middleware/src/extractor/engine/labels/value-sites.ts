// Where a label's value can be: after it on the same line, in the next line to its right on the
// same row, or in the line right below it (column layouts: label above, value under).
import { findAmounts, normaliseCurrency } from '@folio/core';

import {
  type Doc,
  type DocLine,
  isSameRow,
  middleY,
  overlapX,
  linesOnPage,
  rightOnRow,
} from '../document-lines';
import type { LabelMatch } from './label-match';

/** A piece of text that may hold a label's value. */
export type ValueSite = {
  kind: 'inline' | 'right' | 'below' | 'beside';
  line: DocLine;
  /** Offset in `line.text` where the value text starts. */
  start: number;
  text: string;
  /** 0 for the nearest site, growing with distance. */
  rank: number;
};

const SEPARATORS = /^[\s:;=|\-–—>.]*/u;

/** Whether a line starts with a label of its own (then it is not a value). */
export type StartsWithLabel = (line: DocLine) => boolean;

/** The value sites of a label, nearest first. */
export function valueSites(
  doc: Doc,
  label: LabelMatch,
  startsWithLabel: StartsWithLabel,
): ValueSite[] {
  const sites: ValueSite[] = [];
  const { line } = label;
  const rest = line.text.slice(label.end);
  const skipped = SEPARATORS.exec(rest)?.[0].length ?? 0;
  if (rest.trim() !== '' && rest.slice(skipped).trim() !== '') {
    sites.push({
      kind: 'inline',
      line,
      start: label.end + skipped,
      text: rest.slice(skipped).trim(),
      rank: 0,
    });
  }
  const right = rightOnRow(doc, line);
  right.slice(0, 3).forEach((other, index) => {
    if (index === 0 || !startsWithLabel(right[index - 1] ?? other)) {
      sites.push({
        kind: 'right',
        line: other,
        start: 0,
        text: other.text.trim(),
        rank: 1 + index,
      });
    }
  });
  const first = lineBelow(doc, line, label);
  const below = first === undefined ? undefined : (sumRowBelow(doc, first, label) ?? first);
  if (below !== undefined && !startsWithLabel(below)) {
    sites.push({ kind: 'below', line: below, start: 0, text: below.text.trim(), rank: 2 });
  }
  // Nothing after the label but words or a unit (`TOTAL (RM)`), nothing to its right.
  if (!/\d/u.test(rest) && right.length === 0) {
    for (const [direction, rank] of [
      [1, 3],
      [-1, 4],
    ] as const) {
      const lone = loneAmountBeside(doc, line, direction);
      if (lone !== undefined) {
        sites.push({ kind: 'beside', line: lone, start: 0, text: lone.text.trim(), rank });
      }
    }
  }
  return sites;
}

/**
 * A receipt prints a total's amount at the right edge of the row under its label (`TOTAL (RM)`
 * / `26.61`) or over it: a line alone on the next (`direction` 1) or previous (-1) row, to the
 * right of the label's line, holding one amount and nothing else but its currency sign.
 */
function loneAmountBeside(doc: Doc, line: DocLine, direction: 1 | -1): DocLine | undefined {
  const maxGap = Math.max(line.box.height, 8) * 1.6;
  const rows = linesOnPage(doc, line.page).filter((other) => {
    if (other === line) {
      return false;
    }
    const gap =
      direction === 1
        ? other.box.y - (line.box.y + line.box.height)
        : line.box.y - (other.box.y + other.box.height);
    return (
      gap <= maxGap && (middleY(other.box) - middleY(line.box)) * direction > line.box.height * 0.6
    );
  });
  rows.sort((a, b) => (a.box.y - b.box.y) * direction);
  const nearest = rows[0];
  if (nearest === undefined) {
    return undefined;
  }
  // A currency sign printed apart before the amount (`RM` … `170.00`) is the amount's unit.
  const row = rows.filter(
    (other) =>
      isSameRow(nearest, other) &&
      !(/^\S{1,3}$/u.test(other.text.trim()) && normaliseCurrency(other.text) !== undefined),
  );
  const [only] = row;
  return row.length === 1 &&
    only !== undefined &&
    only.box.x >= line.box.x + line.box.width &&
    soleAmount(only) !== undefined
    ? only
    : undefined;
}

const CENT = 0.011;

/** The one amount a line holds, when it holds nothing else. */
function soleAmount(line: DocLine): number | undefined {
  const amounts = findAmounts(line.text).filter((amount) => !amount.isPercent);
  const only = amounts[0];
  return amounts.length === 1 && only !== undefined && line.text.trim() === only.text.trim()
    ? only.value
    : undefined;
}

/** A line holding one amount alone, and that amount. */
export type ColumnCell = { line: DocLine; value: number };

/**
 * The amounts written one per line under a column heading, top down, from the first line under
 * it (`first`, when known) until a line holds anything else.
 */
export function amountColumnBelow(
  doc: Doc,
  label: LabelMatch,
  first: DocLine | undefined = lineBelow(doc, label.line, label),
): ColumnCell[] {
  const column: ColumnCell[] = [];
  let current = first;
  while (current !== undefined && column.length < 8) {
    const value = soleAmount(current);
    if (value === undefined) {
      break;
    }
    column.push({ line: current, value });
    current = lineBelow(doc, current, { ...label, line: current, box: label.box });
  }
  return column;
}

/** Whether the last cell of a column is the sum of the cells above it (two at least). */
export function endsInSum(column: readonly ColumnCell[]): boolean {
  const last = column.at(-1);
  if (last === undefined || column.length < 3) {
    return false;
  }
  const sum = column.slice(0, -1).reduce((total, cell) => total + cell.value, 0);
  return Math.abs(sum - last.value) < CENT;
}

/**
 * Under a column heading (`Nettobetrag`, `MwSt-Betrag`, `Endbetrag`) a tax breakdown lists one
 * row per rate and then their sum: the value of the heading is that last row, the one equal to
 * the sum of the rows above it.
 */
function sumRowBelow(doc: Doc, first: DocLine, label: LabelMatch): DocLine | undefined {
  const column = amountColumnBelow(doc, label, first);
  for (let last = column.length; last >= 3; last--) {
    if (endsInSum(column.slice(0, last))) {
      return column[last - 1]?.line;
    }
  }
  return undefined;
}

/** The first line under the label, overlapping it horizontally, within about two lines. */
function lineBelow(doc: Doc, line: DocLine, label: LabelMatch): DocLine | undefined {
  const maxGap = Math.max(line.box.height, 8) * 2.6;
  const candidates = linesOnPage(doc, line.page).filter(
    (other) =>
      middleY(other.box) > middleY(line.box) + line.box.height * 0.6 &&
      other.box.y - (line.box.y + line.box.height) <= maxGap &&
      overlapX(other.box, {
        ...label.box,
        x: label.box.x - 2,
        width: Math.max(label.box.width, line.box.width) + 4,
      }) > 0,
  );
  candidates.sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  const first = candidates[0];
  if (first === undefined) {
    return undefined;
  }
  // Among lines of the first row below, the one most under the label.
  const row = candidates.filter((other) => isSameRow(first, other));
  row.sort((a, b) => overlapX(b.box, label.box) - overlapX(a.box, label.box));
  return row[0];
}
