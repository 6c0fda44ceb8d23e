// Where a model's value is written (issue #6 "every field value keeps where it came from"): the
// value is searched on the document's lines, so the verify screen can highlight it.
import { findAmounts, findCurrencies, findDates, foldText } from '@folio/core';

import {
  boxOfSpan,
  rowOf,
  unionBox,
  type Doc,
  type DocLine,
} from '../../extractor/engine/document-lines';
import type { SourceBox } from '../../extractor/engine';
import type { NormalisedValue, ValueKind } from './normalise-value';

/** A value found on a line: where, and the line (the anchor for the rest of a line item). */
export type Located = { source: SourceBox; line: DocLine };

// After the anchor's own row, a line item's other cells are looked for this many lines on.
const ROW_LOOKAHEAD = 8;
const CENT = 0.005;

type Span = { start: number; end: number };

function spanOn(line: DocLine, kind: ValueKind, found: NormalisedValue, needle: string) {
  const { value } = found;
  if (kind === 'amount' && typeof value === 'number') {
    return findAmounts(line.text).find(
      (amount) => !amount.isPercent && Math.abs(amount.value - value) < CENT,
    );
  }
  if (kind === 'date') {
    return findDates(line.text).find((date) => date.iso === value);
  }
  if (kind === 'currency') {
    return findCurrencies(line.text).find((currency) => currency.code === value);
  }
  return textSpan(line, needle);
}

/** The span of folded `needle` in a line, in the line's own offsets (words one space apart). */
function textSpan(line: DocLine, needle: string): Span | undefined {
  if (needle === '') {
    return undefined;
  }
  const start = line.folded.indexOf(needle);
  return start < 0 ? undefined : { start, end: start + needle.length };
}

/** The lines to search, best first: near an anchor (a line item's row), then everywhere. */
function candidates(doc: Doc, near: DocLine | undefined): DocLine[] {
  if (near === undefined) {
    return doc.lines;
  }
  const row = rowOf(doc, near);
  const after = doc.lines.slice(near.index, near.index + ROW_LOOKAHEAD);
  return [...new Set([...row, ...after, ...doc.lines])];
}

function findOne(
  doc: Doc,
  kind: ValueKind,
  found: NormalisedValue,
  needle: string,
  near: DocLine | undefined,
): Located | undefined {
  for (const line of candidates(doc, near)) {
    const span = spanOn(line, kind, found, needle);
    if (span !== undefined) {
      return {
        source: { page: line.page, box: boxOfSpan(line, span.start, span.end) },
        line,
      };
    }
  }
  return undefined;
}

/**
 * Finds a value on the document's lines: amounts and dates by their normalised value (so
 * `1.234,56` on the page meets `1234.56` from the model), the rest by folded text. A value over
 * several lines (an address) is found part by part on consecutive lines of one page. `near`
 * searches a line item's row first. Undefined when the value is not on the page as such.
 */
export function locateValue(
  doc: Doc,
  kind: ValueKind,
  found: NormalisedValue,
  near?: DocLine,
): Located | undefined {
  const parts =
    kind === 'text' || kind === 'identifier'
      ? String(found.value)
          .split(/\n+/u)
          .map((part) => foldText(part))
          .filter((part) => part !== '')
      : [''];
  const first = findOne(doc, kind, found, parts[0] ?? '', near);
  if (first === undefined || parts.length < 2) {
    return first;
  }
  const boxes = [first.source.box];
  let last = first.line;
  for (const part of parts.slice(1)) {
    const next = doc.lines
      .slice(last.index + 1, last.index + 1 + ROW_LOOKAHEAD)
      .find((line) => line.page === first.line.page && textSpan(line, part) !== undefined);
    if (next === undefined) {
      break;
    }
    const span = textSpan(next, part);
    boxes.push(span === undefined ? next.box : boxOfSpan(next, span.start, span.end));
    last = next;
  }
  return { source: { page: first.source.page, box: unionBox(boxes) }, line: first.line };
}
