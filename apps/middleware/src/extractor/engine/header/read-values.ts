// Type-aware readers: what a value site holds for an identifier, a date, an amount, a tax id, a
// currency or a piece of text.
import {
  type AmountMatch,
  cleanIdentifier,
  findAmounts,
  findCurrencies,
  findDates,
  normaliseCurrency,
} from '@folio/core';

import { boxOfSpan } from '../document-lines';
import type { ValueSite } from '../labels/value-sites';
import type { SourceBox } from '../types';
import { localPesoAt } from './currency-country';
import { isTaxIdShaped } from './tax-id-shapes';
import { isInsideVatId } from './vat-id-digits';

/** A value read from a site, with the span it came from. */
export type ReadValue<T> = { value: T; text: string; source: SourceBox };

function sourceOf(site: ValueSite, start: number, end: number): SourceBox {
  return { page: site.line.page, box: boxOfSpan(site.line, site.start + start, site.start + end) };
}

const ID_TOKEN = /^[#:]?[\p{L}\d][\p{L}\d_./\-–]*$/u;
// Words that end an identifier: a date or a range follows (`Serie A del 1 al 10000`, a CAE's).
const STOP_WORDS = /^(du|del|de|vom|from|of|dated?|fecha|datum|le|op|am|al|hasta)$/iu;

/** An identifier: leading tokens holding digits (`INV/2023/03/0008`, `76253815 0004`). */
export function readIdentifier(site: ValueSite): ReadValue<string> | undefined {
  const tokens = [...site.text.matchAll(/\S+/gu)];
  const kept: RegExpMatchArray[] = [];
  for (const token of tokens) {
    const word = token[0]
      .replace(/[,;]$/u, '')
      .replace(kept.length === 0 ? /^[°º:#]+/u : /^$/u, '');
    if (kept.length === 0 && /^(#|:|°|º|n[º°o]\.?|no\.?|nr\.?|-|–|—)?$/iu.test(word)) {
      continue;
    }
    if (STOP_WORDS.test(word) || !ID_TOKEN.test(word) || (kept.length > 0 && !/\d/u.test(word))) {
      break;
    }
    kept.push(token);
    if (kept.length >= 3) {
      break;
    }
  }
  const first = kept[0];
  const last = kept[kept.length - 1];
  if (first === undefined || last === undefined) {
    return undefined;
  }
  const start = (first.index ?? 0) + (/^[°º:#]+/u.exec(first[0])?.[0].length ?? 0);
  const end = (last.index ?? 0) + last[0].length;
  const text = cleanIdentifier(site.text.slice(start, end).replace(/[,;]$/u, ''));
  const digits = text.replace(/\D/gu, '').length;
  const whole = findDates(text)[0];
  if (
    digits === 0 ||
    text.length < 3 ||
    (whole !== undefined && whole.text.length >= text.length - 1)
  ) {
    return undefined;
  }
  if (/^\d{1,3}([.,]\d{2})?$/u.test(text) || /%$/u.test(text)) {
    return undefined;
  }
  return { value: text, text, source: sourceOf(site, start, end) };
}

/**
 * A number of three digits alone on the label's row (`Invoice no: 391`): a sole trader's
 * running number, which `readIdentifier` leaves to quantities and amounts everywhere else.
 */
export function readShortNumber(site: ValueSite): ReadValue<string> | undefined {
  const match = /^([#:°º]\s*)?(\d{3})$/u.exec(site.text);
  if (match === null || (site.kind !== 'inline' && site.kind !== 'right')) {
    return undefined;
  }
  const start = match[1]?.length ?? 0;
  const value = match[2] ?? '';
  return { value, text: value, source: sourceOf(site, start, start + value.length) };
}

/** The first date of a site, ISO. */
export function readDate(site: ValueSite): (ReadValue<string> & { hasTime: boolean }) | undefined {
  const date = findDates(site.text)[0];
  if (date === undefined) {
    return undefined;
  }
  return {
    value: date.iso,
    text: date.text,
    source: sourceOf(site, date.start, date.end),
    hasTime: date.hasTime,
  };
}

// Digit groups joined by dashes (`30-71816550-9`, `0001-00005236`): an id, never an amount.
const DASHED_DIGITS = /^\d+(?:[-–]\d+){1,3}$/u;

/** Whether the amount is part of an identifier written around it (a CUIT, a voucher number). */
function insideIdentifier(text: string, amount: AmountMatch): boolean {
  const before = /\S*$/u.exec(text.slice(0, amount.start))?.[0] ?? '';
  const after = /^\S*/u.exec(text.slice(amount.end))?.[0] ?? '';
  const token = `${before}${text.slice(amount.start, amount.end)}${after}`.replace(
    /^[^\p{L}\d]+|[^\p{L}\d]+$/gu,
    '',
  );
  return DASHED_DIGITS.test(token) || isTaxIdShaped(token) || isInsideVatId(text, amount);
}

// A count of days, weeks or months (`Cta. Cte. 30 días`, `net 30 days`, `14 Tage`): a term, never
// an amount.
const DURATION_AFTER =
  /^\s*(?:dias?|días?|days?|tagen?|jours?|semanas?|weeks?|wochen|semaines?|meses|mes|months?|monate?|mois)\b/iu;

/** The money amounts of a site: no rates, no terms, no numbers inside dates or identifiers. */
export function readAmounts(site: ValueSite): (ReadValue<number> & { match: AmountMatch })[] {
  const dates = findDates(site.text);
  return findAmounts(site.text, dates)
    .filter(
      (amount) =>
        !amount.isPercent &&
        !insideIdentifier(site.text, amount) &&
        !DURATION_AFTER.test(site.text.slice(amount.end)),
    )
    .map((amount) => ({
      value: amount.value,
      text: amount.text,
      source: sourceOf(site, amount.start, amount.end),
      match: amount,
    }));
}

/** A tax id: letters and digits, at least five digits (`NL810433941B01`, `DE 232 446 240`, `B12345678`). */
export function readTaxId(site: ValueSite): ReadValue<string> | undefined {
  const match = /[A-Z]{0,3}[\s-]?[A-Z0-9][A-Z0-9 .-]{4,18}[A-Z0-9]/u.exec(site.text);
  if (match === null || match[0].replace(/\D/gu, '').length < 5) {
    return undefined;
  }
  const text = match[0].trim();
  return { value: text, text, source: sourceOf(site, match.index, match.index + match[0].length) };
}

/** A currency code from a site (`USD`, `€`, `euros`). */
export function readCurrency(site: ValueSite): ReadValue<string> | undefined {
  const first = site.text.split(/\s+/u)[0] ?? '';
  const found = findCurrencies(site.text)[0];
  const code =
    normaliseCurrency(first) ??
    (found === undefined ? undefined : (localPesoAt(site.text, found.start) ?? found.code));
  return code === undefined
    ? undefined
    : { value: code, text: first, source: sourceOf(site, 0, first.length) };
}

/** A piece of text: the site's text up to a wide gap (its line). */
export function readText(site: ValueSite): ReadValue<string> | undefined {
  const text = site.text.trim();
  if (text === '' || !/[\p{L}\d]/u.test(text)) {
    return undefined;
  }
  return { value: text, text, source: sourceOf(site, 0, site.text.length) };
}
