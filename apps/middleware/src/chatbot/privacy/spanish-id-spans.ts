import type { PersonalDataKind, PersonalDataSpan } from './personal-data-kind';
import { isValidCif, isValidDni, isValidNie } from './spanish-id-check-digits';

// The usual ways of writing each identifier: compact (12345678Z), with the letter set apart by a
// dash or a space (12345678-Z), and with thousands dots (12.345.678-Z). The control letter may be
// lower case only when it is written glued to the digits: "12345678 y" is a number and a word.
const ALONE_BEFORE = String.raw`(?<![\p{L}\p{N}_.,/-])`;
const ALONE_AFTER = String.raw`(?![\p{L}\p{N}_]|[.,]\d)`;
const CONTROL = String.raw`(?:[ -]?[A-Z]|[a-z])`;

type IdRule = { kind: PersonalDataKind; pattern: RegExp; isValid: (compact: string) => boolean };

const RULES: readonly IdRule[] = [
  {
    kind: 'dni',
    pattern: new RegExp(
      String.raw`${ALONE_BEFORE}(?:\d{8}|\d{2}\.\d{3}\.\d{3})${CONTROL}${ALONE_AFTER}`,
      'gu',
    ),
    isValid: isValidDni,
  },
  {
    kind: 'nie',
    pattern: new RegExp(
      String.raw`${ALONE_BEFORE}[XYZ][ -]?(?:\d{7}|\d\.\d{3}\.\d{3})${CONTROL}${ALONE_AFTER}`,
      'gu',
    ),
    isValid: isValidNie,
  },
  {
    kind: 'cif',
    pattern: new RegExp(
      String.raw`${ALONE_BEFORE}[ABCDEFGHJNPQRSUVW][ -]?(?:\d{7}|\d{2}\.\d{3}\.\d{2})[0-9A-J]${ALONE_AFTER}`,
      'gu',
    ),
    isValid: isValidCif,
  },
];

/** Every DNI, NIE and CIF of `text` whose control character holds. */
export function findSpanishIds(text: string): PersonalDataSpan[] {
  const spans: PersonalDataSpan[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const compact = match[0].replace(/[ .-]/gu, '').toUpperCase();
      if (rule.isValid(compact)) {
        const end = match.index + match[0].length;
        spans.push({ kind: rule.kind, start: match.index, end, value: match[0] });
      }
    }
  }
  return spans;
}
