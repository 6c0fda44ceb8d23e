import { describe, expect, it } from 'vitest';

import { toExtractedDocument } from './document-view';
import type { DocumentRow } from './documents.queries';

const row = (headers: Record<string, unknown>, items: Record<string, unknown>[]): DocumentRow =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    config_name: 'Facturas',
    run_id: null,
    file_id: null,
    file_name: 'factura.pdf',
    pages: 1,
    state: 'not_verified',
    headers,
    items,
    available_fields: { headers: Object.keys(headers), details: ['amount'] },
    warnings: [],
    engine: 'builtin',
    error: null,
    created_at: new Date('2026-01-01T00:00:00Z'),
    updated_at: new Date('2026-01-01T00:00:00Z'),
    verified_at: null,
  }) as unknown as DocumentRow;

describe('toExtractedDocument: provenance (issue 16)', () => {
  it('answers each value with its provenance, manual once a person edited it', () => {
    const document = toExtractedDocument(
      row(
        {
          invoice_number: { value: 'F-1', raw: 'F-1', page: 1, box: null, provenance: 'e_invoice' },
          total: { value: 130, raw: '130', page: 1, box: null, provenance: 'ocr', edited: true },
        },
        [{ amount: { value: 100, raw: '100', page: 1, box: null, provenance: 'text' } }],
      ),
    );
    expect(document.headers['invoice_number']?.provenance).toBe('e_invoice');
    expect(document.headers['total']).toMatchObject({ provenance: 'manual', edited: true });
    expect(document.items[0]?.['amount']?.provenance).toBe('text');
  });

  it('loads a result stored before provenance was recorded as it was, edits shown as manual', () => {
    const stored = { value: 'F-1', raw: 'F-1', page: 1, box: [1, 2, 3, 4] };
    const document = toExtractedDocument(
      row(
        {
          invoice_number: stored,
          total: { value: 5, raw: '5', page: null, box: null, edited: true },
        },
        [{ amount: { value: 100, raw: null, page: null, box: null } }],
      ),
    );
    expect(document.headers['invoice_number']).toEqual(stored);
    expect(document.headers['total']?.provenance).toBe('manual');
    expect(document.items[0]?.['amount']).not.toHaveProperty('provenance');
  });
});
