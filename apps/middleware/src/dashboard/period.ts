// A dashboard period (SPEC §1 "dashboard with period filters": today, week, month, year) as the
// queries need it: a calendar unit in the user's time zone, anchored on a local day. The
// boundaries themselves are computed by PostgreSQL (`AT TIME ZONE`, period.queries.ts), which
// knows every zone's daylight-saving rules; this module only checks what the caller sent.
import { AppError } from '@folio/core';

/** The periods of the filter. */
export type PeriodName = 'today' | 'week' | 'month' | 'year';

/** One step of a period's series: hours of a day, days of a week or month, months of a year. */
export type BucketUnit = 'hour' | 'day' | 'month';

/** What a period is made of: its calendar unit (`date_trunc`) and its series' step. */
type PeriodShape = { unit: 'day' | 'week' | 'month' | 'year'; bucket: BucketUnit };

const SHAPES: Record<PeriodName, PeriodShape> = {
  today: { unit: 'day', bucket: 'hour' },
  // PostgreSQL's weeks start on Monday (ISO 8601), as a European business week does.
  week: { unit: 'week', bucket: 'day' },
  month: { unit: 'month', bucket: 'day' },
  year: { unit: 'year', bucket: 'month' },
};

/** A checked period request: the zone is one the runtime knows, the day a real date. */
export type PeriodRequest = {
  name: PeriodName;
  unit: PeriodShape['unit'];
  bucket: BucketUnit;
  timeZone: string;
  /** The local day (`YYYY-MM-DD`) whose period is shown; undefined for today in `timeZone`. */
  date: string | undefined;
};

const badRequest = (field: 'timeZone' | 'date', reason: string, value: string) =>
  new AppError('BAD_REQUEST', {
    message: `${field} ${value}: ${reason}`,
    detail: { in: 'querystring', field, reason },
  });

/** BAD_REQUEST for a time zone the database does not know (its own check, after ours). */
export const unknownTimeZone = (timeZone: string) =>
  badRequest('timeZone', 'unknown_time_zone', timeZone);

/**
 * True for an IANA zone name (`Europe/Madrid`, `UTC`). The contract's pattern keeps the shape;
 * this refuses names no zone has, and PostgreSQL's POSIX-style specs (`XYZ+5`), which it would
 * otherwise accept and read with the opposite sign of ISO 8601.
 */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** True for a real calendar date `YYYY-MM-DD` between the years 1900 and 9999. */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) {
    return false;
  }
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1900) {
    return false;
  }
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
  );
}

/** Checks the query of getDashboard; BAD_REQUEST names the field that failed. */
export function readPeriodRequest(query: {
  period?: PeriodName | undefined;
  timeZone?: string | undefined;
  date?: string | undefined;
}): PeriodRequest {
  const name = query.period ?? 'month';
  const timeZone = query.timeZone ?? 'UTC';
  if (!isKnownTimeZone(timeZone)) {
    throw unknownTimeZone(timeZone);
  }
  if (query.date !== undefined && !isCalendarDate(query.date)) {
    throw badRequest('date', 'invalid_date', query.date);
  }
  return { name, ...SHAPES[name], timeZone, date: query.date };
}
