import { describe, expect, it } from 'vitest';

import { translate } from '../i18n/translate';

import { validateResetPassword, type ResetPasswordForm } from './reset-password';

const VALID: ResetPasswordForm = {
  password: 'Facturas#2024x',
  confirmPassword: 'Facturas#2024x',
  token: 'reset-token-from-the-link',
};

const form = (changes: Partial<ResetPasswordForm>): ResetPasswordForm => ({ ...VALID, ...changes });

describe('validateResetPassword', () => {
  it('finds nothing wrong with matching strong passwords and the link token', () => {
    expect(validateResetPassword(VALID)).toEqual({});
  });

  it("asks for every field with one message: 'All fields are required' (SPEC §5)", () => {
    const errors = validateResetPassword(form({ confirmPassword: '' }));

    expect(errors).toEqual({ form: 'validation.allFieldsRequired' });
    expect(translate('en', errors.form ?? '')).toBe('All fields are required');
    expect(validateResetPassword(form({ password: '', confirmPassword: '' }))).toEqual({
      form: 'validation.allFieldsRequired',
    });
  });

  it("refuses passwords that differ: 'Passwords do not match' (SPEC §5)", () => {
    const errors = validateResetPassword(form({ confirmPassword: 'Facturas#2024y' }));

    expect(errors).toEqual({ confirmPassword: 'validation.resetPasswordsDoNotMatch' });
    expect(translate('en', errors.confirmPassword ?? '')).toBe('Passwords do not match');
  });

  it('counts a link without its parameters as invalid or expired (SPEC §2, §5 "link parameters required")', () => {
    expect(validateResetPassword(form({ token: null }))).toEqual({
      link: 'validation.linkInvalid',
    });
    expect(validateResetPassword(form({ token: undefined }))).toEqual({
      link: 'validation.linkInvalid',
    });
    expect(validateResetPassword(form({ token: ' ' }))).toEqual({ link: 'validation.linkInvalid' });
  });

  it('reports the link and the blank fields together', () => {
    expect(validateResetPassword({ password: '', confirmPassword: '', token: null })).toEqual({
      link: 'validation.linkInvalid',
      form: 'validation.allFieldsRequired',
    });
  });

  it('applies the password rule to the new password (SPEC §5, DECISIONS.md "Passwords")', () => {
    expect(validateResetPassword(form({ password: 'short', confirmPassword: 'short' }))).toEqual({
      password: 'validation.passwordWeak',
    });
    expect(
      validateResetPassword(form({ password: 'Welcome1!', confirmPassword: 'Welcome1!' })),
    ).toEqual({ password: 'validation.passwordCommon' });
  });
});
