import { numberAt } from './question-numbers';
import type { Token } from './question-words';

// Comparisons of numbers: "greater than 4", "menos de 1.000", "between 10 and 20", "3 or more".

export type Operator = '>' | '>=' | '<' | '<=' | '=';

export type Comparison = {
  operator: Operator | 'between';
  value: number;
  /** The upper bound of a `between`. */
  upper?: number;
  /** The words of the operator and its numbers. */
  start: number;
  end: number;
};

const list = (...phrases: string[]) => phrases.map((phrase) => phrase.split(' '));

const BEFORE: [Operator, string[][]][] = [
  [
    '>=',
    list(
      'at least',
      'no less than',
      'al menos',
      'como minimo',
      'minimo de',
      'greater than or equal to',
    ),
  ],
  [
    '<=',
    list(
      'at most',
      'no more than',
      'como maximo',
      'a lo sumo',
      'maximo de',
      'less than or equal to',
    ),
  ],
  [
    '>',
    list(
      'greater than',
      'more than',
      'higher than',
      'larger than',
      'bigger than',
      'longer than',
      'above',
      'over',
      'exceeds',
      'exceeding',
      'exceed',
      'mayor que',
      'mayor de',
      'mayores que',
      'mayores de',
      'mas de',
      'mas que',
      'superior a',
      'superiores a',
      'por encima de',
      'supera',
      'superan',
      'superen',
      'supere',
      'mas alto que',
      'mas alta que',
    ),
  ],
  [
    '<',
    list(
      'less than',
      'fewer than',
      'lower than',
      'smaller than',
      'shorter than',
      'below',
      'under',
      'menor que',
      'menor de',
      'menores que',
      'menores de',
      'menos de',
      'menos que',
      'inferior a',
      'inferiores a',
      'por debajo de',
      'mas bajo que',
      'mas baja que',
    ),
  ],
  ['=', list('equal to', 'equals', 'exactly', 'igual a', 'iguales a', 'of exactly')],
];
const AFTER: [Operator, string[][]][] = [
  ['>=', list('or more', 'or above', 'or higher', 'o mas', 'o superior', 'o mayor')],
  ['<=', list('or less', 'or fewer', 'or below', 'or lower', 'o menos', 'o inferior', 'o menor')],
];
const BETWEEN = new Set(['between', 'entre']);
const FILLERS = new Set(['the', 'los', 'las', 'el', 'la', 'a', 'usd', 'eur', 'euros', 'dollars']);
const AND = new Set(['and', 'y', 'e', 'to', 'a']);

function phraseEnd(words: readonly Token[], at: number, phrases: string[][]): number | undefined {
  let best: number | undefined;
  for (const phrase of phrases) {
    if (phrase.every((word, offset) => words[at + offset]?.text === word)) {
      best = Math.max(best ?? -1, at + phrase.length - 1);
    }
  }
  return best;
}

export function findComparisons(
  words: readonly Token[],
  isTaken: (index: number) => boolean,
): Comparison[] {
  const found: Comparison[] = [];
  for (let at = 0; at < words.length; at++) {
    if (isTaken(at)) {
      continue;
    }
    const comparison = comparisonAt(words, at);
    if (comparison) {
      found.push(comparison);
      at = comparison.end;
    }
  }
  return found;
}

function comparisonAt(words: readonly Token[], at: number): Comparison | undefined {
  if (BETWEEN.has(words[at]?.text ?? '')) {
    const low = numberAt(words, at + 1);
    const high =
      low && AND.has(words[low.end + 1]?.text ?? '') ? numberAt(words, low.end + 2) : undefined;
    return low && high
      ? { operator: 'between', value: low.value, upper: high.value, start: at, end: high.end }
      : undefined;
  }
  for (const [operator, phrases] of BEFORE) {
    const end = phraseEnd(words, at, phrases);
    // An article or a currency may sit between the operator and its number ("superan los 2.000").
    const skip = end !== undefined && FILLERS.has(words[end + 1]?.text ?? '') ? 1 : 0;
    const number = end === undefined ? undefined : numberAt(words, end + 1 + skip);
    if (end !== undefined && number) {
      return { operator, value: number.value, start: at, end: number.end };
    }
  }
  const number = numberAt(words, at);
  for (const [operator, phrases] of AFTER) {
    const end = number ? phraseEnd(words, number.end + 1, phrases) : undefined;
    if (number && end !== undefined) {
      return { operator, value: number.value, start: at, end };
    }
  }
  return undefined;
}
