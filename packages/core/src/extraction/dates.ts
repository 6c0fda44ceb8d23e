// Dates to ISO `YYYY-MM-DD` (invoices-dev README "dates"): `nn/nn/yyyy` is day first (month
// first only when the first number cannot be a month), two-digit years are 20yy, month names in
// Spanish, English, German, French and Dutch.

import { MONTH_NAME_PATTERN, monthFromName } from './month-names';
import { foldText } from './text';

/** A date found in a text: its ISO form and where it was written. */
export type DateMatch = {
  iso: string;
  start: number;
  end: number;
  text: string;
  /** Followed by a time of day (`23.06.23, 11:09`): a print or e-mail stamp more than a date. */
  hasTime: boolean;
};

const pad = (value: number): string => String(value).padStart(2, '0');

function toYear(written: string): number {
  const year = Number(written);
  return written.length <= 2 ? 2000 + year : year;
}

/** The ISO form of a calendar day, or undefined when it does not exist (31 April). */
export function toIsoDate(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) {
    return undefined;
  }
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}

type Reader = {
  pattern: RegExp;
  read: (groups: Record<string, string | undefined>) => string | undefined;
};

const MONTH = `(?<month>${MONTH_NAME_PATTERN})\\.?`;
const YEAR4 = '(?<year>(?:19|20|21)\\d{2})';
const DAY = '(?<day>[0-3]?\\d)(?:st|nd|rd|th|er|o|º)?';

function numeric(groups: Record<string, string | undefined>): string | undefined {
  const first = Number(groups['first']);
  const second = Number(groups['second']);
  const year = toYear(groups['year'] ?? '');
  // Day first; month first only when the first number cannot be a month (03/20/2023).
  return (
    toIsoDate(year, second, first) ?? (first > 12 ? undefined : toIsoDate(year, first, second))
  );
}

function named(groups: Record<string, string | undefined>): string | undefined {
  const month = monthFromName(groups['month'] ?? '');
  return month === undefined
    ? undefined
    : toIsoDate(toYear(groups['year'] ?? ''), month, Number(groups['day']));
}

// Patterns run on folded text (lower case, no accents), so `März` is `marz` and `Août` `aout`.
const READERS: readonly Reader[] = [
  {
    pattern:
      /(?<![\d.])(?<year>(?:19|20|21)\d{2})[-/.](?<month>[01]?\d)[-/.](?<day>[0-3]?\d)(?![\d])/gu,
    read: (groups) =>
      toIsoDate(Number(groups['year']), Number(groups['month']), Number(groups['day'])),
  },
  {
    pattern:
      /(?<![\d.,/])(?<first>[0-3]?\d)(?<sep>[-/.])(?<second>[0-3]?\d)\k<sep>(?<year>(?:19|20|21)\d{2}|\d{2})(?![\d]|[.,]\d)/gu,
    read: numeric,
  },
  {
    // 5 March 2024, 5. Mai 2014, 5 de marzo de 2024, 02 Juillet 2015, 13 Sep, 2022, 5-mar-24
    pattern: new RegExp(
      `(?<![\\d\\p{L}])${DAY}\\.?[\\s-]*(?:de\\s+)?${MONTH}(?![\\p{L}])[\\s,-]*(?:de[l]?\\s+)?(?<year>(?:19|20|21)\\d{2}|\\d{2})(?!\\d)`,
      'gu',
    ),
    read: named,
  },
  {
    // March 5, 2024, Jan 1, 2022, August 3 , 2014, Oct31,2023; a till's scan with OCR's specks
    // after the month or the day (`Dec: 16, 2019`, `Sep 12,.2018`)
    pattern: new RegExp(
      `(?<month>${MONTH_NAME_PATTERN})[.:]?\\s*${DAY}\\s*(?:,|,?\\.)?\\s*${YEAR4}(?!\\d)`,
      'gu',
    ),
    read: named,
  },
];

const TIME_AFTER = /^,?\s*(?:um\s+|a las\s+|at\s+)?\d{1,2}:\d{2}/u;

/**
 * Every date written in a text, in order, as ISO dates: `31/12/2017`, `03/20/2023` (month first
 * only when the day is above 12), `2024-03-05`, `7. Mai 2014`, `5 de marzo de 2024`, `Jan 1,
 * 2022`, `11/5/23` (two-digit year 2023). Offsets refer to the text as given.
 */
export function findDates(text: string): DateMatch[] {
  // Folding keeps offsets for the characters dates are written with (accents fold in place).
  const folded = foldPreservingLength(text);
  const found: DateMatch[] = [];
  for (const reader of READERS) {
    for (const match of folded.matchAll(reader.pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && end > other.start)) {
        continue;
      }
      if (!isWordStart(text, start)) {
        continue;
      }
      const iso = reader.read(match.groups ?? {});
      if (iso !== undefined) {
        found.push({
          iso,
          start,
          end,
          text: text.slice(start, end),
          hasTime: TIME_AFTER.test(text.slice(end)),
        });
      }
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The ISO date a text is, or the first date it contains; undefined when it has none. */
export function parseDate(value: string): string | undefined {
  return findDates(value)[0]?.iso;
}

/**
 * A date starts a word, or a capital starts it right after lower case (`InvoicedateOct31,2023`,
 * text whose spaces were lost).
 */
function isWordStart(text: string, start: number): boolean {
  const previous = text.slice(0, start).at(-1) ?? ' ';
  const first = text.charAt(start);
  return !/\p{L}/u.test(previous) || (/\p{Ll}/u.test(previous) && /\p{Lu}/u.test(first));
}

/** Lower case without accents, one character for one character, so offsets stay valid. */
function foldPreservingLength(text: string): string {
  return [...text]
    .map((char) => {
      const folded = foldText(char);
      return folded.length === char.length
        ? folded
        : char.toLowerCase().length === char.length
          ? char.toLowerCase()
          : char;
    })
    .join('');
}
