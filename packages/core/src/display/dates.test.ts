import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { formatDate } from './dates';

describe('formatDate', () => {
  it('shows day/month/year, zero-padded (SPEC §3)', () => {
    expect(formatDate(new Date(2024, 0, 31))).toBe('31/01/2024');
    expect(formatDate(new Date(2024, 2, 5, 23, 59))).toBe('05/03/2024');
  });

  it('accepts an ISO date-time string', () => {
    expect(formatDate('2024-01-31T15:30:00')).toBe('31/01/2024');
    expect(formatDate('2024-01-31T15:30')).toBe('31/01/2024');
    expect(formatDate('2024-01-31 15:30:00')).toBe('31/01/2024');
  });

  it('accepts an ISO date-only string', () => {
    expect(formatDate('2024-01-31')).toBe('31/01/2024');
    expect(formatDate('0999-12-01')).toBe('01/12/0999');
  });

  it('yields nothing for an invalid, impossible or missing date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('31/01/2024')).toBe('');
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDate('2024-04-31T10:00:00Z')).toBe('');
    expect(formatDate('2024-13-01')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  describe('time zones', () => {
    let previous: string | undefined;
    beforeEach(() => {
      previous = process.env['TZ'];
    });
    afterEach(() => {
      if (previous === undefined) {
        delete process.env['TZ'];
      } else {
        process.env['TZ'] = previous;
      }
    });

    it('shows a moment on the user’s local calendar: 23:30Z on 31 January is 1 February in Madrid', () => {
      process.env['TZ'] = 'Europe/Madrid';

      expect(formatDate('2024-01-31T23:30:00Z')).toBe('01/02/2024');
      expect(formatDate(new Date('2024-01-31T23:30:00Z'))).toBe('01/02/2024');
      expect(formatDate('2024-01-31T23:30:00.123456+00:00')).toBe('01/02/2024');
    });

    it('shows a moment on the user’s local calendar west of Greenwich too', () => {
      process.env['TZ'] = 'America/Mexico_City';

      expect(formatDate('2024-02-01T03:00:00Z')).toBe('31/01/2024');
    });

    it('shows a date-only string as written, whatever the time zone', () => {
      process.env['TZ'] = 'America/Mexico_City';
      expect(formatDate('2024-01-31')).toBe('31/01/2024');

      process.env['TZ'] = 'Pacific/Kiritimati';
      expect(formatDate('2024-01-31')).toBe('31/01/2024');
    });
  });
});
