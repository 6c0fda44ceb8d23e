import { describe, expect, it } from 'vitest';

import { findCards, findIbans } from './bank-number-spans';

const values = (spans: { value: string }[]) => spans.map((span) => span.value);

describe('findIbans', () => {
  it('finds IBANs written in groups, compact or with dashes', () => {
    expect(values(findIbans('IBAN ES91 2100 0418 4502 0005 1332.'))).toEqual([
      'ES91 2100 0418 4502 0005 1332',
    ]);
    expect(values(findIbans('to GB82WEST12345698765432 today'))).toEqual([
      'GB82WEST12345698765432',
    ]);
    expect(values(findIbans('cuenta ES91-2100-0418-4502-0005-1332'))).toEqual([
      'ES91-2100-0418-4502-0005-1332',
    ]);
  });

  it('reports the start and end of the span', () => {
    expect(findIbans('x DE89 3704 0044 0532 0130 00')).toEqual([
      { kind: 'iban', start: 2, end: 29, value: 'DE89 3704 0044 0532 0130 00' },
    ]);
  });

  it('stops before an unrelated group that follows the IBAN', () => {
    expect(values(findIbans('GB82 WEST 1234 5698 7654 32 BANK'))).toEqual([
      'GB82 WEST 1234 5698 7654 32',
    ]);
  });

  it('refuses IBANs whose check digits do not hold', () => {
    expect(findIbans('ES91 2100 0418 4502 0005 1333')).toEqual([]);
    expect(findIbans('GB82 WEST 1234 5698 7654 33')).toEqual([]);
  });

  it('refuses a valid IBAN glued inside a longer word', () => {
    expect(findIbans('XES9121000418450200051332')).toEqual([]);
  });
});

describe('findCards', () => {
  it('finds card numbers compact, in groups of four and with dashes', () => {
    expect(values(findCards('Visa 4111 1111 1111 1111, exp 12/27'))).toEqual([
      '4111 1111 1111 1111',
    ]);
    expect(values(findCards('MC 5555-5555-5555-4444.'))).toEqual(['5555-5555-5555-4444']);
    expect(values(findCards('Amex 378282246310005'))).toEqual(['378282246310005']);
    expect(values(findCards('Amex 3782 822463 10005'))).toEqual(['3782 822463 10005']);
  });

  it('refuses numbers whose Luhn digit does not hold', () => {
    expect(findCards('4111 1111 1111 1112')).toEqual([]);
    expect(findCards('5555555555554445')).toEqual([]);
  });

  it('refuses numbers of other lengths, other first digits and mixed separators', () => {
    expect(findCards('411111111111')).toEqual([]);
    // Luhn-valid, but 8 opens no card network: an EAN-13 style product code.
    expect(findCards('8412345678915')).toEqual([]);
    expect(findCards('4111 1111-1111 1111')).toEqual([]);
  });

  it('refuses a number glued to letters or continuing as an amount', () => {
    expect(findCards('REF4111111111111111')).toEqual([]);
    expect(findCards('4111111111111111,00 €')).toEqual([]);
  });
});

describe('findCards on invoice identifiers', () => {
  it('takes no 13- or 14-digit barcode or company number for a card, Luhn or not', () => {
    // A GLN-shaped 4012345000005 and a SIRET (73282932000074) that pass the Luhn check.
    expect(findCards('GLN 4012345000005, SIRET 73282932000074')).toEqual([]);
  });

  it('still takes a 14-digit Diners Club card written in groups', () => {
    expect(values(findCards('Diners 3056 9309 0259 04 ok'))).toEqual(['3056 9309 0259 04']);
    expect(findCards('ref 30569309025904')).toEqual([]);
  });
});
