// A model's answer turned into the built-in engine's result shape, so jobs, checks and screens
// handle one shape (engine/types.ts): normalised values, each with its page and box when the
// value can be found back on the page.
import { foldText } from '@folio/core';

import type {
  ExtractedField,
  ExtractedRow,
  ExtractionAttribute,
  ExtractionConfiguration,
} from '../../extractor/engine';
import { unionBox, type Doc, type DocLine } from '../../extractor/engine/document-lines';
import { locateValue } from './locate-value';
import { normaliseValue, valueKindOf } from './normalise-value';

/** Found on the page: as sure as a labelled value of the built-in engine. */
const CONFIDENCE_ON_PAGE = 0.9;
/** Not found on the page as written: the model may have reworded, computed or invented it. */
const CONFIDENCE_OFF_PAGE = 0.5;

/** The fields and line items of an answer, before checks. */
export type AnswerContent = { fields: Record<string, ExtractedField>; rows: ExtractedRow[] };

type JsonObject = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A property by the attribute's name, or by the same name folded (a model that re-cased it). */
function propertyOf(object: JsonObject, name: string): unknown {
  if (Object.hasOwn(object, name)) {
    return object[name];
  }
  const folded = foldText(name);
  const key = Object.keys(object).find((candidate) => foldText(candidate) === folded);
  return key === undefined ? undefined : object[key];
}

function readField(
  doc: Doc,
  attribute: ExtractionAttribute,
  raw: unknown,
  near?: DocLine,
): { field: ExtractedField; line?: DocLine } | undefined {
  const kind = valueKindOf(attribute);
  const found = normaliseValue(kind, raw);
  if (found === undefined) {
    return undefined;
  }
  const located = locateValue(doc, kind, found, near);
  if (located === undefined) {
    return { field: { value: found.value, text: found.text, confidence: CONFIDENCE_OFF_PAGE } };
  }
  return {
    field: {
      value: found.value,
      text: found.text,
      confidence: CONFIDENCE_ON_PAGE,
      source: located.source,
    },
    line: located.line,
  };
}

function readRow(
  doc: Doc,
  detail: readonly ExtractionAttribute[],
  item: JsonObject,
): ExtractedRow | undefined {
  // Text cells first: a description is rarer on the page than `1` or `10.00`, so it anchors the
  // row and the numbers are looked for on that row.
  const ordered = [...detail].sort(
    (a, b) => Number(valueKindOf(a) !== 'text') - Number(valueKindOf(b) !== 'text'),
  );
  const cells: Record<string, ExtractedField> = {};
  let anchor: DocLine | undefined;
  for (const attribute of ordered) {
    const read = readField(doc, attribute, propertyOf(item, attribute.name), anchor);
    if (read !== undefined) {
      cells[attribute.name] = read.field;
      anchor ??= read.line;
    }
  }
  const located = Object.values(cells).flatMap((cell) =>
    cell.source !== undefined && cell.source.page === anchor?.page ? [cell.source.box] : [],
  );
  if (Object.keys(cells).length === 0) {
    return undefined;
  }
  return anchor === undefined || located.length === 0
    ? { cells }
    : { cells, source: { page: anchor.page, box: unionBox(located) } };
}

/**
 * Reads a model's answer `{ headers, items }` for a configuration: every header attribute gets a
 * field (value null and confidence 0 when absent, as the built-in engine does), each item with
 * at least one value becomes a row. An answer holding the header fields at its top level is read
 * too. Undefined when the answer is not an object at all (the caller asks again).
 */
export function readModelAnswer(
  answer: unknown,
  configuration: ExtractionConfiguration,
  doc: Doc,
): AnswerContent | undefined {
  if (!isRecord(answer)) {
    return undefined;
  }
  const headers = isRecord(answer['headers'])
    ? answer['headers']
    : answer['items'] === undefined
      ? answer
      : {};
  const header = configuration.attributes.filter((attribute) => attribute.placement === 'header');
  const detail = configuration.attributes.filter((attribute) => attribute.placement === 'detail');
  const fields: Record<string, ExtractedField> = {};
  for (const attribute of header) {
    fields[attribute.name] = readField(doc, attribute, propertyOf(headers, attribute.name))
      ?.field ?? { value: null, confidence: 0 };
  }
  const items = Array.isArray(answer['items']) ? answer['items'] : [];
  const rows =
    detail.length === 0
      ? []
      : items.flatMap((item) => {
          const row = isRecord(item) ? readRow(doc, detail, item) : undefined;
          return row === undefined ? [] : [row];
        });
  return { fields, rows };
}
