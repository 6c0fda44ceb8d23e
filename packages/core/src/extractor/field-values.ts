import { parseAmount } from '../extraction/amounts';
import { normaliseCurrency } from '../extraction/currencies';
import { parseDate } from '../extraction/dates';
import { foldText } from '../extraction/text';

import type { AttributeType, FieldValue } from './types';

/** Why an edited value cannot be kept. */
export type FieldValueProblem = 'invalidNumber' | 'invalidDate' | 'invalidCurrency';

/** An edited value as it will be saved, or why it cannot be. */
export type EditedValue =
  { ok: true; value: string | number | null } | { ok: false; problem: FieldValueProblem };

// Names of fields that hold a currency, in both languages (the built-in engine's vocabulary).
const CURRENCY_NAMES = /\b(currency|moneda|divisa)\b/u;

/** True for a field named as a currency ('Currency', 'Moneda', 'divisa de pago'). */
export function isCurrencyField(name: string): boolean {
  return CURRENCY_NAMES.test(foldText(name));
}

/**
 * Reads a value the user typed into a field, the way extracted values are normalised (issue 6:
 * "dates to ISO, amounts to decimals from any of `1.234,56`, `1,234.56`, `1 234,56`, currencies
 * to ISO codes"), so the check in the browser agrees with the server's: a `number` field takes an
 * amount, a `date` field a date, a currency field a currency; anything else is kept as typed.
 * An empty value clears the field.
 */
export function readEditedValue(
  text: string,
  type: AttributeType | undefined,
  name = '',
): EditedValue {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { ok: true, value: null };
  }
  if (type === 'number') {
    const amount = parseAmount(trimmed);
    return amount === undefined
      ? { ok: false, problem: 'invalidNumber' }
      : { ok: true, value: amount };
  }
  if (type === 'date') {
    const date = parseDate(trimmed);
    return date === undefined ? { ok: false, problem: 'invalidDate' } : { ok: true, value: date };
  }
  if (isCurrencyField(name)) {
    const code = normaliseCurrency(trimmed);
    return code === undefined
      ? { ok: false, problem: 'invalidCurrency' }
      : { ok: true, value: code };
  }
  return { ok: true, value: trimmed };
}

/** The text a field shows and is edited from: its value, or '' when it has none. */
export function fieldText(field: FieldValue | undefined): string {
  const value = field?.value;
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The field after the user changed it: the new value and the text as typed, marked `edited`;
 * where it was found on the page stays, so the verify screen can still highlight it.
 */
export function editedField(
  previous: FieldValue | undefined,
  text: string,
  value: string | number | null,
): FieldValue {
  return { ...previous, value, raw: text.trim() === '' ? null : text.trim(), edited: true };
}
