import type { PersonalDataSpan } from './personal-data-kind';
import { type DigitGroup, findPhoneRuns } from './phone-runs';
import { isWordCharacterAt } from './word-characters';

// How Spanish numbers (nine digits, 6/7 mobile, 8/9 landline) are grouped in writing.
const SPANISH_GROUPINGS = new Set(['9', '3-3-3', '3-2-2-2', '2-3-2-2', '2-7']);
// A number followed by one of these is an amount or a ratio, whatever its grouping.
const UNIT_AFTER =
  /^\s?(?:[€$£%‰]|(?:eur|euros?|usd|gbp|dólares|dolares|libras|pesetas|kwh|km|kg)(?![\p{L}\p{N}]))/iu;
const CURRENCY_BEFORE = /[€$£]\s?$/u;

function digitsOf(groups: readonly DigitGroup[]): string {
  // "(0)" is the trunk prefix written beside a country code, never dialled with it.
  return groups
    .filter((group, index) => !(index > 0 && group.isParenthesised && group.digits === '0'))
    .map((group) => group.digits)
    .join('');
}

function hasOneSeparator(groups: readonly DigitGroup[]): boolean {
  return new Set(groups.slice(1).map((group) => group.separator)).size <= 1;
}

/** A number written with its country code: +34 612 345 678, 0044 20 7946 0958, (+34) 91 …. */
function isInternational(groups: readonly DigitGroup[], hasPlus: boolean): boolean {
  const digits = digitsOf(groups);
  const dialled = hasPlus ? digits : digits.slice(2);
  if (dialled.startsWith('34')) {
    return /^34[6789]\d{8}$/u.test(dialled);
  }
  if (dialled.startsWith('1')) {
    return /^1[2-9]\d{9}$/u.test(dialled);
  }
  if (dialled.startsWith('44')) {
    return /^44[1-9]\d{8,9}$/u.test(dialled);
  }
  return dialled.length >= 8 && dialled.length <= 15 && groups.length >= 2;
}

/** A number written without country code, in the groupings of Spain, the US/Canada, UK and France. */
function isNational(groups: readonly DigitGroup[]): boolean {
  const digits = digitsOf(groups);
  const sizes = groups.map((group) => group.digits.length).join('-');
  const [first] = groups;
  const isPlain = hasOneSeparator(groups) && groups.every((group) => !group.isParenthesised);
  if (/^[6789]\d{8}$/u.test(digits) && isPlain && SPANISH_GROUPINGS.has(sizes)) {
    return true;
  }
  // US/Canada: (555) 123-4567, 555-123-4567, 555.123.4567, 1-800-555-0199.
  if (/^1?[2-9]\d{9}$/u.test(digits)) {
    const isAreaInParentheses = first?.isParenthesised === true && sizes === '3-3-4';
    const isPlainNanp = isPlain && (sizes === '3-3-4' || sizes === '1-3-3-4');
    return isAreaInParentheses || isPlainNanp;
  }
  // Trunk 0 (UK, France): 020 7946 0958, 07700 900123, 0161 496 0753, 01 99 00 12 34.
  if (/^0[1-9]\d{8,9}$/u.test(digits) && isPlain) {
    const isGrouped = groups.length >= 2 && groups.every((group) => group.digits.length >= 2);
    return isGrouped || /^07\d{9}$/u.test(digits);
  }
  return false;
}

/** Whether the number ending at `end` goes on as part of a longer token, an amount or a date. */
function isContinuedAt(text: string, end: number): boolean {
  const after = text[end];
  if (isWordCharacterAt(text, end)) {
    return true;
  }
  if (after !== undefined && '.,/:-'.includes(after) && /\d/u.test(text[end + 1] ?? '')) {
    return true;
  }
  return UNIT_AFTER.test(text.slice(end, end + 12));
}

function isPhone(
  text: string,
  groups: readonly DigitGroup[],
  hasPlus: boolean,
  start: number,
): boolean {
  const end = groups.at(-1)?.end ?? start;
  if (isContinuedAt(text, end) || CURRENCY_BEFORE.test(text.slice(Math.max(0, start - 2), start))) {
    return false;
  }
  const opensInternational = hasPlus || (groups[0]?.digits.startsWith('00') ?? false);
  return opensInternational ? isInternational(groups, hasPlus) : isNational(groups);
}

/**
 * Every phone number of `text`. A run of digit groups is read from its first group; the longest
 * prefix that forms a phone number wins, and reading goes on after it (two numbers in a row). A
 * run whose first group opens no phone number is not searched further inside: "2024 612 345"
 * is more likely a reference than a year and a number.
 */
export function findPhones(text: string): PersonalDataSpan[] {
  const spans: PersonalDataSpan[] = [];
  for (const run of findPhoneRuns(text)) {
    let from = 0;
    while (from < run.groups.length) {
      const start = from === 0 ? run.start : (run.groups[from]?.start ?? run.start);
      const hasPlus = from === 0 && run.hasPlus;
      let found: number | undefined;
      for (let to = run.groups.length; to > from; to -= 1) {
        if (isPhone(text, run.groups.slice(from, to), hasPlus, start)) {
          found = to;
          break;
        }
      }
      const end = found === undefined ? undefined : run.groups[found - 1]?.end;
      if (found === undefined || end === undefined) {
        break;
      }
      spans.push({ kind: 'phone', start, end, value: text.slice(start, end) });
      from = found;
    }
  }
  return spans;
}
