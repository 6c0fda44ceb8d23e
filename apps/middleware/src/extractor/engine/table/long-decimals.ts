// Numbers written with four decimals or more, as e-invoice viewers print prices and quantities
// (`5,5000`, `1.730,0000`, `25.0000 KGM`): the amount finder reads two decimals (a group of three
// after a separator is a thousands group), so a table cell reads these itself. Four digits or
// more after the last separator cannot be a thousands group: the separator is the decimal one.
import type { AmountMatch } from '@folio/core';

const LONG_DECIMAL = /(?<![\d.,'])(\d{1,3}(?:([.,' ])\d{3})*|\d+)([.,])(\d{4,6})(?![\d.,])/gu;

/** The numbers with four to six decimals in `text`, their group separators other than the decimal one. */
export function findLongDecimals(text: string): AmountMatch[] {
  const found: AmountMatch[] = [];
  for (const match of text.matchAll(LONG_DECIMAL)) {
    const [whole, integer = '', group, decimal, decimals = ''] = match;
    if (group !== undefined && group === decimal) {
      continue;
    }
    const value = Number(`${integer.replace(/[.,' ]/gu, '')}.${decimals}`);
    const start = match.index;
    found.push({
      value,
      start,
      end: start + whole.length,
      text: whole,
      hasDecimals: true,
      isPercent: /^\s*%/u.test(text.slice(start + whole.length)),
    });
  }
  return found;
}
