import { describe, expect, it } from 'vitest';

import { stateOf, warningCodesOf } from './document-states';
import type { ExtractionResult, ExtractionWarningCode } from './engine';
import type { Attribute } from './extractor-types';

const ATTRIBUTES: Attribute[] = [
  { name: 'numero', type: 'simple', placement: 'header', required: true },
  { name: 'total', type: 'number', placement: 'header', required: false },
  { name: 'importe', type: 'number', placement: 'detail', required: false },
];

const found = (value: string | number | null) => ({ value, confidence: 0.9 });
const ROW = { cells: { importe: found(100) } };

function result(
  fields: ExtractionResult['fields'],
  warnings: ExtractionWarningCode[] = [],
  rows: ExtractionResult['rows'] = [ROW],
): ExtractionResult {
  return {
    engine: 'built-in',
    from: 'layout',
    fields,
    rows,
    warnings: warnings.map((code) => ({ code, message: code })),
  };
}

const ALL_FOUND = { numero: found('F-1'), total: found(100) };

describe('stateOf (SPEC §4 extraction states)', () => {
  it('auto-verifies when every field is found and every check passes', () => {
    expect(stateOf({ attributes: ATTRIBUTES, result: result(ALL_FOUND) })).toBe('auto_verified');
  });

  it('detects missing rows when line amounts do not add up to the net or the total', () => {
    const state = stateOf({
      attributes: ATTRIBUTES,
      result: result(ALL_FOUND, ['LINES_MISMATCH']),
    });
    expect(state).toBe('missing_rows');
  });

  it('requires verification when a required field is missing', () => {
    const fields = { numero: found(null), total: found(100) };
    const state = stateOf({ attributes: ATTRIBUTES, result: result(fields, ['FIELD_NOT_FOUND']) });
    expect(state).toBe('requires_verification');
  });

  it('requires verification when a check fails: totals, no text, no line items', () => {
    expect(
      stateOf({ attributes: ATTRIBUTES, result: result(ALL_FOUND, ['TOTALS_MISMATCH']) }),
    ).toBe('requires_verification');
    expect(stateOf({ attributes: ATTRIBUTES, result: result(ALL_FOUND, ['NO_TEXT']) })).toBe(
      'requires_verification',
    );
    expect(
      stateOf({ attributes: ATTRIBUTES, result: result(ALL_FOUND, ['TABLE_NOT_FOUND'], []) }),
    ).toBe('requires_verification');
  });

  it('leaves a document not verified when an optional field is missing', () => {
    const fields = { numero: found('F-1'), total: found(null) };
    const state = stateOf({ attributes: ATTRIBUTES, result: result(fields, ['FIELD_NOT_FOUND']) });
    expect(state).toBe('not_verified');
  });
});

describe('warningCodesOf', () => {
  it('answers each code once, missing rows in SPEC §8 words, and ocr', () => {
    const codes = warningCodesOf(
      result(ALL_FOUND, ['FIELD_NOT_FOUND', 'FIELD_NOT_FOUND', 'LINES_MISMATCH']),
      { usedOcr: true },
    );
    expect(codes).toEqual(['field_not_found', 'missing_rows', 'ocr']);
  });
});
