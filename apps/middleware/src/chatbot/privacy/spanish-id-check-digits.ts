// Control characters of Spanish tax identifiers (NIF): the DNI and NIE of people and the CIF of
// companies. Only identifiers whose control holds are reported as personal data.

// The DNI letter is this table at the number mod 23.
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
// A NIE's first letter stands for a leading digit before the same mod-23 rule.
const NIE_PREFIX_DIGITS: Record<string, string> = { X: '0', Y: '1', Z: '2' };
// A CIF's control, when it is a letter, is this table at the control digit.
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
// Companies (A, B), joint ownerships (E) and communities of owners (H) always write the control
// as a digit ...
const CIF_DIGIT_CONTROL = new Set(['A', 'B', 'E', 'H']);
// ... public and religious bodies and foreign entities (N, P, Q, R, S, W) always as a letter; the
// others may write either.
const CIF_LETTER_CONTROL = new Set(['N', 'P', 'Q', 'R', 'S', 'W']);

/** Whether `compact` is eight digits and the DNI letter that belongs to them, e.g. 12345678Z. */
export function isValidDni(compact: string): boolean {
  const match = /^(\d{8})([A-Z])$/u.exec(compact);
  return match !== null && DNI_LETTERS[Number(match[1]) % 23] === match[2];
}

/** Whether `compact` is a NIE (X, Y or Z, seven digits, letter) whose letter holds, e.g. X1234567L. */
export function isValidNie(compact: string): boolean {
  const match = /^([XYZ])(\d{7})([A-Z])$/u.exec(compact);
  if (match === null) {
    return false;
  }
  const [, prefix = '', digits = '', letter] = match;
  return DNI_LETTERS[Number(`${NIE_PREFIX_DIGITS[prefix]}${digits}`) % 23] === letter;
}

/**
 * Whether `compact` is a company CIF (entity letter, seven digits, control) whose control holds:
 * digits in odd places doubled with their digits summed, digits in even places added, and the
 * control is what brings the total to a multiple of ten (as a digit or as a letter of J..I).
 */
export function isValidCif(compact: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/u.exec(compact);
  if (match === null) {
    return false;
  }
  const [, entity = '', digits = '', control = ''] = match;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[index]);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  const controlDigit = (10 - (sum % 10)) % 10;
  const isDigit = /\d/u.test(control);
  if ((isDigit && CIF_LETTER_CONTROL.has(entity)) || (!isDigit && CIF_DIGIT_CONTROL.has(entity))) {
    return false;
  }
  return isDigit ? Number(control) === controlDigit : CIF_CONTROL_LETTERS[controlDigit] === control;
}
