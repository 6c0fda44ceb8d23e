import type { MessageKey } from '../i18n/resources';

/** A message key of the `validation` namespace: what a validator reports for a field. */
export type ValidationMessageKey = Extract<MessageKey, `validation.${string}`>;

/**
 * A form's problems: field -> message key, only for fields that fail; `{}` when the form is
 * valid. Faces show `t(key)` beside the field. Messages carry no placeholders, so a key alone is
 * enough to show them.
 */
export type ValidationErrors<Field extends string> = Partial<Record<Field, ValidationMessageKey>>;

/** True when a validator found nothing wrong. */
export function isFormValid(errors: ValidationErrors<string>): boolean {
  return Object.keys(errors).length === 0;
}

/** True for a value that is missing or only white space: what "required" refuses. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
