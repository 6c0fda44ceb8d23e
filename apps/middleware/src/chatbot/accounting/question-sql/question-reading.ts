import { findComparisons, type Comparison } from './question-comparisons';
import {
  findNameMentions,
  findValueMentions,
  quotedLiterals,
  type ColumnMention,
  type TableMention,
  type ValueMention,
} from './question-mentions';
import { PHRASES, type PhraseKind } from './question-phrases';
import { findPeriods, type Period } from './question-periods';
import { isSameWord, tokens, writtenWords, type Token } from './question-words';
import type { IndexedTable } from './schema-index';

// A question read against a schema: its values, comparisons, periods, operation words and the
// tables and columns it names, each over its own words (a word serves one reading only).

export type Operation = { kind: PhraseKind; start: number; end: number };

export type QuestionReading = {
  words: Token[];
  values: ValueMention[];
  literals: { start: number; end: number; text: string }[];
  /** Capitalised words no value matched: a name the column may hold ("Construcciones García"). */
  properNames: { start: number; end: number; text: string }[];
  comparisons: Comparison[];
  periods: Period[];
  operations: Operation[];
  names: (ColumnMention | TableMention)[];
};

// Written dates and comparison signs become words the readers know: 2024-03-15 and 15/03/2024
// as one token, ">" as "greater than".
function prepare(question: string): string {
  return question
    .replace(/\b(\d{4})-(\d\d)-(\d\d)\b/gu, ' d$1$2$3 ')
    .replace(
      /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/gu,
      (_, day: string, month: string, year: string) =>
        ` d${year}${month.padStart(2, '0')}${day.padStart(2, '0')} `,
    )
    .replaceAll('>=', ' at least ')
    .replaceAll('<=', ' at most ')
    .replaceAll('>', ' greater than ')
    .replaceAll('<', ' less than ')
    .replace(/(?<![<>!])=/gu, ' equal to ');
}

const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e', 'of', 'the', 'and']);

/** Runs of capitalised words (joined by "de", "y", "of"...), past the first word. */
function findProperNames(written: string[], count: number, isTaken: (index: number) => boolean) {
  if (written.length !== count) {
    return [];
  }
  // Two letters ("ID", "NY") are abbreviations, not names.
  const isCapital = (index: number) =>
    index > 0 && !isTaken(index) && /^\p{Lu}\p{L}{2}/u.test(written[index] ?? '');
  const runs: { start: number; end: number; text: string }[] = [];
  for (let index = 1; index < written.length; index++) {
    if (!isCapital(index)) {
      continue;
    }
    let end = index;
    while (isCapital(end + 1) || (PARTICLES.has(written[end + 1] ?? '') && isCapital(end + 2))) {
      end += isCapital(end + 1) ? 1 : 2;
    }
    runs.push({ start: index, end, text: written.slice(index, end + 1).join(' ') });
    index = end;
  }
  return runs;
}

function findOperations(words: readonly Token[], isTaken: (index: number) => boolean): Operation[] {
  const found: Operation[] = [];
  for (const kind of Object.keys(PHRASES) as PhraseKind[]) {
    for (const phrase of PHRASES[kind]) {
      for (let at = 0; at + phrase.length <= words.length; at++) {
        if (
          phrase.every((word, offset) => words[at + offset]?.text === word && !isTaken(at + offset))
        ) {
          found.push({ kind, start: at, end: at + phrase.length - 1 });
        }
      }
    }
  }
  // Longest phrase wins where they overlap ("total number of" over "total").
  const kept: Operation[] = [];
  for (const operation of found.toSorted(
    (a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start,
  )) {
    if (!kept.some((other) => other.start <= operation.end && operation.start <= other.end)) {
      kept.push(operation);
    }
  }
  return kept.sort((a, b) => a.start - b.start);
}

export function readQuestion(
  question: string,
  tables: readonly IndexedTable[],
  today: string,
): QuestionReading {
  const prepared = prepare(question);
  const words = tokens(prepared);
  const taken = new Set<number>();
  const take = (start: number, end: number) => {
    for (let index = start; index <= end; index++) {
      taken.add(index);
    }
  };
  const isTaken = (index: number) => taken.has(index);
  const values = findValueMentions(prepared, words, tables);
  values.forEach((value) => take(value.start, value.end));
  const literals = quotedLiterals(prepared, words, values);
  literals.forEach((literal) => take(literal.start, literal.end));
  const isYear = (value: number) => Number.isInteger(value) && value >= 1900 && value <= 2100;
  const comparisons = findComparisons(words, isTaken).filter(
    (comparison) =>
      comparison.operator !== 'between' ||
      !(isYear(comparison.value) && isYear(comparison.upper ?? 0)),
  );
  comparisons.forEach((comparison) => take(comparison.start, comparison.end));
  const periods = findPeriods(words, today, isTaken);
  periods.forEach((period) => take(period.start, period.end));
  // A name of several words ("review count", "total factura") keeps the words it spells out
  // from the operations; "total amount" names the amount and still asks for a total.
  const longNames = findNameMentions(words, tables, isTaken).filter(
    (mention) =>
      mention.end > mention.start &&
      (mention.kind === 'table' || mention.candidates[0]?.coverage === 1),
  );
  const isSpelledName = (index: number) =>
    longNames.some((name) => {
      const schemaWords =
        name.kind === 'table' ? name.table.words : (name.candidates[0]?.column.words ?? []);
      const word = words[index]?.text ?? '';
      return (
        name.start <= index &&
        index <= name.end &&
        schemaWords.some((schemaWord) => isSameWord(word, schemaWord))
      );
    });
  // "Total" right before a comparison is the column of that name ("total mayor de 1.000").
  const operations = findOperations(
    words,
    (index) => isTaken(index) || isSpelledName(index),
  ).filter(
    (operation) =>
      operation.kind !== 'sum' ||
      !comparisons.some((comparison) => comparison.start === operation.end + 1),
  );
  operations.forEach((operation) => take(operation.start, operation.end));
  const names = findNameMentions(words, tables, isTaken);
  const isNamed = (index: number) =>
    isTaken(index) || names.some((name) => name.start <= index && index <= name.end);
  const properNames = findProperNames(writtenWords(prepared), words.length, isNamed);
  return { words, values, literals, comparisons, periods, operations, names, properNames };
}
