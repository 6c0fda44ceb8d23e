import { describe, expect, it } from 'vitest';

import { editedField, fieldText, isCurrencyField, readEditedValue } from './field-values';

describe('readEditedValue', () => {
  it('reads amounts written either way as decimals (issue 6 normalisation)', () => {
    expect(readEditedValue('1.234,56', 'number')).toEqual({ ok: true, value: 1234.56 });
    expect(readEditedValue('1,234.56', 'number')).toEqual({ ok: true, value: 1234.56 });
    expect(readEditedValue('1 234,56', 'number')).toEqual({ ok: true, value: 1234.56 });
  });

  it('refuses a number field that is not an amount', () => {
    expect(readEditedValue('twelve', 'number')).toEqual({ ok: false, problem: 'invalidNumber' });
  });

  it('reads dates as ISO dates and refuses what is not one', () => {
    expect(readEditedValue('05/03/2025', 'date')).toEqual({ ok: true, value: '2025-03-05' });
    expect(readEditedValue('soon', 'date')).toEqual({ ok: false, problem: 'invalidDate' });
  });

  it('reads a currency field as its ISO code', () => {
    expect(readEditedValue('€', 'simple', 'Currency')).toEqual({ ok: true, value: 'EUR' });
    expect(readEditedValue('shells', 'simple', 'Moneda')).toEqual({
      ok: false,
      problem: 'invalidCurrency',
    });
  });

  it('keeps other values as typed, trimmed, and clears a field left empty', () => {
    expect(readEditedValue(' INV-001 ', 'simple', 'Invoice No')).toEqual({
      ok: true,
      value: 'INV-001',
    });
    expect(readEditedValue('  ', 'number')).toEqual({ ok: true, value: null });
  });
});

describe('isCurrencyField', () => {
  it('knows currency names in both languages', () => {
    expect(['Currency', 'Moneda', 'Divisa de pago', 'Total'].map(isCurrencyField)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('fieldText and editedField', () => {
  it('shows a value as text and nothing for a missing one', () => {
    expect(fieldText({ value: 121 })).toBe('121');
    expect(fieldText({ value: null })).toBe('');
    expect(fieldText(undefined)).toBe('');
  });

  it('marks an edited field and keeps where it was found', () => {
    expect(editedField({ value: 1, page: 1, box: [1, 2, 3, 4] }, ' 2 ', 2)).toEqual({
      value: 2,
      raw: '2',
      page: 1,
      box: [1, 2, 3, 4],
      edited: true,
    });
  });
});
