import { describe, expect, it } from 'vitest';

import { en } from '../i18n/en';
import { translate } from '../i18n/translate';

import { isFormValid } from './messages';
import { validateRegistration, type RegistrationForm } from './registration';

const VALID: RegistrationForm = {
  email: 'ana.garcia@empresa.es',
  name: 'María José',
  lastname: 'García-Núñez',
  password: 'Facturas#2024x',
  confirmPassword: 'Facturas#2024x',
  hash: 'k3y-5h0wn-0nc3',
  belongsToCompany: false,
  companyId: '',
};

const form = (changes: Partial<RegistrationForm>): RegistrationForm => ({ ...VALID, ...changes });

describe('validateRegistration', () => {
  it('finds nothing wrong with a complete, valid form', () => {
    expect(validateRegistration(VALID)).toEqual({});
    expect(isFormValid(validateRegistration(VALID))).toBe(true);
  });

  it('requires every field (SPEC §5 "Registration (all required)")', () => {
    const errors = validateRegistration({
      email: '',
      name: ' ',
      lastname: '',
      password: '',
      confirmPassword: '',
      hash: '',
      belongsToCompany: null,
      companyId: '',
    });

    expect(errors).toEqual({
      email: 'validation.required',
      name: 'validation.required',
      lastname: 'validation.required',
      password: 'validation.required',
      confirmPassword: 'validation.required',
      hash: 'validation.required',
      belongsToCompany: 'validation.required',
    });
    expect(isFormValid(errors)).toBe(false);
  });

  it("refuses an invalid email: 'The email is not valid' (SPEC §5)", () => {
    const errors = validateRegistration(form({ email: 'ana.garcia@' }));

    expect(errors).toEqual({ email: 'validation.emailInvalid' });
    expect(translate('en', errors.email ?? '')).toBe('The email is not valid');
  });

  it("refuses a first name that is not letters: 'The first name can only contain letters' (SPEC §5)", () => {
    const errors = validateRegistration(form({ name: 'Ana2' }));

    expect(errors).toEqual({ name: 'validation.nameLettersOnly' });
    expect(translate('en', errors.name ?? '')).toBe('The first name can only contain letters');
  });

  it("refuses a last name that is not letters: 'The last name can only contain letters' (SPEC §5)", () => {
    const errors = validateRegistration(form({ lastname: 'García_' }));

    expect(errors).toEqual({ lastname: 'validation.lastnameLettersOnly' });
    expect(translate('en', errors.lastname ?? '')).toBe('The last name can only contain letters');
  });

  it("refuses a confirmation that differs: 'The passwords do not match' (SPEC §5)", () => {
    const errors = validateRegistration(form({ confirmPassword: 'Facturas#2024y' }));

    expect(errors).toEqual({ confirmPassword: 'validation.passwordsDoNotMatch' });
    expect(translate('en', errors.confirmPassword ?? '')).toBe('The passwords do not match');
  });

  it('reports only "required" on the confirmation while the password is empty', () => {
    expect(validateRegistration(form({ password: '' }))).toEqual({
      password: 'validation.required',
    });
  });

  it('applies the password rule (SPEC §5: 8 characters, an uppercase letter, a number, a special character)', () => {
    expect(
      validateRegistration(form({ password: 'facturas#2024', confirmPassword: 'facturas#2024' })),
    ).toEqual({
      password: 'validation.passwordWeak',
    });
  });

  it('refuses a common password (DECISIONS.md "Passwords")', () => {
    expect(
      validateRegistration(form({ password: 'Password1!', confirmPassword: 'Password1!' })),
    ).toEqual({
      password: 'validation.passwordCommon',
    });
  });

  it('takes the password as typed: surrounding spaces are part of it', () => {
    expect(
      validateRegistration(
        form({ password: ' Facturas#2024x ', confirmPassword: 'Facturas#2024x' }),
      ),
    ).toEqual({ confirmPassword: 'validation.passwordsDoNotMatch' });
  });

  it('requires the company id for a member of a company (SPEC §5 "companyId if the user is a member")', () => {
    expect(validateRegistration(form({ belongsToCompany: true, companyId: '  ' }))).toEqual({
      companyId: 'validation.required',
    });
    expect(validateRegistration(form({ belongsToCompany: true, companyId: 'ACME-01' }))).toEqual(
      {},
    );
  });

  it('does not ask a user outside any company for a company id', () => {
    expect(validateRegistration(form({ belongsToCompany: false, companyId: '' }))).toEqual({});
  });
});

describe('validation messages', () => {
  it('keep the wording SPEC §5 gives', () => {
    expect(en.validation.passwordsDoNotMatch).toBe('The passwords do not match');
    expect(en.validation.emailInvalid).toBe('The email is not valid');
    expect(en.validation.nameLettersOnly).toBe('The first name can only contain letters');
    expect(en.validation.lastnameLettersOnly).toBe('The last name can only contain letters');
    expect(en.validation.allFieldsRequired).toBe('All fields are required');
    expect(en.validation.resetPasswordsDoNotMatch).toBe('Passwords do not match');
  });
});
