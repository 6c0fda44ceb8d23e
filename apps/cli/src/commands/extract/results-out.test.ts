import { describe, expect, it } from 'vitest';

import { outFormat } from './results-out';
import { resultRows } from './results';

describe('outFormat', () => {
  it('reads the format from the extension, in any case', () => {
    expect(outFormat('results.csv')).toBe('csv');
    expect(outFormat('out/Results.JSON')).toBe('json');
    expect(outFormat('libro.xlsx')).toBe('xlsx');
  });

  it('refuses another extension with the path in the message', () => {
    expect(() => outFormat('results.xls')).toThrow(
      expect.objectContaining({
        messageKey: 'cli.extract.outFormat',
        params: { path: 'results.xls' },
      }),
    );
  });
});

describe('resultRows', () => {
  it('shows each document with its state and header values', () => {
    const rows = resultRows([
      {
        document_id: 'd1',
        config_name: 'Facturas',
        file_name: 'F-0001.pdf',
        state: 'auto_verified',
        headers: {
          invoice_number: { value: 'F-0001' },
          total: { value: 691 },
          notes: { value: null },
        },
        items: [],
        available_fields: { headers: [], details: [] },
        warnings: [],
        created_at: '2024-03-05T10:00:00Z',
      },
    ]);
    expect(rows).toEqual([
      ['d1', 'F-0001.pdf', 'auto_verified', 'invoice_number=F-0001 total=691 notes='],
    ]);
  });
});
