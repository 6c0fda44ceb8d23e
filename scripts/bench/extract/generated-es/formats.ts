// How Spanish-language invoices write amounts, dates and numbers, in their several spellings.

import { SPANISH_MONTHS } from '../../spanish-months.ts';

/** Thousands and decimal marks: `1.234,56` (Spain, Argentina), `1,234.56` (Mexico), none. */
export type AmountStyle = 'dot-comma' | 'comma-dot' | 'plain-comma' | 'integer-dot';

/** An amount written in a style; `integer-dot` (Chilean pesos) has no decimals. */
export function formatAmount(value: number, style: AmountStyle): string {
  const negative = value < 0 ? '-' : '';
  const [integer = '0', decimals = '00'] = Math.abs(value).toFixed(2).split('.');
  const group = (mark: string): string => integer.replace(/\B(?=(\d{3})+(?!\d))/gu, mark);
  switch (style) {
    case 'dot-comma':
      return `${negative}${group('.')},${decimals}`;
    case 'comma-dot':
      return `${negative}${group(',')}.${decimals}`;
    case 'plain-comma':
      return `${negative}${integer},${decimals}`;
    case 'integer-dot':
      return `${negative}${Math.round(Math.abs(value))
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/gu, '.')}`;
  }
}

/** A date as the invoices write it. */
export type DateStyle = 'dd/mm/yyyy' | 'dd-mm-yyyy' | 'dd.mm.yyyy' | 'words' | 'words-del' | 'iso';

/** `date` is `YYYY-MM-DD`. */
export function formatDate(date: string, style: DateStyle): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const monthName = SPANISH_MONTHS[Number(month) - 1] ?? '';
  switch (style) {
    case 'dd/mm/yyyy':
      return `${day}/${month}/${year}`;
    case 'dd-mm-yyyy':
      return `${day}-${month}-${year}`;
    case 'dd.mm.yyyy':
      return `${day}.${month}.${year}`;
    case 'words':
      return `${Number(day)} de ${monthName} de ${year}`;
    case 'words-del':
      return `${Number(day)} de ${monthName.charAt(0).toUpperCase()}${monthName.slice(1)} del ${year}`;
    case 'iso':
      return date;
  }
}

/** `YYYY-MM-DD` `days` after `date`. */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T12:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** `n` written with `width` digits. */
export function padded(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
