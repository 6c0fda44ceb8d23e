import { describe, expect, it } from 'vitest';

import { isCalendarDate, isKnownTimeZone, readPeriodRequest } from './period';

describe('readPeriodRequest', () => {
  it('shows the current month in UTC when nothing is asked', () => {
    expect(readPeriodRequest({})).toEqual({
      name: 'month',
      unit: 'month',
      bucket: 'day',
      timeZone: 'UTC',
      date: undefined,
    });
  });

  it('steps a day by the hour, a week and a month by the day, a year by the month', () => {
    const steps = (['today', 'week', 'month', 'year'] as const).map(
      (period) => readPeriodRequest({ period }).bucket,
    );
    expect(steps).toEqual(['hour', 'day', 'day', 'month']);
  });

  it('refuses a zone no one has and a day no calendar has, naming the field', () => {
    const failure = (query: Parameters<typeof readPeriodRequest>[0]) => {
      try {
        readPeriodRequest(query);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(failure({ timeZone: 'Mars/Olympus_Mons' })).toMatchObject({
      code: 'BAD_REQUEST',
      detail: { field: 'timeZone', reason: 'unknown_time_zone' },
    });
    expect(failure({ date: '2025-02-29' })).toMatchObject({
      code: 'BAD_REQUEST',
      detail: { field: 'date', reason: 'invalid_date' },
    });
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA names and refuses POSIX rules, whose signs PostgreSQL reads backwards', () => {
    expect(isKnownTimeZone('Europe/Madrid')).toBe(true);
    expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isKnownTimeZone('XYZ+5')).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it('takes real days only, leap days in leap years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('0099-01-01')).toBe(false);
  });
});
