import { hasValidLuhnDigit, isValidIban } from './check-digits';
import type { PersonalDataSpan } from './personal-data-kind';
import { isWordCharacterAt } from './word-characters';

// An IBAN opens with its country and check digits; the rest is written compact or in groups
// (of four, by convention) separated by single spaces, or dashes on some Spanish forms.
const IBAN_START = /(?<![\p{L}\p{N}_])[A-Z]{2}\d{2}/gu;
const IBAN_CHARACTER = /[A-Z0-9]/u;
const IBAN_LENGTH = { min: 15, max: 34 };
// Card numbers: 15 to 19 digits in groups separated by one space or one dash. The first digit
// is the network's (2 and 5 Mastercard, 3 Amex, Diners and JCB, 4 Visa, 6 Discover and others),
// which keeps long reference numbers starting with 0, 1, 7, 8 or 9 out. Fifteen at least: the
// 13-digit Visa numbers are long retired, and on invoices 13 and 14 digits are GLN/EAN barcodes
// (German ones start with 4) and French SIRET numbers, a tenth of which pass the Luhn check.
const CARD_START = /(?<![\p{L}\p{N}_.,/-])[2-6]/gu;
const CARD_LENGTH = { min: 15, max: 19 };
// Between groups, the same separator throughout.
const SEPARATORS = new Set([' ', '\u00a0', '-']);

/**
 * The places where a run of characters could end: after each group, when what follows does not
 * glue it to a longer token. `isPart` says which characters a group is made of.
 */
function groupEnds(
  text: string,
  from: number,
  isPart: (character: string) => boolean,
  separators: ReadonlySet<string>,
  maxParts: number,
): { end: number; compact: string }[] {
  const ends: { end: number; compact: string }[] = [];
  let compact = '';
  let index = from;
  let separator: string | undefined;
  while (compact.length < maxParts) {
    const character = text[index];
    if (character !== undefined && isPart(character)) {
      compact += character;
      index += 1;
      continue;
    }
    if (!isWordCharacterAt(text, index)) {
      ends.push({ end: index, compact });
    }
    const next = text[index + 1];
    const isSameSeparator = separator === undefined || separator === character;
    if (character === undefined || !separators.has(character) || !isSameSeparator) {
      break;
    }
    if (next === undefined || !isPart(next)) {
      break;
    }
    separator = character;
    index += 1;
  }
  return ends;
}

/** Every IBAN of `text` whose mod-97 check holds. */
export function findIbans(text: string): PersonalDataSpan[] {
  const spans: PersonalDataSpan[] = [];
  let resumeAt = 0;
  for (const match of text.matchAll(IBAN_START)) {
    if (match.index < resumeAt) {
      continue;
    }
    const ends = groupEnds(
      text,
      match.index,
      (character) => IBAN_CHARACTER.test(character),
      SEPARATORS,
      IBAN_LENGTH.max + 1,
    );
    // Longest first: a valid IBAN followed by an unrelated group ("... 1332 BANK") still counts.
    const found = ends
      .reverse()
      .find(
        ({ compact }) =>
          compact.length >= IBAN_LENGTH.min &&
          compact.length <= IBAN_LENGTH.max &&
          isValidIban(compact),
      );
    if (found) {
      const value = text.slice(match.index, found.end);
      spans.push({ kind: 'iban', start: match.index, end: found.end, value });
      resumeAt = found.end;
    }
  }
  return spans;
}

/** Every card number of `text` whose Luhn check digit holds. */
export function findCards(text: string): PersonalDataSpan[] {
  const spans: PersonalDataSpan[] = [];
  let resumeAt = 0;
  for (const match of text.matchAll(CARD_START)) {
    if (match.index < resumeAt) {
      continue;
    }
    const ends = groupEnds(
      text,
      match.index,
      (character) => character >= '0' && character <= '9',
      SEPARATORS,
      CARD_LENGTH.max + 1,
    );
    const found = ends
      .reverse()
      .find(
        ({ end, compact }) =>
          isCardLength(text.slice(match.index, end), compact) &&
          !isDecimalAt(text, end) &&
          hasValidLuhnDigit(compact),
      );
    if (found) {
      const value = text.slice(match.index, found.end);
      spans.push({ kind: 'card', start: match.index, end: found.end, value });
      resumeAt = found.end;
    }
  }
  return spans;
}

/**
 * 15 to 19 digits; or 14 for a Diners Club International card (30[0-5], 36, 38), and then only
 * written in groups as cards are, never as a barcode or company number's bare run of digits.
 */
function isCardLength(written: string, compact: string): boolean {
  if (compact.length >= CARD_LENGTH.min && compact.length <= CARD_LENGTH.max) {
    return true;
  }
  return (
    compact.length === 14 &&
    /^3(?:0[0-5]|6|8)/u.test(compact) &&
    /^\d{4}[ \u00a0-]\d{4,6}[ \u00a0-]\d{4}/u.test(written)
  );
}

/** Whether a number ending at `index` goes on as a decimal or thousands part ("…,50", "….000"). */
function isDecimalAt(text: string, index: number): boolean {
  const character = text[index];
  return (character === ',' || character === '.') && /\d/u.test(text[index + 1] ?? '');
}
