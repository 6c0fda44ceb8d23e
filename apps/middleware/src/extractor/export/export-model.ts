// What every export format is written from: the configuration's columns and its documents as
// plain values, read in batches so a large set is never held whole.
import { provenanceOf } from '@folio/core';

import type { ExtractionState } from '../../db/schema';
import type { ExportLabels } from './export-labels';

/** The columns of an export: header names, then detail names (the configuration's order). */
export type ExportColumns = { headers: string[]; details: string[] };

/** One document as exports show it: values as stored (FieldValue or plain), names as keys. */
export type ExportDocument = {
  fileName: string;
  state: ExtractionState;
  headers: Record<string, unknown>;
  items: Record<string, unknown>[];
};

/** Everything a format writer needs. */
export type ExportSource = {
  configName: string;
  columns: ExportColumns;
  labels: ExportLabels;
  documents: AsyncIterable<ExportDocument>;
};

/** A stored value without its reading's details: a FieldValue's `value`, or the value itself. */
export function storedValue(cell: unknown): unknown {
  return typeof cell === 'object' && cell !== null && !Array.isArray(cell) && 'value' in cell
    ? cell.value
    : cell;
}

/**
 * A stored value as text: a FieldValue's `value` (or the value itself), numbers as written by
 * JavaScript (`1234.5`), null and absent as empty.
 */
export function plainText(cell: unknown): string {
  const value = storedValue(cell);
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value);
}

/**
 * Where a stored value came from, in words (issue 16): empty when it has no value, or when that
 * is unknown (results stored before provenance was recorded, plain values).
 */
export function provenanceText(cell: unknown, labels: ExportLabels): string {
  const provenance = provenanceOf(cell);
  return provenance === undefined || plainText(cell) === '' ? '' : labels.provenance[provenance];
}

/** A stored value as text followed by the short mark of where it came from: `121 [T]`. */
export function markedText(cell: unknown, labels: ExportLabels): string {
  const text = plainText(cell);
  const provenance = provenanceOf(cell);
  return provenance === undefined || text === '' ? text : `${text} [${labels.marks[provenance]}]`;
}
