import { describe, expect, it } from 'vitest';

import type { ValueSite } from '../labels/value-sites';
import { docLine } from '../testing/lines';
import { readAmounts, readDate, readIdentifier, readTaxId } from './read-values';

const site = (text: string): ValueSite => ({
  kind: 'inline',
  line: docLine(text),
  start: 0,
  text,
  rank: 0,
});

describe('value readers', () => {
  it('reads identifiers up to the first plain word', () => {
    expect(readIdentifier(site('°562044387 du 02 Juillet 2015'))?.value).toBe('562044387');
    expect(readIdentifier(site('# BLR_WFLD20151000982590'))?.value).toBe('BLR_WFLD20151000982590');
    expect(readIdentifier(site('76253815 0004'))?.value).toBe('76253815 0004');
    expect(readIdentifier(site('INV/2023/03/0008'))?.value).toBe('INV/2023/03/0008');
    expect(readIdentifier(site('Summary'))).toBeUndefined();
    expect(readIdentifier(site('31/12/2017'))).toBeUndefined();
  });

  it("reads no identifier out of a range's end (a Uruguayan CAE's `Serie A del 1 al 10000`)", () => {
    expect(readIdentifier(site('al 10000'))).toBeUndefined();
    expect(readIdentifier(site('hasta 50000'))).toBeUndefined();
    expect(readIdentifier(site('A del 1 al 10000'))).toBeUndefined();
  });

  it('reads dates, amounts without rates, tax ids', () => {
    expect(readDate(site('5 de marzo de 2024'))?.value).toBe('2024-03-05');
    expect(readAmounts(site('15% on $ 112.90')).map((amount) => amount.value)).toEqual([112.9]);
    expect(readAmounts(site('ON August 3 , 2014')).map((amount) => amount.value)).toEqual([]);
    expect(readTaxId(site('DE 232 446 240'))?.value).toBe('DE 232 446 240');
    expect(readTaxId(site('B12345678'))?.value).toBe('B12345678');
  });
});
