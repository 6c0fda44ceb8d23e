import { describe, expect, it } from 'vitest';

import { isValidCif, isValidDni, isValidNie } from './spanish-id-check-digits';

describe('isValidDni', () => {
  it('accepts the letter of number mod 23 (12345678 mod 23 = 14 -> Z)', () => {
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidDni('00000000T')).toBe(true);
  });

  it('refuses any other letter, lower case and other lengths', () => {
    expect(isValidDni('12345678A')).toBe(false);
    expect(isValidDni('12345678z')).toBe(false);
    expect(isValidDni('1234567Z')).toBe(false);
  });
});

describe('isValidNie', () => {
  it('reads X, Y and Z as 0, 1 and 2 before the DNI rule', () => {
    // X1234567 -> 01234567 mod 23 = 19 -> L; Y1234567 -> 11234567 mod 23 = 10 -> X.
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidNie('Y1234567X')).toBe(true);
    expect(isValidNie('Z1234567R')).toBe(true);
  });

  it('refuses a wrong letter and other prefixes', () => {
    expect(isValidNie('X1234567M')).toBe(false);
    expect(isValidNie('W1234567L')).toBe(false);
    expect(isValidNie('X12345678L')).toBe(false);
  });
});

describe('isValidCif', () => {
  it('accepts a digit control for companies (B1234567 -> 4)', () => {
    // Odd places 1,3,5,7 doubled: 2+6+(1+0)+(1+4) = 14; even places 2+4+6 = 12; 26 -> 4.
    expect(isValidCif('B12345674')).toBe(true);
  });

  it('accepts a letter control for public bodies (Q2826000 -> 8 -> H)', () => {
    expect(isValidCif('Q2826000H')).toBe(true);
  });

  it('accepts either form for entity types that allow both', () => {
    expect(isValidCif('G40123457')).toBe(true);
    expect(isValidCif('G4012345G')).toBe(true);
  });

  it('refuses a wrong control, the wrong form for the entity and unknown entity letters', () => {
    expect(isValidCif('B12345675')).toBe(false);
    expect(isValidCif('B1234567D')).toBe(false);
    expect(isValidCif('Q28260008')).toBe(false);
    expect(isValidCif('I12345674')).toBe(false);
  });
});
