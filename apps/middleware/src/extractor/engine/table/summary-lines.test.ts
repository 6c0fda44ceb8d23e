import { describe, expect, it } from 'vitest';

import { extractFromPages } from '../run-engine';
import { LINE_ITEM_ATTRIBUTES } from '../testing/header-configuration';
import { pageOf } from '../testing/lines';

const ITEMS = {
  attributes: [{ name: 'tax_total', type: 'number', placement: 'header' }, ...LINE_ITEM_ATTRIBUTES],
} as const;

describe('the end of the line items (issue 16)', () => {
  it('reads an "Entgelt" column and stops at the tax line under the items', () => {
    const page = pageOf([
      ['Pos', 40, 100],
      ['Beschreibung', 80, 100],
      ['Nettopreis', 260, 100],
      ['Menge', 340, 100],
      ['Entgelt', 460, 100],
      ['1', 40, 120],
      ['Trennblätter A4', 80, 120],
      ['9,90', 260, 120],
      ['20', 340, 120],
      ['198,00', 460, 120],
      ['Steuerbetrag', 300, 150],
      ['37,62', 460, 150],
      // A text layer that splits a word: not a label, so only the end of the table keeps it out.
      ['Br uttosumme', 300, 164],
      ['235,62', 460, 164],
    ]);
    const result = extractFromPages({ configuration: ITEMS, pages: [page] });
    expect(
      result.rows.map((row) => [row.cells['description']?.value, row.cells['amount']?.value]),
    ).toEqual([['Trennblätter A4', 198]]);
    expect(result.fields['tax_total']?.value).toBe(37.62);
  });
});
