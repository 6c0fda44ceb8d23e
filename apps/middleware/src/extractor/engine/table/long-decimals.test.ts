import { describe, expect, it } from 'vitest';

import { findLongDecimals } from './long-decimals';

const values = (text: string) => findLongDecimals(text).map((match) => match.value);

describe('numbers with more decimals than cents (e-invoice viewers)', () => {
  it('reads prices and quantities in either decimal style', () => {
    expect(values('5,5000')).toEqual([5.5]);
    expect(values('1.730,0000')).toEqual([1730]);
    expect(values('1,730.2500')).toEqual([1730.25]);
    expect(values('25.0000 KGM')).toEqual([25]);
  });

  it('reads three decimals after a lone zero, which cannot group thousands', () => {
    expect(values('0.025 €')).toEqual([0.025]);
    expect(values('0,125')).toEqual([0.125]);
    expect(values('10.025')).toEqual([]);
  });

  it('leaves two decimals and thousands groups to the amount finder', () => {
    expect(values('1.234,56')).toEqual([]);
    expect(values('1.234.567')).toEqual([]);
    expect(values('12 C62')).toEqual([]);
  });

  it('tells a rate by its percent sign', () => {
    expect(findLongDecimals('19,0000 %')[0]?.isPercent).toBe(true);
  });
});
