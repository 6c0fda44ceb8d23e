// Identifiers (invoice numbers, tax ids) as read and as compared.

const LEADING_NOISE = /^[\s#:.\-–—/º°]+|^n[º°o]\.?\s*/iu;
const TRAILING_NOISE = /[\s:.,;\-–—/]+$/u;
const KEY_DROPPED = /[\s\-/.#:]/gu;

/**
 * An identifier as shown to the user: outer separators and a leading `#`, `:`, `Nº`, `N°` or
 * `No.` dropped, inner spacing kept. `'# BLR_WFLD2015'` -> `'BLR_WFLD2015'`, `'Nº 2024/001:'` ->
 * `'2024/001'`.
 */
export function cleanIdentifier(value: string): string {
  let text = value.normalize('NFKC').trim();
  let previous = '';
  while (previous !== text) {
    previous = text;
    text = text.replace(LEADING_NOISE, '').replace(TRAILING_NOISE, '');
  }
  return text;
}

/**
 * The key identifiers are compared by (invoices-dev README "identifiers"): upper case, white
 * space and `- / . # :` dropped, leading zeros dropped. `'inv/2023/03-0008'` -> `'INV2023030008'`.
 */
export function identifierKey(value: string): string {
  return value.normalize('NFKC').toUpperCase().replace(KEY_DROPPED, '').replace(/^0+/u, '');
}
