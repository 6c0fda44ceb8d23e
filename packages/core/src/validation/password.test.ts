import { describe, expect, it } from 'vitest';

import { PASSWORD_MIN_LENGTH } from '../constants';
import { en } from '../i18n/en';
import { sp } from '../i18n/sp';

import { COMMON_PASSWORDS } from './common-passwords';
import { checkPasswordRequirements, findPasswordProblem, PASSWORD_MAX_LENGTH } from './password';

describe('findPasswordProblem', () => {
  it('accepts a password of 8 characters with an uppercase letter, a number and a special character (SPEC §5)', () => {
    expect(findPasswordProblem('Kq7#mzpw')).toBeUndefined();
  });

  it('refuses 7 characters (SPEC §9 "Password minimum 8 characters")', () => {
    expect(findPasswordProblem('Kq7#mzp')).toBe('validation.passwordWeak');
  });

  it('refuses a password without an uppercase letter (SPEC §5)', () => {
    expect(findPasswordProblem('kq7#mzpwx')).toBe('validation.passwordWeak');
  });

  it('refuses a password without a number (SPEC §5)', () => {
    expect(findPasswordProblem('Kqx#mzpwx')).toBe('validation.passwordWeak');
  });

  it('refuses a password without a special character (SPEC §5)', () => {
    expect(findPasswordProblem('Kq7xmzpwx')).toBe('validation.passwordWeak');
  });

  it('allows at least 64 characters (DECISIONS.md "Passwords"), up to 128', () => {
    const passphrase = (length: number) => `Kq7#${'m'.repeat(length - 4)}`;

    expect(findPasswordProblem(passphrase(64))).toBeUndefined();
    expect(findPasswordProblem(passphrase(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(findPasswordProblem(passphrase(PASSWORD_MAX_LENGTH + 1))).toBe(
      'validation.passwordTooLong',
    );
  });

  it('refuses common passwords that pass the rule, in any case (DECISIONS.md "Passwords")', () => {
    expect(findPasswordProblem('Password1!')).toBe('validation.passwordCommon');
    expect(findPasswordProblem('Qwerty123!')).toBe('validation.passwordCommon');
    expect(findPasswordProblem('PASSWORD1!')).toBe('validation.passwordCommon');
    expect(findPasswordProblem('Contraseña1!')).toBe('validation.passwordCommon');
  });

  it('counts characters, not UTF-16 units: 7 characters with an emoji are still too short', () => {
    expect(findPasswordProblem('Kq7#mz😀')).toBe('validation.passwordWeak');
  });
});

describe('checkPasswordRequirements', () => {
  it('says which parts of the rule are met, for a live checklist', () => {
    expect(checkPasswordRequirements('abc')).toEqual({
      length: false,
      uppercase: false,
      number: false,
      special: false,
    });
    expect(checkPasswordRequirements('ÑANDÚ 2024')).toEqual({
      length: true,
      uppercase: true,
      number: true,
      special: true,
    });
  });

  it('counts accented capitals as uppercase, and accented letters as letters, not specials', () => {
    expect(checkPasswordRequirements('Ñ').uppercase).toBe(true);
    expect(checkPasswordRequirements('é').special).toBe(false);
  });
});

describe('COMMON_PASSWORDS', () => {
  it('holds about fifty entries, each one passing the SPEC §5 rule (otherwise the rule already refuses it)', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(50);
    for (const password of COMMON_PASSWORDS) {
      const met = checkPasswordRequirements(password);
      expect({ password, met }).toEqual({
        password,
        met: { length: true, uppercase: true, number: true, special: true },
      });
    }
  });

  it('has no duplicates', () => {
    const lower = COMMON_PASSWORDS.map((password) => password.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });
});

describe('password messages', () => {
  it('state the limits the code applies', () => {
    for (const messages of [en, sp]) {
      expect(messages.validation.passwordWeak).toContain(String(PASSWORD_MIN_LENGTH));
      expect(messages.validation.passwordTooLong).toContain(String(PASSWORD_MAX_LENGTH));
    }
  });
});
