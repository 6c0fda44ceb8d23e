import { describe, expect, it } from 'vitest';

import { findSpanishIds } from './spanish-id-spans';

const found = (text: string) => findSpanishIds(text).map(({ kind, value }) => `${kind} ${value}`);

describe('findSpanishIds', () => {
  it('finds a DNI compact, with a dash, a space or thousands dots', () => {
    expect(found('DNI 12345678Z.')).toEqual(['dni 12345678Z']);
    expect(found('DNI 12345678-Z')).toEqual(['dni 12345678-Z']);
    expect(found('DNI 12345678 Z')).toEqual(['dni 12345678 Z']);
    expect(found('D.N.I. 12.345.678-Z')).toEqual(['dni 12.345.678-Z']);
    expect(found('dni 12345678z')).toEqual(['dni 12345678z']);
  });

  it('refuses a DNI with the wrong letter', () => {
    expect(found('DNI 12345678A')).toEqual([]);
    expect(found('DNI 20031420P')).toEqual([]);
  });

  it('does not read a number followed by a word as a DNI', () => {
    // 12345670 takes Y, but a lower-case "y" set apart is the Spanish "and".
    expect(found('12345670Y')).toEqual(['dni 12345670Y']);
    expect(found('hay 12345670 y más')).toEqual([]);
  });

  it('finds NIEs and refuses a wrong letter', () => {
    expect(found('NIE X1234567L')).toEqual(['nie X1234567L']);
    expect(found('NIE X-1234567-L')).toEqual(['nie X-1234567-L']);
    expect(found('NIE Z1234567R')).toEqual(['nie Z1234567R']);
    expect(found('NIE X1234567M')).toEqual([]);
  });

  it('finds CIFs with digit and letter controls and refuses wrong ones', () => {
    expect(found('CIF B12345674')).toEqual(['cif B12345674']);
    expect(found('CIF B-12345674')).toEqual(['cif B-12345674']);
    expect(found('CIF Q2826000H')).toEqual(['cif Q2826000H']);
    expect(found('CIF B12345675')).toEqual([]);
    expect(found('CIF Q28260008')).toEqual([]);
  });

  it('refuses identifiers glued inside longer codes', () => {
    expect(found('REF-X1234567L9')).toEqual([]);
    expect(found('AB12345674')).toEqual([]);
  });
});
