const CANDIDATES = [',', ';', '\t', '|'] as const;
const SAMPLE_LINES = 20;

/** The field separator of a CSV: the candidate that splits the first lines most consistently. */
export function detectDelimiter(text: string): string {
  const lines = text
    .split(/\r?\n/u)
    .filter((line) => line.trim() !== '')
    .slice(0, SAMPLE_LINES);
  let best: string = ',';
  let bestScore = 0;
  for (const candidate of CANDIDATES) {
    const counts = lines.map((line) => countOutsideQuotes(line, candidate));
    const first = counts[0] ?? 0;
    if (first === 0) {
      continue;
    }
    const score = counts.filter((count) => count === first).length * 1000 + first;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let isQuoted = false;
  for (const char of line) {
    if (char === '"') {
      isQuoted = !isQuoted;
    } else if (char === delimiter && !isQuoted) {
      count += 1;
    }
  }
  return count;
}

const DOT_DECIMAL = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/u;
const COMMA_DECIMAL = /^-?(\d+|\d{1,3}(\.\d{3})+)(,\d+)?$/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;
// Day first, as in Spain and most of Europe (invoices-dev README: nn/nn/yyyy is day first).
const DAY_FIRST_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/u;

/**
 * Types one CSV field: numbers (with a decimal comma when the separator is `;`, as European
 * spreadsheets export them), ISO and day-first dates, booleans; identifiers with leading zeros
 * and everything else stay strings.
 */
export function parseCsvField(
  raw: unknown,
  delimiter: string,
): string | number | boolean | Date | null {
  if (typeof raw !== 'string') {
    return null;
  }
  const value = raw.trim();
  if (value === '') {
    return null;
  }
  if (/^-?0\d/u.test(value)) {
    return raw;
  }
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false') {
    return lower === 'true';
  }
  const isCommaDecimal = delimiter === ';';
  if (isCommaDecimal ? COMMA_DECIMAL.test(value) : DOT_DECIMAL.test(value)) {
    const normalised = isCommaDecimal
      ? value.replace(/\./gu, '').replace(',', '.')
      : value.replace(/,/gu, '');
    return Number(normalised);
  }
  return parseDate(value) ?? raw;
}

function parseDate(value: string): Date | undefined {
  const iso = ISO_DATE.exec(value);
  const dayFirst = iso ? undefined : DAY_FIRST_DATE.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map(Number)
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]].map(Number)
      : [];
  if (year === undefined || month === undefined || day === undefined) {
    return undefined;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? date : undefined;
}
