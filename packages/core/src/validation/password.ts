import { PASSWORD_MIN_LENGTH } from '../constants';

import { COMMON_PASSWORDS } from './common-passwords';
import type { ValidationMessageKey } from './messages';

/**
 * The longest password accepted. DECISIONS.md asks to allow at least 64 characters; 128 leaves
 * room for passphrases and password managers while keeping the argon2id input bounded.
 */
export const PASSWORD_MAX_LENGTH = 128;

const COMMON = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

/** Which parts of the password rule a password meets (SPEC §5), for a live checklist. */
export type PasswordRequirements = {
  length: boolean;
  uppercase: boolean;
  number: boolean;
  special: boolean;
};

/**
 * The parts of SPEC §5's rule ("at least 8 characters, one uppercase letter, one number, one
 * special character") a password meets. Length counts characters, not UTF-16 units, so 'ñ' or an
 * emoji counts once. Uppercase includes accented capitals ('Ñ', 'É'). A special character is
 * anything that is neither a letter nor a digit, white space included (OWASP's list of password
 * special characters starts with the space).
 */
export function checkPasswordRequirements(password: string): PasswordRequirements {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(password),
    number: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{M}\p{Nd}]/u.test(password),
  };
}

/**
 * What is wrong with a non-empty password, or `undefined` when it is acceptable: the SPEC §5 rule,
 * then DECISIONS.md ("allow at least 64 characters, and refuse passwords from a list of common
 * ones"). Registration and reset share it; the server applies the same function.
 */
export function findPasswordProblem(password: string): ValidationMessageKey | undefined {
  const met = checkPasswordRequirements(password);
  if (!(met.length && met.uppercase && met.number && met.special)) {
    return 'validation.passwordWeak';
  }
  if ([...password].length > PASSWORD_MAX_LENGTH) {
    return 'validation.passwordTooLong';
  }
  if (COMMON.has(password.toLowerCase())) {
    return 'validation.passwordCommon';
  }
  return undefined;
}
