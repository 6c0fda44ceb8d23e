import { describe, expect, it } from 'vitest';

import { isValidEmail } from './email';
import { isAlphanumeric, isPersonName } from './names';

describe('isAlphanumeric', () => {
  it('accepts letters and digits (SPEC §5 "letters and digits only")', () => {
    expect(isAlphanumeric('facturas2024')).toBe(true);
    expect(isAlphanumeric('Contratos')).toBe(true);
    expect(isAlphanumeric('2024')).toBe(true);
  });

  it('refuses spaces and symbols (SPEC §5 "no spaces or symbols")', () => {
    expect(isAlphanumeric('facturas 2024')).toBe(false);
    expect(isAlphanumeric('facturas-2024')).toBe(false);
    expect(isAlphanumeric('facturas_2024')).toBe(false);
    expect(isAlphanumeric('facturas.')).toBe(false);
  });

  it('refuses accented letters, which change on the wire when names are upper- or lower-cased', () => {
    expect(isAlphanumeric('facturación')).toBe(false);
    expect(isAlphanumeric('año')).toBe(false);
    expect(isAlphanumeric('straße')).toBe(false);
  });

  it('refuses an empty name', () => {
    expect(isAlphanumeric('')).toBe(false);
  });
});

describe('isPersonName', () => {
  it('accepts letters with accents and ñ (SPEC §5 "letters only")', () => {
    expect(isPersonName('Ana')).toBe(true);
    expect(isPersonName('Íñigo')).toBe(true);
    expect(isPersonName('Núñez')).toBe(true);
    expect(isPersonName('Zoë')).toBe(true);
  });

  it('accepts letters of other alphabets and decomposed accents', () => {
    expect(isPersonName('Σοφία')).toBe(true);
    expect(isPersonName('Jose\u0301')).toBe(true);
  });

  it('accepts spaces, hyphens and apostrophes between words, as real names have them', () => {
    expect(isPersonName('María José')).toBe(true);
    expect(isPersonName('García-Núñez')).toBe(true);
    expect(isPersonName('de la Fuente')).toBe(true);
    expect(isPersonName("O'Brien")).toBe(true);
    expect(isPersonName('D’Angelo')).toBe(true);
  });

  it('ignores surrounding white space', () => {
    expect(isPersonName('  Ana  ')).toBe(true);
  });

  it('refuses digits and symbols', () => {
    expect(isPersonName('Ana2')).toBe(false);
    expect(isPersonName('Ana_Maria')).toBe(false);
    expect(isPersonName('Ana.')).toBe(false);
    expect(isPersonName('<b>Ana</b>')).toBe(false);
  });

  it('refuses separators that do not join two words', () => {
    expect(isPersonName('-Ana')).toBe(false);
    expect(isPersonName('Ana-')).toBe(false);
    expect(isPersonName('Ana--María')).toBe(false);
    expect(isPersonName("'")).toBe(false);
    expect(isPersonName('')).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses (SPEC §5 "email (must be valid)")', () => {
    expect(isValidEmail('ana@empresa.es')).toBe(true);
    expect(isValidEmail('ana.maria+folio@mail.empresa.com')).toBe(true);
    expect(isValidEmail('  ana@empresa.es ')).toBe(true);
  });

  it('refuses addresses a verification e-mail cannot reach', () => {
    expect(isValidEmail('ana')).toBe(false);
    expect(isValidEmail('ana@')).toBe(false);
    expect(isValidEmail('@empresa.es')).toBe(false);
    expect(isValidEmail('ana@localhost')).toBe(false);
    expect(isValidEmail('ana maria@empresa.es')).toBe(false);
    expect(isValidEmail('ana@empresa..es')).toBe(false);
    expect(isValidEmail('ana@-empresa.es')).toBe(false);
    expect(isValidEmail('ana@@empresa.es')).toBe(false);
  });

  it('refuses addresses longer than SMTP allows (RFC 5321)', () => {
    expect(isValidEmail(`${'a'.repeat(65)}@empresa.es`)).toBe(false);
    const label = 'b'.repeat(63); // the longest DNS label
    const domain = `${label}.${label}.${label}.${label}.es`;
    expect(isValidEmail(`ana@${domain}`)).toBe(false);
    expect(isValidEmail(`ana@${label}.es`)).toBe(true);
  });
});
