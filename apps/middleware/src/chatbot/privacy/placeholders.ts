import type { PersonalDataKind } from './personal-data-kind';

const LABELS: Record<PersonalDataKind, string> = {
  email: 'EMAIL',
  phone: 'PHONE',
  iban: 'IBAN',
  card: 'CARD',
  dni: 'DNI',
  nie: 'NIE',
  cif: 'CIF',
  name: 'NAME',
};

/**
 * The longest text a placeholder can be written as, spacing variations included: a streamed
 * answer never needs to hold back more than this to see a placeholder whole.
 */
export const MAX_PLACEHOLDER_LENGTH = 24;

// Models echo placeholders loosely: "[ name_1 ]", "[Name 1]", "[NAME-1]". Inside brackets any case
// and up to two spaces around each part are accepted; without brackets only the exact upper-case
// "NAME_1", which ordinary prose does not write. Limits keep every form within
// MAX_PLACEHOLDER_LENGTH.
const SPACE = '[ \\t]{0,2}';
const ANY_CASE_LABELS = Object.values(LABELS)
  .map((label) => [...label].map((letter) => `[${letter}${letter.toLowerCase()}]`).join(''))
  .join('|');
const UPPER_CASE_LABELS = Object.values(LABELS).join('|');
const PLACEHOLDER = new RegExp(
  `\\[${SPACE}(${ANY_CASE_LABELS})${SPACE}[_ -]?${SPACE}(\\d{1,6})${SPACE}\\]` +
    `|(?<![\\p{L}\\p{M}\\p{N}_])(${UPPER_CASE_LABELS})_(\\d{1,6})(?![\\p{L}\\p{M}\\p{N}_])`,
  'gu',
);

/** The placeholder of the `number`th original of `kind` in a conversation: `[EMAIL_1]`. */
export function formatPlaceholder(kind: PersonalDataKind, number: number): string {
  return `[${LABELS[kind]}_${number}]`;
}

/** The number of a placeholder written as `formatPlaceholder` writes it, if it is one of `kind`. */
export function placeholderNumber(placeholder: string, kind: PersonalDataKind): number | undefined {
  const match = new RegExp(`^\\[${LABELS[kind]}_(\\d+)\\]$`, 'u').exec(placeholder);
  return match ? Number(match[1]) : undefined;
}

/**
 * `text` with every placeholder-like token replaced by `replace(key, written)`, where `key` is the
 * canonical form without brackets ("NAME_1") and `written` the token as it appears.
 */
export function replacePlaceholders(
  text: string,
  replace: (key: string, written: string) => string,
): string {
  return text.replace(
    PLACEHOLDER,
    (
      written,
      bracketLabel?: string,
      bracketNumber?: string,
      bareLabel?: string,
      bareNumber?: string,
    ) => {
      const label = (bracketLabel ?? bareLabel ?? '').toUpperCase();
      return replace(`${label}_${Number(bracketNumber ?? bareNumber)}`, written);
    },
  );
}

/** The canonical key ("NAME_1") of a placeholder written as `formatPlaceholder` writes it. */
export function placeholderKey(placeholder: string): string {
  return placeholder.replace(/^\[|\]$/gu, '');
}
