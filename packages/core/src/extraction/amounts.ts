// Amounts to decimal numbers (invoices-dev README "amounts"; issue #6 "normalisation"): currency
// signs and spaces dropped; the last `,` or `.` followed by exactly two digits is the decimal
// mark and the other one groups thousands; `(12.00)` and a trailing `-` are negative.

import { findCurrencies } from './currencies';

const CURRENCY_SIGNS =
  /US\$|[€£$¥₹₽₺₩₪]|\b(?:Rs\.?|EUR|USD|GBP|CHF|INR|CAD|AUD|PLN|SEK|NOK|DKK|CZK|MXN|BRL|JPY)\b/giu;
// Separators that only ever group thousands: apostrophe (Swiss), no-break and thin spaces.
const GROUP_ONLY = /['’\u00A0\u202F\u2009]/gu;

/** Rounds to the cent, the precision amounts are compared with (never `-0`). */
export function toCents(value: number): number {
  return Math.round(value * 100) / 100 + 0;
}

/**
 * Reads the digits of one amount, separators included, with the README rule for which mark is
 * decimal. A single mark followed by exactly three digits groups thousands (`1.234`, `1,234`),
 * unless the integer part is `0` (`0.125`).
 */
function parseDigits(digits: string): number | undefined {
  const text = digits.replace(GROUP_ONLY, '').replace(/ (?=\d{3}\b)/gu, '');
  if (!/^\d[\d.,]*$/u.test(text) || /[.,]{2}/u.test(text) || /[.,]$/u.test(text)) {
    return undefined;
  }
  const marks = [...text.matchAll(/[.,]/gu)];
  if (marks.length === 0) {
    return Number(text);
  }
  const last = marks[marks.length - 1];
  if (last === undefined) {
    return undefined;
  }
  const lastMark = last[0];
  const after = text.slice(last.index + 1);
  const isOnlyKind = marks.every((mark) => mark[0] === lastMark);
  let decimalIndex: number | undefined = last.index;
  if (isOnlyKind && (marks.length > 1 || (after.length === 3 && !/^0[.,]/u.test(text)))) {
    decimalIndex = undefined;
  }
  const integer = (decimalIndex === undefined ? text : text.slice(0, decimalIndex)).replace(
    /[.,]/gu,
    '',
  );
  const fraction = decimalIndex === undefined ? '' : text.slice(decimalIndex + 1);
  // Groups of thousands are three digits each: `1.23.45` is not an amount.
  const groups = (decimalIndex === undefined ? text : text.slice(0, decimalIndex)).split(/[.,]/u);
  if (groups.length > 1 && groups.slice(1).some((group) => group.length !== 3)) {
    return undefined;
  }
  return Number(fraction === '' ? integer : `${integer}.${fraction}`);
}

/**
 * A written amount as a decimal number: `'1.234,56'`, `'1,234.56'`, `'1 234,56'`, `'€ 12'`,
 * `'(12.00)'` (negative), `'12.00-'` (negative), `'-USD 47.90'`. Undefined when the text is not
 * one amount.
 */
export function parseAmount(value: string): number | undefined {
  let text = value.normalize('NFKC').trim();
  let isNegative = false;
  if (/^\(.*\)$/u.test(text)) {
    isNegative = true;
    text = text.slice(1, -1);
  }
  text = text.replace(CURRENCY_SIGNS, ' ').trim();
  if (/^[-−–]/u.test(text)) {
    isNegative = !isNegative;
    text = text.slice(1).trim();
  } else if (/[-−–]$/u.test(text)) {
    isNegative = !isNegative;
    text = text.slice(0, -1).trim();
  }
  text = text.replace(CURRENCY_SIGNS, ' ').trim();
  if (text === '') {
    return undefined;
  }
  const number = parseDigits(text);
  if (number === undefined || !Number.isFinite(number)) {
    return undefined;
  }
  return toCents(isNegative ? -number : number);
}

/** An amount found inside a line of text. */
export type AmountMatch = {
  value: number;
  /** Offsets in the searched text, currency and sign included. */
  start: number;
  end: number;
  text: string;
  /** The ISO code of a currency written against it (`€ 12`, `12 EUR`). */
  currency?: string;
  /** Written with a decimal part (`12.00`): a money amount rather than a count. */
  hasDecimals: boolean;
  /** Followed by `%`: a rate, not an amount. */
  isPercent: boolean;
};

// One number: groups of three after a consistent separator (a plain space only before a decimal
// comma, so `2 100.00` stays two numbers), or plain digits; then an optional decimal part.
const NUMBER =
  /\d{1,3}(?:(?<sep>[.,'’\u00A0\u202F\u2009])\d{3})(?:\k<sep>\d{3})*(?:[.,]\d{1,3})?|\d{1,3}(?: \d{3})+,\d{2}(?!\d)|\d+(?:[.,]\d{1,3})?/gu;

/** Ranges of a text to leave out (dates, identifiers already read). */
export type TextRange = { start: number; end: number };

function isInside(start: number, end: number, ranges: readonly TextRange[]): boolean {
  return ranges.some((range) => start < range.end && end > range.start);
}

/**
 * The amounts written in a text, in order, each with its currency when one is written against
 * it. Numbers glued to letters (`INV0478`, `NL8104B01`), parts of dates or times (`03/20`,
 * `11:09`) and those inside `exclude` are not amounts.
 */
export function findAmounts(text: string, exclude: readonly TextRange[] = []): AmountMatch[] {
  const currencies = findCurrencies(text);
  const matches: AmountMatch[] = [];
  for (const match of text.matchAll(NUMBER)) {
    let start = match.index;
    let end = start + match[0].length;
    const before = text.slice(0, start);
    const after = text.slice(end);
    if (
      /[\p{L}\d_/:]$/u.test(before) &&
      !/(?:^|[^A-Za-z])(?:Rs|EUR|USD|GBP|CHF|INR)$/u.test(before)
    ) {
      continue;
    }
    if (
      /^[\p{L}\d_/:]/u.test(after) &&
      !/^(?:EUR|USD|GBP|CHF|INR)\b/u.test(after) &&
      !/^[a-z]{1,5}\b/u.test(after)
    ) {
      continue;
    }
    if (/^[.,]\d/u.test(after) || /\d[.,]$/u.test(before) || isInside(start, end, exclude)) {
      continue;
    }
    const isPercent = /^\s?%/u.test(after);
    let currency = currencies.find(
      (item) => item.end <= start && /^\s?-?\s?$/u.test(text.slice(item.end, start)),
    );
    currency ??= currencies.find(
      (item) => item.start >= end && /^\s?$/u.test(text.slice(end, item.start)),
    );
    if (currency !== undefined) {
      start = Math.min(start, currency.start);
      end = Math.max(end, currency.end);
    }
    // A sign counts when it stands alone: `40-42` is a range, `-12` and `(12)` are negative.
    const signBefore = /(?:^|[^\p{L}\d.,])([(\-−–])\s?$/u.exec(text.slice(0, start));
    const sign = signBefore?.[1];
    const signLength =
      signBefore === null || sign === undefined
        ? 0
        : signBefore[0].length - signBefore[0].indexOf(sign);
    let isNegative = false;
    if (sign === '(' && /^\s?\)/u.test(text.slice(end))) {
      isNegative = true;
      start -= signLength;
      end = text.indexOf(')', end) + 1;
    } else if (sign !== undefined && sign !== '(') {
      isNegative = true;
      start -= signLength;
    } else if (/^[-−–](?![\d\p{L}])/u.test(text.slice(end))) {
      isNegative = true;
      end += 1;
    }
    const number = parseDigits(match[0]);
    if (number === undefined) {
      continue;
    }
    const value = toCents(isNegative ? -number : number);
    const amount: AmountMatch = {
      value,
      start,
      end,
      text: text.slice(start, end),
      hasDecimals: /[.,]\d{1,2}$/u.test(match[0]),
      isPercent,
    };
    if (currency !== undefined) {
      amount.currency = currency.code;
    }
    matches.push(amount);
  }
  return matches;
}
