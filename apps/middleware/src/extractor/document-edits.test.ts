import { describe, expect, it } from 'vitest';

import { applyEdits, normaliseEditedValue, type EditableDocument } from './document-edits';
import type { Attribute } from './extractor-types';

const ATTRIBUTES: Attribute[] = [
  { name: 'fecha', type: 'date', placement: 'header', required: false },
  { name: 'total', type: 'number', placement: 'header', required: false },
  { name: 'moneda', type: 'simple', placement: 'header', required: false },
  { name: 'importe', type: 'number', placement: 'detail', required: false },
];

const DOCUMENT: EditableDocument = {
  headers: {
    fecha: { value: '2024-03-05', raw: '5 de marzo de 2024', page: 1, box: [1, 2, 3, 4] },
    total: { value: 121, raw: '121,00 €', page: 1, box: [5, 6, 7, 8], confidence: 0.9 },
    moneda: { value: 'EUR', raw: '€', page: 1, box: null },
  },
  items: [{ importe: { value: 100, raw: '100,00', page: 1, box: [1, 1, 2, 2] } }],
  availableFields: { headers: ['fecha', 'total', 'moneda'], details: ['importe'] },
};

function reasonOf(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return (error as { detail: { reason: unknown } }).detail.reason;
  }
  throw new Error('not refused');
}

describe('normaliseEditedValue (packages/core extraction rules)', () => {
  it('reads amounts in any of the written forms as decimals', () => {
    expect(normaliseEditedValue('1.234,56', 'number', 'total')).toBe(1234.56);
    expect(normaliseEditedValue('1,234.56', 'number', 'total')).toBe(1234.56);
    expect(normaliseEditedValue('1 234,56 €', 'number', 'total')).toBe(1234.56);
    expect(normaliseEditedValue(12, 'number', 'total')).toBe(12);
  });

  it('reads dates as ISO, currencies as ISO codes, and empty as null', () => {
    expect(normaliseEditedValue('05/03/2024', 'date', 'fecha')).toBe('2024-03-05');
    expect(normaliseEditedValue('euros', 'simple', 'moneda')).toBe('EUR');
    expect(normaliseEditedValue('  ', 'text', 'notas')).toBeNull();
  });

  it('refuses what is not an amount or a date', () => {
    expect(reasonOf(() => normaliseEditedValue('mucho', 'number', 'total'))).toBe('invalid_number');
    expect(reasonOf(() => normaliseEditedValue('ayer', 'date', 'fecha'))).toBe('invalid_date');
  });
});

describe('applyEdits', () => {
  it('keeps unchanged values as found and marks changed ones edited', () => {
    const edited = applyEdits(
      DOCUMENT,
      { headers: { total: '1.210,00', fecha: '2024-03-05' } },
      ATTRIBUTES,
    );
    expect(edited.headers['fecha']).toEqual(DOCUMENT.headers['fecha']);
    expect(edited.headers['total']).toEqual({
      value: 1210,
      raw: '121,00 €',
      page: 1,
      box: [5, 6, 7, 8],
      confidence: 0.9,
      edited: true,
    });
  });

  it('adds a header and a field to this document only, empty until filled', () => {
    const edited = applyEdits(
      DOCUMENT,
      {
        available_fields: {
          headers: ['fecha', 'total', 'moneda', 'pedido'],
          details: ['importe', 'iva'],
        },
        headers: { pedido: 'P-7' },
      },
      ATTRIBUTES,
    );
    expect(edited.availableFields).toEqual({
      headers: ['fecha', 'total', 'moneda', 'pedido'],
      details: ['importe', 'iva'],
    });
    expect(edited.headers['pedido']).toMatchObject({ value: 'P-7', edited: true });
    expect(edited.items[0]?.['iva']).toMatchObject({ value: null });
  });

  it('refuses a header or a field that already exists (SPEC §5)', () => {
    const headers = ['fecha', 'total', 'moneda', 'Total'];
    expect(
      reasonOf(() => applyEdits(DOCUMENT, { available_fields: { headers } }, ATTRIBUTES)),
    ).toBe('header_exists');
    const details = ['importe', 'IMPORTE '];
    expect(
      reasonOf(() => applyEdits(DOCUMENT, { available_fields: { details } }, ATTRIBUTES)),
    ).toBe('field_exists');
  });

  it('refuses values of names the document does not have', () => {
    expect(reasonOf(() => applyEdits(DOCUMENT, { headers: { nada: 1 } }, ATTRIBUTES))).toBe(
      'unknown_header',
    );
    expect(reasonOf(() => applyEdits(DOCUMENT, { items: [{ nada: 1 }] }, ATTRIBUTES))).toBe(
      'unknown_field',
    );
  });

  it('replaces the rows, each cell normalised, a row sent back keeping its own source', () => {
    const edited = applyEdits(
      DOCUMENT,
      {
        available_fields: { details: ['importe'] },
        items: [{ importe: '100,00' }, { importe: { value: '21', page: 2, box: [0, 0, 1, 1] } }],
      },
      ATTRIBUTES,
    );
    expect(edited.items).toEqual([
      DOCUMENT.items[0],
      { importe: { value: 21, raw: null, page: 2, box: [0, 0, 1, 1], edited: true } },
    ]);
  });

  it('keeps the provenance a row sent back carries, and drops one that is not a known word (issue 16)', () => {
    const document: EditableDocument = {
      ...DOCUMENT,
      items: [
        { importe: { value: 100, raw: '100,00', page: 1, box: null, provenance: 'text' } },
        { importe: { value: 21, raw: '21,00', page: 2, box: null, provenance: 'ocr' } },
      ],
    };
    // The first row deleted: the second comes back first, with its own source.
    const edited = applyEdits(
      document,
      { items: [{ importe: { value: 21, raw: '21,00', page: 2, provenance: 'ocr' } }] },
      ATTRIBUTES,
    );
    expect(edited.items[0]?.['importe']).toMatchObject({ value: 21, page: 2, provenance: 'ocr' });
    const odd = applyEdits(
      document,
      { items: [{ importe: { value: 100, provenance: 'guessed' } }] },
      ATTRIBUTES,
    );
    expect(odd.items[0]?.['importe']?.provenance).toBe('text');
  });

  it('takes a row sent back unchanged for the stored row with its values, not for an edit of the row at its place', () => {
    const document: EditableDocument = {
      ...DOCUMENT,
      items: [
        { importe: { value: 100, raw: '100,00', page: 1, box: null, provenance: 'text' } },
        { importe: { value: 21, raw: '21,00', page: 2, box: null, provenance: 'ocr' } },
        { importe: { value: 7, raw: '7,00', page: 2, box: null, provenance: 'ocr' } },
      ],
    };
    // The first row deleted; the last one changed by the user.
    const edited = applyEdits(
      document,
      { items: [document.items[1], { importe: { value: '8', provenance: 'ocr' } }] },
      ATTRIBUTES,
    );
    expect(edited.items[0]?.['importe']).toEqual(document.items[1]?.['importe']);
    expect(edited.items[1]?.['importe']).toMatchObject({ value: 8, edited: true });
  });
});
