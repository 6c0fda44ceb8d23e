import { describe, expect, it } from 'vitest';

import { type TapeRow, tapeValuesOf } from '../testing/header-values';

const totalOf = (rows: readonly TapeRow[]): unknown => tapeValuesOf(rows)['total'];

const CANADIAN = ['MAPLE DRUG MART', '1899 YONGE ST', 'TORONTO ON M4W 1A8', '2019-11-05 14:20'];

describe('a receipt paid in two tenders (issue 16, eighteenth pass)', () => {
  it('keeps a total above the cash when a card paid the rest before it, under the sum tendered', () => {
    for (const card of ['INTERAC', 'VISA', 'GIFT CARD', 'DEBIT', 'MASTERCARD']) {
      expect(
        totalOf([
          ...CANADIAN,
          ['SUBTOTAL', '49.10'],
          ['HST 13%', '6.38'],
          ['TOTAL DUE', '55.48'],
          [card, '36.40'],
          ['CASH', '20.00'],
          ['TOTAL TENDERED', '56.40'],
          ['CHANGE', '0.92'],
        ]),
      ).toBe(55.48);
    }
  });

  it('keeps the total a card and the cash paid when the cash came first, without change', () => {
    expect(
      totalOf([
        ...CANADIAN,
        ['SUBTOTAL', '37.90'],
        ['HST 13%', '4.93'],
        ['TOTAL', '42.83'],
        ['CASH', '10.00'],
        ['VISA', '32.83'],
        ['CHANGE DUE', '0.00'],
      ]),
    ).toBe(42.83);
  });

  it("counts neither a card's remaining balance nor its number as a tender", () => {
    // A bold total misread above the cash handed over: cash less change is what was paid.
    expect(
      totalOf([
        ...CANADIAN,
        ['NETT TOTAL', '315'],
        ['CASH', '200.00'],
        ['CHANGE DUE', '86.85'],
        ['VISA 4417', ''],
        ['GIFT CARD BAL', '153.21'],
      ]),
    ).toBe(113.15);
  });
});
