// Numbers written with more decimals than cents, as e-invoice viewers print prices and quantities
// (`5,5000`, `1.730,0000`, `25.0000 KGM`, `0.025 €` a litre): the amount finder reads two decimals
// (a group of three after a separator is a thousands group), so a table cell reads these itself.
// Four digits or more after the last separator cannot be a thousands group, nor three after a
// lone `0`: the separator is the decimal one.
import type { AmountMatch } from '@folio/core';

const LONG_DECIMAL =
  /(?<![\d.,'])(?:(?:\d{1,3}(?:[.,' ]\d{3})*|\d+)[.,]\d{4,6}|0[.,]\d{3})(?![\d.,])/gu;

/** The numbers with more decimals than cents in `text`, their group separators other than the decimal one. */
export function findLongDecimals(text: string): AmountMatch[] {
  const found: AmountMatch[] = [];
  for (const match of text.matchAll(LONG_DECIMAL)) {
    const whole = match[0];
    const mark = Math.max(whole.lastIndexOf('.'), whole.lastIndexOf(','));
    const integer = whole.slice(0, mark);
    // `1.234.5678`: the decimal mark cannot group thousands too.
    if (integer.includes(whole.charAt(mark))) {
      continue;
    }
    const value = Number(`${integer.replace(/[.,' ]/gu, '')}.${whole.slice(mark + 1)}`);
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
