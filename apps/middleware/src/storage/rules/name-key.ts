/**
 * A file name folded for matching and sorting (listFiles `q`, searchFiles, the name sort): NFD,
 * combining marks removed, lower case, so `Año Fiscal.PDF` and `ano fiscal.pdf` meet. Stored in
 * `files.name_key` (migration 0006) and applied to every query term the same way, which keeps
 * PGlite and PostgreSQL in step without the `unaccent` extension.
 */
export function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');
}

// `\` first, so the escapes added for `%` and `_` are not escaped again.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A LIKE pattern (escape `\`) over `name_key` for a name fragment (listFiles `q`): the fragment
 * anywhere in the name.
 */
export function fragmentToLike(fragment: string): string {
  return `%${escapeLike(nameKey(fragment.trim()))}%`;
}

/**
 * A LIKE pattern (escape `\`) for searchFiles (SPEC §7 "search files by pattern"): with `*` (any
 * run of characters) or `?` (one character) the pattern must match the whole name (`*.pdf`,
 * `factura-2024-??.xlsx`); without them it is a fragment found anywhere. Case and accents are
 * ignored either way.
 */
export function patternToLike(pattern: string): string {
  const trimmed = pattern.trim();
  if (!/[*?]/.test(trimmed)) {
    return fragmentToLike(trimmed);
  }
  return escapeLike(nameKey(trimmed)).replace(/\*/g, '%').replace(/\?/g, '_');
}
