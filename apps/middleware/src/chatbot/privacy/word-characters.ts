// What counts as part of a word when a detector checks that a match stands on its own: letters
// of any script, digits and the underscore. "B12345674" inside "XB12345674" is not a CIF, and a
// phone number glued to a letter is a reference code.

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}_]/u;

/** Whether the character at `index` of `text` is part of a word (false outside the text). */
export function isWordCharacterAt(text: string, index: number): boolean {
  const character = text[index];
  return character !== undefined && WORD_CHARACTER.test(character);
}
