/** English `validation` messages, one namespace of `en` (../en.ts). */
export const validation = {
  allFieldsRequired: 'All fields are required',
  emailInvalid: 'The email is not valid',
  lastnameLettersOnly: 'The last name can only contain letters',
  lettersAndDigitsOnly: 'Use only letters without accents and digits, with no spaces or symbols',
  linkInvalid: 'This link is invalid or has expired. Request a new one.',
  nameLettersOnly: 'The first name can only contain letters',
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordTooLong: 'The password can have at most 128 characters',
  passwordWeak:
    'The password must have at least 8 characters, an uppercase letter, a number and a special character',
  passwordsDoNotMatch: 'The passwords do not match',
  required: 'This field is required',
  resetPasswordsDoNotMatch: 'Passwords do not match',
} as const;
