import { describe, expect, it } from 'vitest';

import type { ExtractedField, ExtractionResult } from './engine';
import type { Attribute } from './extractor-types';
import { provenanceOfField, toFieldValue, toStoredResult, type ReadPages } from './stored-result';

const box = { x: 10, y: 20, width: 30, height: 8 };
const TEXT_PAGES: ReadPages = [
  { pageNumber: 1, source: 'text-layer' },
  { pageNumber: 2, source: 'text-layer' },
];
const MIXED_PAGES: ReadPages = [
  { pageNumber: 1, source: 'text-layer' },
  { pageNumber: 2, source: 'ocr' },
];
const OCR_PAGES: ReadPages = [{ pageNumber: 1, source: 'ocr' }];

const onPage = (page: number, field: Partial<ExtractedField> = {}): ExtractedField => ({
  value: 'F-1',
  text: 'F-1',
  confidence: 0.9,
  method: 'label',
  source: { page, box },
  ...field,
});

describe('provenanceOfField (issue 16: where each value came from)', () => {
  it('is the e-invoice XML when the engine took the value from there, whatever the page', () => {
    expect(provenanceOfField(onPage(2, { method: 'e-invoice' }), MIXED_PAGES)).toBe('e_invoice');
    expect(provenanceOfField({ value: 121, confidence: 1, method: 'e-invoice' }, [])).toBe(
      'e_invoice',
    );
  });

  it("is the way the value's own page was read: its text layer or OCR", () => {
    expect(provenanceOfField(onPage(1), MIXED_PAGES)).toBe('text');
    expect(provenanceOfField(onPage(2), MIXED_PAGES)).toBe('ocr');
    expect(provenanceOfField(onPage(1, { method: 'derived' }), OCR_PAGES)).toBe('ocr');
    expect(provenanceOfField(onPage(2, { method: 'table' }), TEXT_PAGES)).toBe('text');
  });

  it("takes the document's way of reading for a value with no page only when every page agrees", () => {
    const offPage: ExtractedField = { value: 'ACME', confidence: 0.5 };
    expect(provenanceOfField(offPage, TEXT_PAGES)).toBe('text');
    expect(provenanceOfField(offPage, OCR_PAGES)).toBe('ocr');
    expect(provenanceOfField(offPage, MIXED_PAGES)).toBeUndefined();
  });

  it('is unknown for nothing found, a page not read, or no pages given', () => {
    expect(provenanceOfField(undefined, TEXT_PAGES)).toBeUndefined();
    expect(provenanceOfField({ value: null, confidence: 0 }, TEXT_PAGES)).toBeUndefined();
    expect(provenanceOfField(onPage(7), TEXT_PAGES)).toBeUndefined();
    expect(provenanceOfField(onPage(1), undefined)).toBeUndefined();
  });
});

describe('toFieldValue', () => {
  it('carries the provenance with the page and box, and none without the pages as read', () => {
    expect(toFieldValue(onPage(2), MIXED_PAGES)).toEqual({
      value: 'F-1',
      raw: 'F-1',
      page: 2,
      box: [10, 20, 40, 28],
      confidence: 0.9,
      provenance: 'ocr',
    });
    expect(toFieldValue(onPage(2))).not.toHaveProperty('provenance');
    expect(toFieldValue(undefined, TEXT_PAGES)).not.toHaveProperty('provenance');
  });
});

describe('toStoredResult', () => {
  const attributes: Attribute[] = [
    { name: 'invoice_number', type: 'simple', placement: 'header', required: false },
    { name: 'total', type: 'number', placement: 'header', required: false },
    { name: 'issuer', type: 'simple', placement: 'header', required: false },
    { name: 'amount', type: 'number', placement: 'detail', required: false },
  ];

  it('gives every found header field and line cell its provenance', () => {
    const result: ExtractionResult = {
      engine: 'built-in',
      from: 'e-invoice',
      fields: {
        invoice_number: onPage(1, { method: 'e-invoice' }),
        total: onPage(2, { value: 121, method: 'derived' }),
        issuer: { value: null, confidence: 0 },
      },
      rows: [
        { cells: { amount: { value: 100, confidence: 1, method: 'e-invoice' } } },
        { cells: { amount: onPage(2, { value: 21, method: 'table' }) } },
      ],
      warnings: [],
    };
    const stored = toStoredResult(attributes, result, { usedOcr: true, pages: MIXED_PAGES });
    expect(stored.headers['invoice_number']?.provenance).toBe('e_invoice');
    expect(stored.headers['total']?.provenance).toBe('ocr');
    expect(stored.headers['issuer']).not.toHaveProperty('provenance');
    expect(stored.items.map((row) => row['amount']?.provenance)).toEqual(['e_invoice', 'ocr']);
    expect(stored.warnings).toContain('ocr');
  });
});
