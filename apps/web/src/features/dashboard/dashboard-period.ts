// The period the dashboard shows, as the URL keeps it (`?period=week&date=2025-03-14`, so a link or
// a reload shows the same period), and how periods and their steps are written for people.
import { languageTag } from '@folio/core';

import type { Dashboard, DashboardPeriodName } from '@folio/sdk';

/** The periods of the filter, in its order (SPEC §1: today, week, month, year). */
export const PERIODS: readonly DashboardPeriodName[] = ['today', 'week', 'month', 'year'];

/** The period shown when the URL names none. */
export const DEFAULT_PERIOD: DashboardPeriodName = 'month';

const isPeriod = (value: string | null): value is DashboardPeriodName =>
  PERIODS.includes(value as DashboardPeriodName);

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The period and day the URL asks for; anything unreadable is left to the defaults. */
export function readPeriodParams(params: URLSearchParams): {
  period: DashboardPeriodName;
  date: string | undefined;
} {
  const period = params.get('period');
  const date = params.get('date');
  return {
    period: isPeriod(period) ? period : DEFAULT_PERIOD,
    date: date !== null && LOCAL_DATE.test(date) ? date : undefined,
  };
}

/** The browser's IANA time zone, where the user's days start; UTC when it says none. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date `YYYY-MM-DD` moved by whole days, months or years (the 31st becomes the last). */
function moveDate(date: string, { days = 0, months = 0 }: { days?: number; months?: number }) {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay) + days);
  return `${target.getUTCFullYear()}-${pad(target.getUTCMonth() + 1)}-${pad(target.getUTCDate())}`;
}

/** A day of the period before (`-1`) or after (`1`) the one `date` is in. */
export function shiftDate(date: string, period: DashboardPeriodName, by: -1 | 1): string {
  switch (period) {
    case 'today':
      return moveDate(date, { days: by });
    case 'week':
      return moveDate(date, { days: 7 * by });
    case 'month':
      return moveDate(date, { months: by });
    case 'year':
      return moveDate(date, { months: 12 * by });
  }
}

/** True while the period has not ended: there is no later one to show yet. */
export function isCurrentOrLater(period: Dashboard['period'], now = Date.now()): boolean {
  return Date.parse(period.end) > now;
}

/** The period as a person names it: "Friday, 14 March 2025", "24–30 Mar 2025", "March 2025". */
export function periodLabel(period: Dashboard['period'], language: string): string {
  const locale = languageTag(language);
  const timeZone = period.time_zone;
  const start = new Date(period.start);
  switch (period.name) {
    case 'today':
      return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(start);
    case 'week': {
      const last = new Date(Date.parse(period.end) - 1);
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).formatRange(
        start,
        last,
      );
    }
    case 'month':
      return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone }).format(
        start,
      );
    case 'year':
      return new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone }).format(start);
  }
}

/** A step's local start (`YYYY-MM-DDTHH:mm`) as a wall-clock instant, read in UTC. */
function wallClock(start: string): Date {
  const [date = '', time = '00:00'] = start.split('T');
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

const STEP_FORMATS = {
  short: {
    hour: { hour: '2-digit', minute: '2-digit' },
    day: { day: 'numeric', month: 'short' },
    month: { month: 'short' },
  },
  long: {
    hour: { hour: '2-digit', minute: '2-digit' },
    day: { weekday: 'long', day: 'numeric', month: 'long' },
    month: { month: 'long', year: 'numeric' },
  },
} as const satisfies Record<string, Record<string, Intl.DateTimeFormatOptions>>;

/** A step of the series as the chart's axis (`short`) or the table (`long`) writes it. */
export function stepLabel(
  start: string,
  unit: Dashboard['period']['bucket'],
  language: string,
  length: keyof typeof STEP_FORMATS = 'short',
): string {
  return new Intl.DateTimeFormat(languageTag(language), {
    ...STEP_FORMATS[length][unit],
    timeZone: 'UTC',
  }).format(wallClock(start));
}
