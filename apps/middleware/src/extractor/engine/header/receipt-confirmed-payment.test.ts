import { describe, expect, it } from 'vitest';

import { headerValuesAt, type TapeRow, tapeValuesOf } from '../testing/header-values';

const FAST_FOOD = [
  'KING BITES',
  'QSR JAYA INDAH SDN. BHD.',
  '(1118855-A)',
  '43000 KAJANG, SELANGOR.',
  'GST ID No: 001129541606',
  'TAX INVOICE',
  'ORD #29 -REG #6-',
  '23/10/2017 17:52:59',
];
const RESTAURANT = [
  'RESTORAN MAJU JAYA SDN BHD',
  '(123456-X)',
  '50450 KUALA LUMPUR',
  'DATE: 03/03/2018',
];

describe('a receipt paid in cash: cash less change confirmed by the page (issue 16, probe 3)', () => {
  it('is the total when the only labelled total is the tax it includes at the rate printed', () => {
    const rows: TapeRow[] = [
      ...FAST_FOOD,
      ['3 NUGGETS 9PC', '60.54'],
      ['4 FRIES MEDIUM', '28.36'],
      ['Drive-Thru Total (incl GST)', '88.90'],
      ['Cash', '100.00'],
      ['Change', '11.10'],
      ['TOTAL INCLUDES 6% GST', '5.03'],
    ];
    expect(tapeValuesOf(rows)).toMatchObject({ total: 88.9 });
  });

  it('reads the rate from the rest of the row when OCR cut the label line', () => {
    const lines = FAST_FOOD.map((text, row) => [text, 60, 40 + row * 14] as const);
    const y = 40 + FAST_FOOD.length * 14;
    expect(
      headerValuesAt([
        ...lines,
        ['Eat-In Total', 60, y],
        ['(incl GST)', 140, y],
        ['88.90', 300, y],
        ['Cash', 60, y + 14],
        ['100.00', 300, y + 14],
        ['Change', 60, y + 28],
        ['11.10', 300, y + 28],
        ['TOTAL INCLUDES', 60, y + 42],
        ['6% GST', 150, y + 42],
        ['5.03', 300, y + 42],
      ]),
    ).toMatchObject({ total: 88.9 });
  });

  it('keeps a labelled total that is no tax of what was paid', () => {
    const rows: TapeRow[] = [
      ...FAST_FOOD,
      ['Eat-In Total (incl GST)', '88.90'],
      ['Cash', '100.00'],
      ['Change', '1.10'],
      ['TOTAL INCLUDES 6% GST', '5.03'],
    ];
    // 98.90 paid (a misread change) is no total: 5.03 is not 6/106 of it.
    expect(tapeValuesOf(rows)).not.toMatchObject({ total: 98.9 });
  });

  it('is the amount another label repeats, over a tax summary total that disagrees', () => {
    const rows: TapeRow[] = [
      ...RESTAURANT,
      ['SUB TOTAL', '150.06'],
      ['SERVICE CHARGE 10%', '15.00'],
      ['GST 6%', '9.90'],
      ['NET TOTAL', '174.90'],
      ['CASH', '200.00'],
      ['CHANGE', '25.10'],
      'Tax Summary          Amount   Tax',
      ['SR GST 6%   165.00', '9.90'],
      ['TOTAL  165.00', '9.90'],
    ];
    expect(tapeValuesOf(rows)).toMatchObject({ total: 174.9 });
  });
});
