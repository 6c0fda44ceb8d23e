import { describe, expect, it } from 'vitest';

import { writeJson } from './json-export';
import { collect, SOURCED_DOCUMENT, sourceOf } from './testing/export-fixtures';

describe('writeJson', () => {
  it('writes the configuration, its columns and each document with values of their own types', async () => {
    const json: unknown = JSON.parse(await collect(writeJson(sourceOf())));
    expect(json).toEqual({
      configuration: 'Facturas',
      columns: {
        headers: ['invoice_number', 'total', 'issuer'],
        details: ['description', 'amount'],
      },
      documents: [
        {
          file_name: 'factura-1.pdf',
          state: 'verified',
          headers: { invoice_number: 'F-1', total: 121, issuer: 'ACME, S.L.' },
          items: [
            { description: 'Consultoría "senior"\n(marzo)', amount: 100 },
            { description: '=HYPERLINK("http://evil")', amount: -21 },
          ],
          sources: { headers: {}, items: [{}, {}] },
        },
        {
          file_name: 'factura-2.pdf',
          state: 'requires_verification',
          headers: { invoice_number: '@SUM(A1)', total: null, issuer: null },
          items: [],
          sources: { headers: {}, items: [] },
        },
      ],
    });
  });

  it('names where each known value came from, a person’s edit first', async () => {
    const json = JSON.parse(await collect(writeJson(sourceOf([SOURCED_DOCUMENT])))) as {
      documents: { sources: unknown }[];
    };
    expect(json.documents[0]?.sources).toEqual({
      headers: { invoice_number: 'e_invoice', total: 'manual' },
      items: [{ description: 'text', amount: 'ocr' }, { amount: 'e_invoice' }],
    });
  });

  it('is valid JSON without documents', async () => {
    const json = JSON.parse(await collect(writeJson(sourceOf([])))) as { documents: unknown[] };
    expect(json.documents).toEqual([]);
  });
});
