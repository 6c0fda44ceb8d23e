// Text comparison rules shared by the engine, the verify screen and the bench.

const COMBINING_MARKS = /\p{M}+/gu;
const SPACES = /\s+/gu;
const OUTER_PUNCTUATION = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

/**
 * Text as the extractor compares it (invoices-dev README "text"): Unicode NFKC, case-folded,
 * white space collapsed, outer punctuation trimmed. `'  Userpilot, Inc. '` -> `'userpilot, inc'`.
 */
export function normaliseText(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(SPACES, ' ').replace(OUTER_PUNCTUATION, '');
}

/**
 * Text folded for label matching: lower case, accents dropped, white space collapsed. `Número`
 * and `numero` meet; `Rechnungsdatum` stays one word (compounds are matched by their parts).
 */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(SPACES, ' ')
    .trim();
}

/** Whether two texts match by the README rule: equal once normalised, or one contains the other. */
export function isSameText(a: string, b: string): boolean {
  const left = normaliseText(a);
  const right = normaliseText(b);
  if (left === '' || right === '') {
    return left === right;
  }
  return left === right || left.includes(right) || right.includes(left);
}
