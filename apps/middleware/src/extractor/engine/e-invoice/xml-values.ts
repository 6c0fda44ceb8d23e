// Value readers shared by the CII and UBL readers: dates, decimals, and dropping what is absent.

/** CII dates are `yyyymmdd` (format 102); ISO text is accepted too. */
export function ciiDate(text: string | undefined): string | undefined {
  const digits = /^(\d{4})(\d{2})(\d{2})$/u.exec(text ?? '');
  if (digits !== null) {
    return `${digits[1]}-${digits[2]}-${digits[3]}`;
  }
  return /^\d{4}-\d{2}-\d{2}/u.test(text ?? '') ? text?.slice(0, 10) : undefined;
}

/** A decimal from XML (`123.45`), or undefined. */
export function xmlNumber(text: string | undefined): number | undefined {
  const value = text === undefined || text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The object without its undefined entries. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
