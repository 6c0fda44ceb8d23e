import { describe, expect, it } from 'vitest';

import { extractFromPages } from '../run-engine';
import { HEADER_CONFIGURATION, LINE_ITEM_ATTRIBUTES } from '../testing/header-configuration';
import { pageOf } from '../testing/lines';

const CONFIGURATION = {
  attributes: [...HEADER_CONFIGURATION.attributes, ...LINE_ITEM_ATTRIBUTES],
} as const;

const HEAD = [
  ['Pos.', 45, 300],
  ['Description', 75, 300],
  ['Qty', 340, 300],
  ['Unit Price', 400, 300],
  ['Amount', 520, 300],
] as const;

const ITEMS = [
  ['1', 45, 320],
  ['Toner cartridge black', 75, 320],
  ['3', 340, 320],
  ['100.00', 400, 320],
  ['300.00', 520, 320],
  ['2', 45, 335],
  ['Office chair', 75, 335],
  ['1', 340, 335],
  ['200.00', 400, 335],
  ['200.00', 520, 335],
] as const;

function rowsOf(summary: readonly (readonly [string, number, number])[]) {
  const result = extractFromPages({
    configuration: CONFIGURATION,
    pages: [pageOf([['INVOICE', 45, 60], ...HEAD, ...ITEMS, ...summary])],
  });
  return {
    rows: result.rows.map((row) => row.cells['amount']?.value),
    warnings: result.warnings.map((warning) => warning.code),
  };
}

describe('the summary under European line items (generated European invoices, issue 16)', () => {
  it('ends the items at a discount line opening with `Less`, and checks the lines against the printed sum', () => {
    const { rows, warnings } = rowsOf([
      ['Sub-total', 300, 360],
      ['500.00', 520, 360],
      ['Less discount 5 %', 300, 374],
      ['-25.00', 520, 374],
      ['Subtotal', 300, 388],
      ['475.00', 520, 388],
      ['VAT 20%', 300, 402],
      ['95.00', 520, 402],
      ['Total', 300, 416],
      ['570.00', 520, 416],
    ]);
    expect(rows).toEqual([300, 200]);
    expect(warnings).not.toContain('LINES_MISMATCH');
  });

  it('ends the items at the headings of a VAT breakdown table', () => {
    const { rows } = rowsOf([
      ['Taux', 45, 370],
      ['Total HT', 220, 370],
      ['TVA', 350, 370],
      ['TTC', 520, 370],
      ['20%', 45, 384],
      ['500.00', 220, 384],
      ['100.00', 350, 384],
      ['600.00', 520, 384],
      ['Total TTC', 300, 410],
      ['600.00', 520, 410],
    ]);
    expect(rows).toEqual([300, 200]);
  });

  it('checks the lines against a sum printed under a total label too (`Total brut HT`)', () => {
    const { warnings } = rowsOf([
      ['Total brut HT', 300, 360],
      ['500,00', 520, 360],
      ['Remise 2 %', 300, 374],
      ['-10,00', 520, 374],
      ['Total HT', 300, 388],
      ['490,00', 520, 388],
      ['TVA 20 %', 300, 402],
      ['98,00', 520, 402],
      ['Total TTC', 300, 416],
      ['588,00', 520, 416],
    ]);
    expect(warnings).not.toContain('LINES_MISMATCH');
  });

  it('still flags lines that reach no printed sum', () => {
    const { warnings } = rowsOf([
      ['Subtotal', 300, 388],
      ['800.00', 520, 388],
      ['VAT 20%', 300, 402],
      ['160.00', 520, 402],
      ['Total', 300, 416],
      ['960.00', 520, 416],
    ]);
    expect(warnings).toContain('LINES_MISMATCH');
  });
});
