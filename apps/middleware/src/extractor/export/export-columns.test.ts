import { describe, expect, it } from 'vitest';

import { exportColumns } from './export.service';

const attributes = [
  { name: 'total', placement: 'header' },
  { name: 'description', placement: 'detail' },
  { name: 'invoice_number', placement: 'header' },
  { name: 'amount', placement: 'detail' },
] as const;

describe('exportColumns', () => {
  it("keeps the configuration's order, headers then details", () => {
    expect(exportColumns(attributes, [])).toEqual({
      headers: ['total', 'invoice_number'],
      details: ['description', 'amount'],
    });
  });

  it('adds the fields a document was given on its own, once, in order of appearance (SPEC §3)', () => {
    const columns = exportColumns(attributes, [
      { headers: ['total', 'invoice_number', 'po_number'], details: ['description', 'amount'] },
      { headers: ['total', 'iban', 'po_number'], details: ['description', 'amount', 'vat'] },
    ]);
    expect(columns).toEqual({
      headers: ['total', 'invoice_number', 'po_number', 'iban'],
      details: ['description', 'amount', 'vat'],
    });
  });
});
