import { foldText } from '@folio/core';

// Words of a question and of a schema compared on equal terms: accents and case folded,
// punctuation dropped (apostrophes too, so "Mark’s" meets "Marks"), plural and singular met.

/** A question word with its place among the words. */
export type Token = { text: string; index: number };

/** Folded text with every run of non-letters-or-digits as one space (marks inside numbers kept). */
export function plainText(text: string): string {
  return ` ${wordsOnly(foldText(text))} `;
}

function wordsOnly(text: string): string {
  return text
    .replace(/['’`´]/gu, '')
    .replace(/(\d)\.(?=\d)/gu, '$1\u2024')
    .replace(/(\d),(?=\d)/gu, '$1\u201a')
    .replace(/[^\p{L}\p{N}\u2024\u201a]+/gu, ' ')
    .replaceAll('\u2024', '.')
    .replaceAll('\u201a', ',')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The question's words as written (case and accents kept), one for each of `tokens`. */
export function writtenWords(text: string): string[] {
  return wordsOnly(text.normalize('NFC')).split(' ').filter(Boolean);
}

export function tokens(text: string): Token[] {
  return plainText(text)
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word, index) => ({ text: word, index }));
}

/**
 * The forms a word may take in singular or plural, in Spanish and English: enough to meet
 * "cities" and "city", "proveedores" and "proveedor", "meses" and "mes", without a dictionary.
 */
export function wordForms(word: string): string[] {
  const forms = new Set([word]);
  if (word.length > 3 && word.endsWith('ies')) {
    forms.add(`${word.slice(0, -3)}y`);
  }
  if (word.length > 3 && word.endsWith('es')) {
    forms.add(word.slice(0, -2));
  }
  if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss')) {
    forms.add(word.slice(0, -1));
  }
  return [...forms];
}

// Spanish gender: "emitida" and "emitido", "cobradas" and "cobrados".
const genderForms = (forms: string[]) =>
  forms.flatMap((form) =>
    form.length > 4 && /[ao]$/u.test(form)
      ? [form, `${form.slice(0, -1)}${form.endsWith('a') ? 'o' : 'a'}`]
      : [form],
  );

// Long words that share their first seven letters are one family: "facturas", "facturación",
// "facturado"; "restaurante", "restaurant".
const STEM = 7;

/** Whether two words are one word in singular or plural, either gender. */
export function isSameForm(a: string, b: string): boolean {
  if (a === b) {
    return true;
  }
  const formsOfA = genderForms(wordForms(a));
  return genderForms(wordForms(b)).some((form) => formsOfA.includes(form));
}

/** Whether two words are the same word: singular or plural, either gender, one family. */
export function isSameWord(a: string, b: string): boolean {
  return (
    isSameForm(a, b) ||
    (a.length >= STEM && b.length >= STEM && a.slice(0, STEM) === b.slice(0, STEM))
  );
}

/** Whether a word is written in the plural ("lakes", "facturas"; not "business"). */
export function isPluralWord(word: string): boolean {
  return /s$/u.test(word) && !/(?:ss|is|us)$/u.test(word) && !SINGULAR_IN_S.has(word);
}

// Singular words that end in "s" (Spanish months and weekdays, "país").
const SINGULAR_IN_S = new Set([
  'mes',
  'pais',
  'lunes',
  'martes',
  'miercoles',
  'jueves',
  'viernes',
  'gas',
  'news',
  'series',
  'status',
]);
