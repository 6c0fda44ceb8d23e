import { describe, expect, it } from 'vitest';

import { findDates, parseDate } from './dates';

describe('parseDate', () => {
  it('reads nn/nn/yyyy day first, month first only when the day is above 12 (README "dates")', () => {
    expect(parseDate('05/03/2024')).toBe('2024-03-05');
    expect(parseDate('31/12/2017')).toBe('2017-12-31');
    expect(parseDate('03/20/2023')).toBe('2023-03-20');
    expect(parseDate('20-10-2015')).toBe('2015-10-20');
    expect(parseDate('04.07.2023')).toBe('2023-07-04');
    expect(parseDate('8-9-2022')).toBe('2022-09-08');
  });

  it('reads two-digit years as 20yy (README "dates")', () => {
    expect(parseDate('11/5/23')).toBe('2023-05-11');
    expect(parseDate('21.05.14')).toBe('2014-05-21');
  });

  it('reads ISO dates', () => {
    expect(parseDate('2024-03-05')).toBe('2024-03-05');
    expect(parseDate('Issued on: 2022-09-27, Pcim')).toBe('2022-09-27');
  });

  it('reads month names in Spanish, English, German, French and Dutch', () => {
    expect(parseDate('5 March 2024')).toBe('2024-03-05');
    expect(parseDate('5 de marzo de 2024')).toBe('2024-03-05');
    expect(parseDate('12 de septiembre del 2023')).toBe('2023-09-12');
    expect(parseDate('3 März 2024')).toBe('2024-03-03');
    expect(parseDate('7. Mai 2014')).toBe('2014-05-07');
    expect(parseDate('2 mars 2024')).toBe('2024-03-02');
    expect(parseDate('02 Juillet 2015')).toBe('2015-07-02');
    expect(parseDate('1er août 2021')).toBe('2021-08-01');
    expect(parseDate('19 april 2014')).toBe('2014-04-19');
    expect(parseDate('29 maart 2014')).toBe('2014-03-29');
    expect(parseDate('15-ene-24')).toBe('2024-01-15');
  });

  it('reads English month-first dates, spaces or none', () => {
    expect(parseDate('August 3 , 2014')).toBe('2014-08-03');
    expect(parseDate('Jan 1, 2022')).toBe('2022-01-01');
    expect(parseDate('InvoicedateOct31,2023')).toBe('2023-10-31');
    expect(parseDate('13 Sep, 2022')).toBe('2022-09-13');
  });

  it("reads a till's month-first date through OCR's specks after the month or the day", () => {
    expect(parseDate('Sep 12,.2018 08:18')).toBe('2018-09-12');
    expect(parseDate('Dec: 16, 2019 08:54')).toBe('2019-12-16');
    expect(parseDate('Mar 5. 2024')).toBe('2024-03-05');
  });

  it('refuses impossible days and non-dates', () => {
    expect(parseDate('31/04/2024')).toBeUndefined();
    expect(parseDate('3/64, Vishwas Khand')).toBeUndefined();
    expect(parseDate('1,234.56')).toBeUndefined();
    expect(parseDate('version 2.0.15')).toBeUndefined();
  });
});

describe('findDates', () => {
  it('finds each date of a range and flags print stamps followed by a time', () => {
    expect(findDates('01.05.14-31.05.14').map((date) => date.iso)).toEqual([
      '2014-05-01',
      '2014-05-31',
    ]);
    const [stamp] = findDates('23.06.23, 11:09 Invoice');
    expect(stamp?.hasTime).toBe(true);
    expect(findDates('Fecha: 5 de marzo de 2024')[0]).toMatchObject({
      start: 7,
      text: '5 de marzo de 2024',
    });
  });
});
