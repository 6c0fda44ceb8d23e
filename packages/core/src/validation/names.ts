/**
 * Letters and digits only (SPEC §5: topic and configuration names are "letters and digits only
 * (no spaces or symbols)"; "An alphanumeric-only check exists as a helper"). Letters are the
 * ASCII ones: these names travel as identifiers (`topico`, blob paths) and are lower-cased, or
 * upper-cased for SQL questions, on the wire (SPEC §5), where accented letters would bring case
 * mappings that change length ('ß' -> 'SS') and look-alike duplicates (a composed and a decomposed
 * 'é'). An empty value is not alphanumeric.
 */
export function isAlphanumeric(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}

// A word is a letter followed by letters or combining accents; words are joined by white space, a
// hyphen or an apostrophe ('María José', 'García-Núñez', "O'Brien", 'D’Angelo').
const PERSON_NAME = /^\p{L}[\p{L}\p{M}]*(?:(?:\s+|[-'’])\p{L}[\p{L}\p{M}]*)*$/u;

/**
 * True for a first name or last name made of letters (SPEC §5 "name and lastname (letters
 * only)"): letters of any alphabet, accents and 'ñ' included, with spaces, hyphens and apostrophes
 * allowed between words, because real names have them ('María José', 'García-Núñez', "O'Brien")
 * and refusing them would refuse the user. Digits and other symbols are refused; surrounding
 * white space is ignored. A blank value is not a name (the "required" check reports it).
 */
export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value.trim());
}
