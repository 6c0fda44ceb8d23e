import { foldText } from '@folio/core';

// PostgreSQL's reserved key words that could be a header (`order`, `group`, `user`, `end`):
// a name that is one of them gets a trailing `_`, so SQL written without quotes still runs.
const RESERVED = new Set(
  'all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create current_catalog current_date current_role current_time current_timestamp current_user default deferrable desc distinct do else end except false fetch for foreign from grant group having in initially intersect into lateral leading limit localtime localtimestamp not null offset on only or order placing primary references returning select session_user some symmetric table then to trailing true union unique user using variadic when where window with'.split(
    ' ',
  ),
);

// PostgreSQL keeps the first 63 bytes of a name.
const MAX_NAME = 63;

/**
 * A header as an SQL name: accents folded, lower case, anything but letters and digits as one
 * `_`; `fallback` when nothing is left; never starting with a digit, never a reserved word.
 */
export function toSqlName(text: string, fallback: string): string {
  let name = foldText(text)
    .replace(/[^a-z0-9]+/gu, '_')
    .replace(/^_+|_+$/gu, '')
    .slice(0, MAX_NAME - 2);
  if (name === '') {
    name = fallback;
  }
  if (/^\d/u.test(name)) {
    name = `c_${name}`;
  }
  return RESERVED.has(name) ? `${name}_` : name;
}

/** Names made unique in their order: a repeated one gets `_2`, `_3`... */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let unique = name;
    for (let suffix = 2; taken.has(unique); suffix++) {
      unique = `${name.slice(0, MAX_NAME - 1 - String(suffix).length)}_${String(suffix)}`;
    }
    taken.add(unique);
    return unique;
  });
}
