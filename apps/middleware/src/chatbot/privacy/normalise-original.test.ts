import { describe, expect, it } from 'vitest';

import { normaliseOriginal } from './normalise-original';

describe('normaliseOriginal', () => {
  it('ignores case and spacing in addresses and names', () => {
    expect(normaliseOriginal('email', ' Maria.Lopez@Example.ES ')).toBe('maria.lopez@example.es');
    expect(normaliseOriginal('name', 'JUAN  Pérez')).toBe(normaliseOriginal('name', 'Juan Pérez'));
  });

  it('keeps only digits of phone and card numbers', () => {
    expect(normaliseOriginal('phone', '612-345-678')).toBe('612345678');
    expect(normaliseOriginal('card', '4111 1111 1111 1111')).toBe('4111111111111111');
  });

  it('reads a Spanish number with or without its country code as the same line', () => {
    expect(normaliseOriginal('phone', '+34 612 345 678')).toBe('612345678');
    expect(normaliseOriginal('phone', '0034 612 345 678')).toBe('612345678');
    expect(normaliseOriginal('phone', '(+34) 612 34 56 78')).toBe('612345678');
  });

  it('drops the trunk "(0)" of international numbers', () => {
    expect(normaliseOriginal('phone', '+44 (0)20 7946 0958')).toBe(
      normaliseOriginal('phone', '+44 20 7946 0958'),
    );
  });

  it('keeps letters and digits of identifiers, in upper case', () => {
    expect(normaliseOriginal('iban', 'es91 2100-0418')).toBe('ES9121000418');
    expect(normaliseOriginal('dni', '12.345.678-z')).toBe('12345678Z');
  });
});
