// Check digits of bank identifiers. A number whose check digit does not hold is not reported as
// personal data: a typo'd IBAN is useless to a reader, and the check is what keeps invoice and
// reference numbers of the same length from being masked.

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/u;

/**
 * Whether `compact` (no spaces, upper case) is an IBAN whose ISO 13616 check holds: the first
 * four characters moved to the end, letters read as 10..35, the number mod 97 is 1. Check digits
 * 00, 01 and 99 are never issued, although 01 and 99 can pass the arithmetic.
 */
export function isValidIban(compact: string): boolean {
  if (!IBAN_SHAPE.test(compact)) {
    return false;
  }
  const checkDigits = compact.slice(2, 4);
  if (checkDigits === '00' || checkDigits === '01' || checkDigits === '99') {
    return false;
  }
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    // Reading digit by digit keeps the running number small; a letter counts as two digits.
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** Whether `digits` (digits only) ends with a correct Luhn check digit, as card numbers do. */
export function hasValidLuhnDigit(digits: string): boolean {
  if (!/^\d+$/u.test(digits)) {
    return false;
  }
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    // Every second digit from the right, check digit excluded, is doubled.
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
