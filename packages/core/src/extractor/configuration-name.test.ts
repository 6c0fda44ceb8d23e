import { describe, expect, it } from 'vitest';

import { checkConfigurationName } from './configuration-name';

describe('checkConfigurationName', () => {
  it('requires a name (SPEC §5)', () => {
    expect(checkConfigurationName('')).toBe('required');
  });

  it('takes letters and digits only: no spaces or symbols (SPEC §5)', () => {
    expect(checkConfigurationName('Facturas 2025')).toBe('lettersAndDigits');
    expect(checkConfigurationName('facturas-2025')).toBe('lettersAndDigits');
    expect(checkConfigurationName('Facturas2025')).toBeNull();
  });

  it('refuses a name the user already has, whatever its case (SPEC §5 unique)', () => {
    expect(checkConfigurationName('facturas', ['Facturas'])).toBe('exists');
  });

  it('refuses a name longer than the contract takes', () => {
    expect(checkConfigurationName('a'.repeat(101))).toBe('tooLong');
  });
});
