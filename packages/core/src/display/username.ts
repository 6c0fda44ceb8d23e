/** Upper-cases a word's first character and lower-cases the rest ('ANA' -> 'Ana', 'élia' -> 'Élia'). */
function capitalise(word: string): string {
  const [first = '', ...rest] = [...word];
  return first.toUpperCase() + rest.join('').toLowerCase();
}

/**
 * The name the user menu shows (SPEC §2: "the part of the username before the @ with each word
 * capitalised"): words are split on '.', '_', '-' and white space, so 'ana.maria_lopez@x.com'
 * shows 'Ana Maria Lopez'. Each word is capitalised as a name is written, the rest lower-cased,
 * so 'ANA.LOPEZ@X.COM' also shows 'Ana Lopez'. Case mapping ignores the host's locale (no Turkish
 * dotted İ). A missing username yields ''.
 */
export function displayUsername(username: string | null | undefined): string {
  if (username === null || username === undefined) {
    return '';
  }
  const at = username.indexOf('@');
  const localPart = at === -1 ? username : username.slice(0, at);
  return localPart
    .split(/[._\-\s]+/)
    .filter((word) => word !== '')
    .map(capitalise)
    .join(' ');
}
