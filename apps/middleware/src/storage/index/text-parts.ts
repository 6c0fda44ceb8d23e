/**
 * The longest text one `file_pages` row holds. Far below the 1 MB a tsvector may take, and short
 * enough that highlighting a hit (which re-reads the row's text) stays cheap.
 */
export const MAX_PART_CHARS = 8_000;

// Postgres text refuses NUL; other control characters (but tab and newline) only add noise and
// would collide with the highlight markers of the search.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/gu;

/** Text as it is stored for search: well-formed, no control characters, no runs of blank lines. */
export function cleanText(text: string): string {
  return (
    text
      // Lone surrogates (with the u flag, a pair is one code point and does not match).
      .replace(/[\uD800-\uDFFF]/gu, '\uFFFD')
      .replace(/\r\n?/gu, '\n')
      .replace(CONTROL_CHARACTERS, ' ')
      .replace(/[ \t]+\n/gu, '\n')
      .replace(/\n{3,}/gu, '\n\n')
      .trim()
  );
}

/**
 * Cuts a page's text into parts of at most `maxChars`, at a line break or a space when there is
 * one in the second half of the part, never inside a word otherwise cut or a surrogate pair.
 */
export function splitIntoParts(text: string, maxChars = MAX_PART_CHARS): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    let cut = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '));
    if (cut < maxChars / 2) {
      cut = maxChars;
      // Never split a surrogate pair.
      const code = rest.charCodeAt(cut - 1);
      if (code >= 0xd800 && code <= 0xdbff) {
        cut -= 1;
      }
    }
    const part = rest.slice(0, cut).trim();
    if (part !== '') {
      parts.push(part);
    }
    rest = rest.slice(cut);
  }
  const last = rest.trim();
  if (last !== '') {
    parts.push(last);
  }
  return parts;
}
