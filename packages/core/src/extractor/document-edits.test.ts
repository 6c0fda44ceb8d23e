import { describe, expect, it } from 'vitest';

import {
  addField,
  addHeader,
  addRow,
  editableCopy,
  removeField,
  removeHeader,
  removeRow,
  setCellValue,
  setHeaderValue,
  type EditableDocument,
} from './document-edits';

const DOCUMENT: EditableDocument = {
  headers: { 'Invoice No': { value: 'INV-001' }, Total: { value: 121 } },
  items: [
    { Description: { value: 'Chairs' }, Amount: { value: 100 } },
    { Description: { value: 'Delivery' }, Amount: { value: 21 } },
  ],
  available_fields: { headers: ['Invoice No', 'Total'], details: ['Description', 'Amount'] },
};

describe('document edits', () => {
  it('adds a header to this document, empty (SPEC §3 adding applies to that document only)', () => {
    const result = addHeader(DOCUMENT, ' Due date ');

    expect(result.ok && result.document.available_fields.headers).toEqual([
      'Invoice No',
      'Total',
      'Due date',
    ]);
    expect(result.ok && result.document.headers['Due date']?.value).toBeNull();
    expect(DOCUMENT.available_fields.headers).toHaveLength(2);
  });

  it("refuses a header the document has: 'The header already exists' (SPEC §5)", () => {
    expect(addHeader(DOCUMENT, 'total')).toEqual({ ok: false, problem: 'headerExists' });
  });

  it("refuses a field the document has: 'The field already exists' (SPEC §5)", () => {
    expect(addField(DOCUMENT, 'Amount')).toEqual({ ok: false, problem: 'fieldExists' });
  });

  it('adds a field as an empty column of every row', () => {
    const result = addField(DOCUMENT, 'Tax');

    expect(result.ok && result.document.items.map((row) => row['Tax']?.value)).toEqual([
      null,
      null,
    ]);
  });

  it('removes a header with its value, and a field from every row', () => {
    const withoutTotal = removeHeader(DOCUMENT, 'Total');
    expect(withoutTotal.headers['Total']).toBeUndefined();
    expect(withoutTotal.available_fields.headers).toEqual(['Invoice No']);

    const withoutAmount = removeField(DOCUMENT, 'Amount');
    expect(withoutAmount.items.every((row) => !('Amount' in row))).toBe(true);
    expect(withoutAmount.available_fields.details).toEqual(['Description']);
  });

  it('adds an empty row with every field and removes a row', () => {
    const added = addRow(DOCUMENT);
    expect(Object.keys(added.items[2] ?? {})).toEqual(['Description', 'Amount']);

    expect(removeRow(DOCUMENT, 0).items.map((row) => row['Description']?.value)).toEqual([
      'Delivery',
    ]);
  });

  it('sets header and cell values without touching the original', () => {
    const copy = editableCopy(DOCUMENT);
    const edited = setCellValue(setHeaderValue(copy, 'Total', { value: 122 }), 1, 'Amount', {
      value: 22,
    });

    expect(edited.headers['Total']?.value).toBe(122);
    expect(edited.items[1]?.['Amount']?.value).toBe(22);
    expect(DOCUMENT.headers['Total']?.value).toBe(121);
  });
});
