import { findDates, toIsoDate } from '@folio/core';

// Dates as sheets write them in text cells. `03/04/2024` is day first (Spanish and most of the
// world) unless another value of the same column shows month first (`03/20/2024`).

const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/u;
// What may follow a date in the same cell: a time of day.
const TIME = /^(?:[T\s,]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/u;

/** True when a column's numeric dates show month first: some second number is above 12. */
export function isMonthFirst(texts: readonly string[]): boolean {
  let monthFirst = false;
  for (const text of texts) {
    const match = NUMERIC.exec(text.trim());
    if (match) {
      const [first, second] = [Number(match[1]), Number(match[2])];
      if (first > 12 && second <= 12) {
        return false;
      }
      monthFirst ||= second > 12 && first <= 12;
    }
  }
  return monthFirst;
}

/** The ISO date a cell's text is (a date, perhaps with a time, and nothing else), or undefined. */
export function parseCellDate(text: string, monthFirst: boolean): string | undefined {
  const trimmed = text.trim();
  const numeric = NUMERIC.exec(trimmed);
  if (numeric) {
    const [first, second, written] = [Number(numeric[1]), Number(numeric[2]), numeric[3] ?? ''];
    const year = written.length === 2 ? 2000 + Number(written) : Number(written);
    return monthFirst ? toIsoDate(year, first, second) : toIsoDate(year, second, first);
  }
  const [date] = findDates(trimmed);
  return date !== undefined && date.start === 0 && TIME.test(trimmed.slice(date.end))
    ? date.iso
    : undefined;
}
