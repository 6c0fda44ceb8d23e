import { describe, expect, it } from 'vitest';

import { extractFromPages } from '../run-engine';
import { HEADER_CONFIGURATION } from '../testing/header-configuration';
import { type TapeRow, tapeValuesOf } from '../testing/header-values';
import { pageOf } from '../testing/lines';
import { isAmericanPage } from './us-page';

const fieldsOf = (rows: readonly TapeRow[]) => tapeValuesOf(rows);

describe("a shop's name at the top (issue 16, seventeenth pass)", () => {
  it('is never an item, printed with its price (here and there on a row apart) more often than the shop', () => {
    const fields = fieldsOf([
      'WESTGATE MARKET',
      '215 King Street',
      'CARDIFF CF10 1EP',
      'VAT No GB 496 3584 37',
      ['WASHING UP LIQUID', '£2.60'],
      ['WASHING UP LIQUID', '£8.60 A'],
      'WASHING UP LIQUID',
      ['', '£1.99'],
      ['WASHING UP LIQUID', '£5.46'],
      ['TOTAL TO PAY', '£18.65'],
    ]);
    expect(fields['issuer']).toBe('WESTGATE MARKET');
    expect(fields['total']).toBe(18.65);
  });
});

describe("an American shop's name lost to OCR (issue 16, seventeenth pass)", () => {
  it('is not the grade or item printed under its address', () => {
    const fields = fieldsOf([
      '3662 W ELM ST',
      'DENVER, CO 80202',
      '(834) 621-2852',
      ['12-04-2018', '20:03'],
      'PREMIUM',
      ['FUEL SALE', '$41.81'],
      ['TOTAL', '$41.81'],
    ]);
    expect(fields['issuer']).toBeNull();
    expect(fields['total']).toBe(41.81);
  });

  it('is still the name over the address', () => {
    expect(fieldsOf(['MAPLE FUEL', '3662 W ELM ST', 'DENVER, CO 80202', 'PREMIUM'])['issuer']).toBe(
      'MAPLE FUEL',
    );
  });
});

describe('an American address read through OCR specks (issue 16, seventeenth pass)', () => {
  it('is known with a bracket after the town or a hyphen for the space before the ZIP', () => {
    expect(isAmericanPage('portland),\nor-97205')).toBe(true);
    expect(isAmericanPage('austin, tx-78701')).toBe(true);
    expect(isAmericanPage('berlin), de-10115')).toBe(false);
    expect(isAmericanPage('wien, at-1010')).toBe(false);
  });

  it('makes a numeric date month first', () => {
    const fields = fieldsOf([
      'HARVEST HARDWARE',
      '4149 W RIVER RD',
      ['PORTLAND),', 'OR-97205'],
      ['09/12/2019 16:01', 'REG 2'],
      ['TOTAL', '$287.73'],
    ]);
    expect(fields['date']).toBe('2019-09-12');
    expect(fields['currency']).toBe('USD');
  });
});

describe("a till's date OCR split in three (issue 16, seventeenth pass)", () => {
  it('is read across its three parts on one row', () => {
    const page = pageOf([
      ['HARVEST FUEL', 60, 40],
      ['1417 E RIVER RD', 60, 54],
      ['SPRINGFIELD, IL 62701', 60, 68],
      ['Dec:', 60, 82],
      ['16,', 90, 82],
      ['2019<:-08::94', 115, 82],
      ['FUEL SALE', 60, 96],
      ['$30.74', 300, 96],
      ['TOTAL', 60, 110],
      ['$30.74', 300, 110],
    ]);
    const result = extractFromPages({ configuration: HEADER_CONFIGURATION, pages: [page] });
    expect(result.fields['date']?.value).toBe('2019-12-16');
  });
});
