import { describe, expect, it } from 'vitest';

import { isMonthFirst, parseCellDate } from './cell-dates';
import { decimalMarkOf, parseCellNumber } from './cell-numbers';

describe('numbers written in cells', () => {
  it.each([
    ['1.234,56', undefined, 1234.56],
    ['1,234.56', undefined, 1234.56],
    ['12,5', undefined, 12.5],
    ['€ 1.200', undefined, 1200],
    ['1.200 €', undefined, 1200],
    ['(300,00)', undefined, -300],
    ['-45', undefined, -45],
    ['45-', undefined, -45],
    ['21 %', undefined, 21],
    ['1 234 567', undefined, 1234567],
    // The column's mark decides a lone mark before three digits.
    ['1.234', undefined, 1234],
    ['1.234', '.', 1.234],
    ['1,234', ',', 1.234],
  ] as const)('%s (column mark %s) is %d', (text, mark, value) => {
    expect(parseCellNumber(text, mark)?.value).toBe(value);
  });

  it.each(['12 cajas', '1.2.3', 'A-12', '12/03/2024', '', '1,23,4'])(
    '%s is not a number',
    (text) => {
      expect(parseCellNumber(text)).toBeUndefined();
    },
  );

  it('takes the decimal mark a column agrees on', () => {
    expect(decimalMarkOf(['1.234', '12,5', '7,25'])).toBe(',');
    expect(decimalMarkOf(['1,234', '12.5'])).toBe('.');
    expect(decimalMarkOf(['1.234', '2.500'])).toBeUndefined();
  });
});

describe('dates written in cells', () => {
  it.each([
    ['31/12/2024', '2024-12-31'],
    ['05/03/2024', '2024-03-05'],
    ['5-3-24', '2024-03-05'],
    ['2024-03-05', '2024-03-05'],
    ['5 de marzo de 2024', '2024-03-05'],
    ['March 5, 2024', '2024-03-05'],
    ['05-mar-2024', '2024-03-05'],
    ['2024-03-05 10:30', '2024-03-05'],
  ])('%s is %s', (text, iso) => {
    expect(parseCellDate(text, false)).toBe(iso);
  });

  it('reads a column month first when one of its dates shows it', () => {
    expect(isMonthFirst(['03/04/2024', '03/20/2024'])).toBe(true);
    expect(isMonthFirst(['03/04/2024', '20/03/2024'])).toBe(false);
    expect(parseCellDate('03/04/2024', true)).toBe('2024-03-04');
  });

  it.each(['Pagada el 5 de marzo de 2024', '31/02/2024', 'marzo', '2024'])(
    '%s is not a date',
    (text) => {
      expect(parseCellDate(text, false)).toBeUndefined();
    },
  );
});
