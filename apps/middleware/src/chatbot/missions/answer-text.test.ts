import { describe, expect, it } from 'vitest';

import { fill, formatAmount, formatDate, quoted, table } from './answer-text';

describe('answer text helpers', () => {
  it('fills templates and leaves unknown marks', () => {
    expect(fill('{a} y {b}', { a: 1 })).toBe('1 y {b}');
  });

  it('quotes on one line in each language’s marks, cut when long', () => {
    expect(quoted('Total:\n  1.210,00', 'es')).toBe('«Total: 1.210,00»');
    expect(quoted('x'.repeat(300), 'en')).toHaveLength(202);
  });

  it('writes amounts and dates as each language does', () => {
    expect(formatAmount(1210, 'es')).toBe('1.210,00');
    expect(formatAmount(1210, 'en')).toBe('1,210.00');
    expect(formatDate('2025-02-28', 'es')).toBe('28 de febrero de 2025');
    expect(formatDate('2025-02-28', 'en')).toBe('28 February 2025');
  });

  it('writes a Markdown table with its bars escaped', () => {
    expect(table(['A', 'B'], [['x|y', '1']])).toBe('| A | B |\n|---|---|\n| x\\|y | 1 |');
  });
});
