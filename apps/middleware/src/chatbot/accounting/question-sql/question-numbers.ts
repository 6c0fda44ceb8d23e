import type { Token } from './question-words';

// Numbers as a question writes them: digits with either decimal mark, or a few words
// ("a hundred thousand", "dos mil").

const UNITS: Record<string, number> = {
  a: 1,
  one: 1,
  un: 1,
  uno: 1,
  una: 1,
  two: 2,
  dos: 2,
  three: 3,
  tres: 3,
  four: 4,
  cuatro: 4,
  five: 5,
  cinco: 5,
  six: 6,
  seis: 6,
  seven: 7,
  siete: 7,
  eight: 8,
  ocho: 8,
  nine: 9,
  nueve: 9,
  ten: 10,
  diez: 10,
  twenty: 20,
  veinte: 20,
  fifty: 50,
  cincuenta: 50,
};
const MULTIPLIERS: Record<string, number> = {
  hundred: 100,
  cien: 100,
  ciento: 100,
  cientos: 100,
  thousand: 1_000,
  mil: 1_000,
  million: 1_000_000,
  millon: 1_000_000,
  millones: 1_000_000,
};

/** A number written with digits: the last of two different marks is the decimal one. */
export function digitsValue(text: string): number | undefined {
  if (!/^-?\d[\d.,]*$/u.test(text)) {
    return undefined;
  }
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    normal = text.replaceAll(decimal === '.' ? ',' : '.', '').replace(decimal, '.');
  } else if (/^-?\d{1,3}(?:[.,]\d{3})+$/u.test(text)) {
    // Groups of three digits after each mark: thousands (1.200 in Spanish, 1,200 in English).
    normal = text.replace(/[.,]/gu, '');
  } else {
    normal = text.replace(',', '.');
  }
  const value = Number(normal);
  return Number.isFinite(value) ? value : undefined;
}

/** The number starting at a word, and the last word it takes. */
export function numberAt(
  words: readonly Token[],
  at: number,
): { value: number; end: number } | undefined {
  const first = words[at]?.text ?? '';
  const digits = digitsValue(first);
  if (digits !== undefined) {
    const multiplier = MULTIPLIERS[words[at + 1]?.text ?? ''];
    return multiplier ? { value: digits * multiplier, end: at + 1 } : { value: digits, end: at };
  }
  let value = 0;
  let current = 0;
  let end = -1;
  for (let index = at; index < words.length; index++) {
    const word = words[index]?.text ?? '';
    if (UNITS[word] !== undefined && (word !== 'a' || MULTIPLIERS[words[index + 1]?.text ?? ''])) {
      current += UNITS[word];
    } else if (MULTIPLIERS[word] !== undefined) {
      current = Math.max(current, 1) * MULTIPLIERS[word];
      if (MULTIPLIERS[word] >= 1_000) {
        value += current;
        current = 0;
      }
    } else {
      break;
    }
    end = index;
  }
  return end < 0 || (value === 0 && current === 0) ? undefined : { value: value + current, end };
}
