import { describe, expect, it } from 'vitest';

import { findCurrencies, normaliseCurrency } from './currencies';

describe('normaliseCurrency', () => {
  it('maps `€` to EUR, `£` to GBP, `$` to USD (README "currency")', () => {
    expect(normaliseCurrency('€')).toBe('EUR');
    expect(normaliseCurrency('£')).toBe('GBP');
    expect(normaliseCurrency('$')).toBe('USD');
    expect(normaliseCurrency('US$')).toBe('USD');
    expect(normaliseCurrency('Rs')).toBe('INR');
  });

  it('accepts ISO codes in any case and names', () => {
    expect(normaliseCurrency('eur')).toBe('EUR');
    expect(normaliseCurrency(' CHF ')).toBe('CHF');
    expect(normaliseCurrency('euros')).toBe('EUR');
    expect(normaliseCurrency('US Dollars')).toBe('USD');
    expect(normaliseCurrency('xyz')).toBeUndefined();
  });
});

describe('findCurrencies', () => {
  it('lists codes and symbols in order, not letters inside words', () => {
    expect(findCurrencies('Total € 5 or 6 USD (EUROPE)').map((match) => match.code)).toEqual([
      'EUR',
      'USD',
    ]);
    expect(findCurrencies('Rs 1939').map((match) => match.code)).toEqual(['INR']);
  });

  it('reads the ringgit sign RM before an amount or as a unit, not inside words or alone', () => {
    expect(normaliseCurrency('RM')).toBe('MYR');
    expect(normaliseCurrency('MYR')).toBe('MYR');
    expect(normaliseCurrency('Ringgit')).toBe('MYR');
    expect(findCurrencies('TOTAL RM 12.50').map((match) => match.code)).toEqual(['MYR']);
    expect(findCurrencies('RM12.50').map((match) => match.code)).toEqual(['MYR']);
    expect(findCurrencies('AMOUNT (RM)').map((match) => match.code)).toEqual(['MYR']);
    expect(findCurrencies('FIRM 12 / RM. room').map((match) => match.code)).toEqual([]);
  });

  it('takes no code glued to a number that is no amount: a petrol grade, a product code', () => {
    expect(findCurrencies('RON95 15.32L').map((match) => match.code)).toEqual([]);
    expect(findCurrencies('PUMP 03 RON97').map((match) => match.code)).toEqual([]);
    expect(findCurrencies('SKU ABC123USD').map((match) => match.code)).toEqual([]);
    expect(findCurrencies('Total USD12.50').map((match) => match.code)).toEqual(['USD']);
    expect(findCurrencies('Total 1,250.00EUR').map((match) => match.code)).toEqual(['EUR']);
    expect(findCurrencies('Total RON 95.00').map((match) => match.code)).toEqual(['RON']);
  });
});
