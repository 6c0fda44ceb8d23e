// A calendar date with no time: '2024-01-31'.
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// An ISO 8601 date and time, 'T' or a space between them, an optional zone: what servers and
// databases send ('2024-01-31T15:30:00Z', '2024-01-31 15:30:00.123+01:00').
const DATE_TIME =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

const dayMonthYear = (day: number, month: number, year: number): string =>
  `${pad(day)}/${pad(month)}/${pad(year, 4)}`;

/**
 * A date as day/month/year, zero-padded (SPEC §3 "dates show as day/month/year"): '31/01/2024',
 * in both languages. Accepts a `Date` or an ISO 8601 string; anything else, or an impossible date,
 * yields ''.
 *
 * Which day: a moment (a `Date`, or a string with a time) shows the day it was on the user's own
 * calendar, in local time: a file uploaded in Madrid at 00:30 on 1 February is stored as
 * 2024-01-31T23:30Z, and the user expects 01/02/2024. A date-only string ('2024-01-31', such as an
 * invoice date read from a document) is a calendar day, not a moment, and is shown as written:
 * read as UTC midnight it would show the day before anywhere west of Greenwich.
 */
export function formatDate(value: Date | string | null | undefined): string {
  if (value instanceof Date) {
    return formatLocal(value);
  }
  if (typeof value !== 'string') {
    return '';
  }
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly !== null) {
    const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
    const check = new Date(Date.UTC(year, month - 1, day));
    const isReal = check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
    return isReal ? dayMonthYear(day, month, year) : '';
  }
  if (!DATE_TIME.test(text) || !isRealCalendarDay(text)) {
    return '';
  }
  return formatLocal(new Date(text.replace(' ', 'T')));
}

/** True when the date part of an ISO string names a day that exists (no 31 April). */
function isRealCalendarDay(text: string): boolean {
  return formatDate(text.slice(0, 10)) !== '';
}

function formatLocal(date: Date): string {
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return dayMonthYear(date.getDate(), date.getMonth() + 1, date.getFullYear());
}
