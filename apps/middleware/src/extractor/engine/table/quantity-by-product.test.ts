import { describe, expect, it } from 'vitest';

import { extractFromPages } from '../run-engine';
import { HEADER_CONFIGURATION, LINE_ITEM_ATTRIBUTES } from '../testing/header-configuration';
import { pageOf } from '../testing/lines';

const CONFIGURATION = {
  attributes: [...HEADER_CONFIGURATION.attributes, ...LINE_ITEM_ATTRIBUTES],
} as const;

function rowsOf(head: readonly string[], items: readonly (readonly string[])[]) {
  const xs = [60, 120, 290, 345, 420];
  const line = (texts: readonly string[], y: number) =>
    texts.map((text, index) => [text, xs[index] ?? 0, y] as const);
  const result = extractFromPages({
    configuration: CONFIGURATION,
    pages: [
      pageOf([
        ['INVOICE', 45, 60],
        ...line(head, 395),
        ...items.flatMap((item, index) => line(item, 414 + index * 20)),
        ['Net total: 496.00 €', 57, 500],
      ]),
    ],
  });
  return result.rows.map((row) => ({
    quantity: row.cells['quantity']?.value,
    amount: row.cells['amount']?.value,
  }));
}

describe('a quantity headed `Amount` (a line’s product tells, issue 16)', () => {
  it('reads the column whose figure times the price is the total as the quantity', () => {
    expect(
      rowsOf(
        ['Amount', 'Product', 'VAT', 'Price', 'Total'],
        [
          ['1.00', 'Design (hours)', '7%', '160.00 €', '160.00 €'],
          ['400.00', 'Ballons', '19%', '0.79 €', '316.00 €'],
          ['800.00', 'Hot air (litres)', '19%', '0.025 €', '20.00 €'],
        ],
      ),
    ).toEqual([
      { quantity: 1, amount: 160 },
      { quantity: 400, amount: 316 },
      { quantity: 800, amount: 20 },
    ]);
  });

  it('leaves an amount alone when no product of the row explains another column', () => {
    expect(
      rowsOf(
        ['Amount', 'Product', 'VAT', 'Price', 'Total'],
        [
          ['160.00', 'Design (hours)', '7%', '150.00 €', '171.20 €'],
          ['316.00', 'Ballons', '19%', '300.00 €', '376.04 €'],
        ],
      ).map((row) => row.amount),
    ).toEqual([160, 316]);
  });
});

describe('a row priced by its quantity (issue 16)', () => {
  it('is an item even when its text opens with a summary’s word (`Deposit 50% …`)', () => {
    expect(
      rowsOf(
        ['Item', 'Description', 'Quantity', 'Price', 'Net'],
        [['1', 'Deposit 50% as per quotation Q-393', '1', '1,000.00', '1,000.00']],
      ).map((row) => row.amount),
    ).toEqual([1000]);
  });
});
