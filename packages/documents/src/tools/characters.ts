/**
 * True for C0 control characters other than tab, line feed and carriage return, and for DEL:
 * what binary data and undecodable fonts produce, and what no text or file name contains.
 */
export function isControlCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

/** Counts the control characters of a text (see {@link isControlCharacter}). */
export function countControlCharacters(text: string): number {
  let count = 0;
  for (const char of text) {
    if (isControlCharacter(char)) {
      count += 1;
    }
  }
  return count;
}
