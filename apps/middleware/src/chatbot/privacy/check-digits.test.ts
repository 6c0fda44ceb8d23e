import { describe, expect, it } from 'vitest';

import { hasValidLuhnDigit, isValidIban } from './check-digits';

describe('isValidIban', () => {
  it('accepts the published examples of several countries (ISO 13616 mod 97)', () => {
    for (const iban of [
      'ES9121000418450200051332',
      'GB82WEST12345698765432',
      'DE89370400440532013000',
      'FR1420041010050500013M02606',
      'NL91ABNA0417164300',
      'BE68539007547034',
    ]) {
      expect(isValidIban(iban)).toBe(true);
    }
  });

  it('refuses the same numbers with one character changed or two swapped', () => {
    expect(isValidIban('ES9121000418450200051333')).toBe(false);
    expect(isValidIban('ES9221000418450200051332')).toBe(false);
    expect(isValidIban('GB82WEST12345698765423')).toBe(false);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
  });

  it('refuses what is not shaped like an IBAN', () => {
    expect(isValidIban('es9121000418450200051332')).toBe(false);
    expect(isValidIban('ES91 2100 0418 4502 0005 1332')).toBe(false);
    expect(isValidIban('ES91')).toBe(false);
    expect(isValidIban('1291WEST12345698765432')).toBe(false);
  });
});

describe('hasValidLuhnDigit', () => {
  it('accepts the card networks\u2019 test numbers', () => {
    for (const card of [
      '4111111111111111',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
    ]) {
      expect(hasValidLuhnDigit(card)).toBe(true);
    }
  });

  it('refuses a changed check digit and swapped digits', () => {
    expect(hasValidLuhnDigit('4111111111111112')).toBe(false);
    expect(hasValidLuhnDigit('5555555555554445')).toBe(false);
    expect(hasValidLuhnDigit('4111111111111121')).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(hasValidLuhnDigit('4111 1111 1111 1111')).toBe(false);
    expect(hasValidLuhnDigit('')).toBe(false);
  });
});
