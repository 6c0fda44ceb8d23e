import { describe, expect, it } from 'vitest';

import { validateChangePassword, validateProfile } from './profile';

const profile = {
  name: 'María José',
  lastname: 'García-Núñez',
  belongsToCompany: false,
  companyId: '',
};

describe('validateProfile', () => {
  it('accepts names of letters with spaces, hyphens and accents (SPEC §5 "letters only")', () => {
    expect(validateProfile(profile)).toEqual({});
  });

  it('refuses digits and symbols in the name and the last name with their SPEC §5 messages', () => {
    expect(validateProfile({ ...profile, name: 'Ana2', lastname: 'G@rcía' })).toEqual({
      name: 'validation.nameLettersOnly',
      lastname: 'validation.lastnameLettersOnly',
    });
  });

  it('requires both names', () => {
    expect(validateProfile({ ...profile, name: ' ', lastname: '' })).toEqual({
      name: 'validation.required',
      lastname: 'validation.required',
    });
  });

  it('requires a company id from a company member only (SPEC §5 "companyId if the user is a member")', () => {
    expect(validateProfile({ ...profile, belongsToCompany: true })).toEqual({
      companyId: 'validation.required',
    });
    expect(validateProfile({ ...profile, belongsToCompany: true, companyId: 'ACME-1' })).toEqual(
      {},
    );
  });
});

describe('validateChangePassword', () => {
  const form = { currentPassword: 'old', newPassword: 'N3w!Secret', confirmPassword: 'N3w!Secret' };

  it('accepts a new password that meets the rule, confirmed', () => {
    expect(validateChangePassword(form)).toEqual({});
  });

  it('requires every field', () => {
    expect(
      validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'validation.required',
      newPassword: 'validation.required',
      confirmPassword: 'validation.required',
    });
  });

  it('applies the SPEC §5 password rule to the new password', () => {
    expect(
      validateChangePassword({ ...form, newPassword: 'weak', confirmPassword: 'weak' }),
    ).toEqual({ newPassword: 'validation.passwordWeak' });
  });

  it('refuses a confirmation that differs (SPEC §5 "The passwords do not match")', () => {
    expect(validateChangePassword({ ...form, confirmPassword: 'N3w!Secrex' })).toEqual({
      confirmPassword: 'validation.passwordsDoNotMatch',
    });
  });
});
