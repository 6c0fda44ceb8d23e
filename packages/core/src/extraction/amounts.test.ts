import { describe, expect, it } from 'vitest';

import { findAmounts, parseAmount } from './amounts';

describe('parseAmount', () => {
  it('reads the last `,` or `.` before exactly two digits as the decimal mark (README "amounts")', () => {
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('1 234,56')).toBe(1234.56);
    expect(parseAmount('12.345.678,90')).toBe(12345678.9);
    expect(parseAmount('45,93')).toBe(45.93);
    expect(parseAmount('278.61')).toBe(278.61);
  });

  it('reads a single mark before three digits as thousands, except after a lone 0', () => {
    expect(parseAmount('1.234')).toBe(1234);
    expect(parseAmount('1,234')).toBe(1234);
    expect(parseAmount('0.125')).toBe(0.13);
    expect(parseAmount('19.0')).toBe(19);
    expect(parseAmount("1'234.50")).toBe(1234.5);
  });

  it('drops currency signs and spaces (README "amounts")', () => {
    expect(parseAmount('€ 2.321,00')).toBe(2321);
    expect(parseAmount('$4.11')).toBe(4.11);
    expect(parseAmount('80,65 EUR')).toBe(80.65);
    expect(parseAmount('Rs 1939')).toBe(1939);
    expect(parseAmount('USD 47.90')).toBe(47.9);
  });

  it('reads `(12.00)`, a trailing `-` and a leading minus as negative (README "amounts")', () => {
    expect(parseAmount('(12.00)')).toBe(-12);
    expect(parseAmount('($144.00)')).toBe(-144);
    expect(parseAmount('12.00-')).toBe(-12);
    expect(parseAmount('-USD 47.90')).toBe(-47.9);
    expect(parseAmount('€ -9,32')).toBe(-9.32);
  });

  it('refuses what is not one amount', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount('abc')).toBeUndefined();
    expect(parseAmount('1.23.45')).toBeUndefined();
    expect(parseAmount('12 apples')).toBeUndefined();
  });
});

describe('findAmounts', () => {
  it('finds amounts with their currency and sign in a line', () => {
    const found = findAmounts('Total TTC : 56,02 € and Payments ($144.00)');
    expect(found.map((amount) => [amount.value, amount.currency])).toEqual([
      [56.02, 'EUR'],
      [-144, 'USD'],
    ]);
  });

  it('marks rates and keeps a plain-space thousands group only before a decimal comma', () => {
    const found = findAmounts('IVA 21% 1 234,56 qty 2 100.00');
    expect(found.map((amount) => [amount.value, amount.isPercent])).toEqual([
      [21, true],
      [1234.56, false],
      [2, false],
      [100, false],
    ]);
  });

  it('skips numbers glued to letters, ranges and excluded ranges', () => {
    expect(findAmounts('INV04789023 NL810433941B01').map((amount) => amount.value)).toEqual([]);
    expect(findAmounts('Uferweg 40-42').map((amount) => amount.value)).toEqual([40, 42]);
    expect(
      findAmounts('on 31/12/2017 paid 5,00', [{ start: 3, end: 13 }]).map((a) => a.value),
    ).toEqual([5]);
  });
});
