import type { TableValue } from './table-values';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/u;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/u;

const cellOf = (value: TableValue): string => {
  if (value === null) {
    return '';
  }
  if (typeof value !== 'string') {
    return String(value);
  }
  // The rows come from the user's own workbook, but a cell must stay a value when opened.
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * An answer's rows as CSV (RFC 4180: commas, CRLF, quotes doubled), headings first, numbers with
 * a dot, preceded by a byte-order mark so spreadsheets read it as UTF-8 (accents in 'Categoría').
 */
export function answerCsv(columns: readonly string[], rows: readonly (readonly TableValue[])[]) {
  const lines = [columns, ...rows].map((row) => row.map(cellOf).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
