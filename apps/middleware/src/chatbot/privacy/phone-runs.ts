import { isWordCharacterAt } from './word-characters';

/** One group of digits of a number as written: "612", "(555)", the "(0)" of "+44 (0)20". */
export type DigitGroup = {
  digits: string;
  start: number;
  end: number;
  /** The character between this group and the one before ('' when glued or first). */
  separator: string;
  isParenthesised: boolean;
};

/** A run of digit groups that could hold one or more phone numbers. */
export type PhoneRun = { start: number; hasPlus: boolean; groups: DigitGroup[] };

const SEPARATORS = new Set([' ', '\u00a0', '.', '-']);
const MAX_GROUPS = 8;
// Characters that, glued after a number, make what follows its continuation: "2024-001",
// "12/03", "1.234", "4,5".
const JOINERS = new Set(['.', ',', '/', '-']);

function isDigit(character: string | undefined): boolean {
  return character !== undefined && character >= '0' && character <= '9';
}

function readDigits(text: string, from: number): number {
  let index = from;
  while (isDigit(text[index])) {
    index += 1;
  }
  return index;
}

/** A "(123)" group at `from`, or undefined. */
function readParenthesised(text: string, from: number, separator: string): DigitGroup | undefined {
  const end = readDigits(text, from + 1);
  if (text[from] !== '(' || end === from + 1 || end - from - 1 > 4 || text[end] !== ')') {
    return undefined;
  }
  const digits = text.slice(from + 1, end);
  return { digits, start: from, end: end + 1, separator, isParenthesised: true };
}

/** A plain group of digits at `from` (which must hold a digit). */
function readPlain(text: string, from: number, separator: string): DigitGroup {
  const end = readDigits(text, from);
  return { digits: text.slice(from, end), start: from, end, separator, isParenthesised: false };
}

/** The next group after `from` (the end of the previous one), or undefined. */
function readNextGroup(text: string, from: number, previous: DigitGroup): DigitGroup | undefined {
  const character = text[from] ?? '';
  if (isDigit(character) && previous.isParenthesised) {
    // "(0)20 7946 0958", "(555)123-4567": a group may follow a parenthesis without a space.
    return readPlain(text, from, '');
  }
  if (!SEPARATORS.has(character)) {
    return undefined;
  }
  if (text[from + 1] === '(' && character !== '.') {
    return readParenthesised(text, from + 1, character);
  }
  return isDigit(text[from + 1]) ? readPlain(text, from + 1, character) : undefined;
}

/** The first group of a run at `from`: "612", "(555)", or the country code of "+34" / "(+34)". */
function readFirstGroup(
  text: string,
  from: number,
): { group: DigitGroup; hasPlus: boolean } | undefined {
  if (text[from] === '(' && text[from + 1] === '+') {
    const end = readDigits(text, from + 2);
    if (end === from + 2 || end - from - 2 > 3 || text[end] !== ')') {
      return undefined;
    }
    const digits = text.slice(from + 2, end);
    return {
      group: { digits, start: from, end: end + 1, separator: '', isParenthesised: true },
      hasPlus: true,
    };
  }
  if (text[from] === '(') {
    const group = readParenthesised(text, from, '');
    return group && { group, hasPlus: false };
  }
  const hasPlus = text[from] === '+';
  const digitsStart = hasPlus ? from + 1 : from;
  const end = readDigits(text, digitsStart);
  if (end === digitsStart) {
    return undefined;
  }
  const digits = text.slice(digitsStart, end);
  return { group: { digits, start: from, end, separator: '', isParenthesised: false }, hasPlus };
}

/** Whether a number may start at `index`: not the tail of a word, a date, an amount or a code. */
function canStartAt(text: string, index: number): boolean {
  const before = text[index - 1];
  if (before === undefined) {
    return true;
  }
  if (
    isWordCharacterAt(text, index - 1) ||
    before === '+' ||
    before === '#' ||
    /[€$£)]/u.test(before)
  ) {
    return false;
  }
  if (JOINERS.has(before) && isWordCharacterAt(text, index - 2)) {
    return false;
  }
  // "10:30": a time, not the start of a number.
  return !(before === ':' && isDigit(text[index - 2]));
}

const RUN_START = /[+(\d]/gu;

/** Every run of digit groups of `text` that starts where a phone number could start. */
export function findPhoneRuns(text: string): PhoneRun[] {
  const runs: PhoneRun[] = [];
  let resumeAt = 0;
  for (const match of text.matchAll(RUN_START)) {
    if (match.index < resumeAt || !canStartAt(text, match.index)) {
      continue;
    }
    const first = readFirstGroup(text, match.index);
    if (first === undefined) {
      continue;
    }
    const groups = [first.group];
    let next = readNextGroup(text, first.group.end, first.group);
    while (next !== undefined && groups.length < MAX_GROUPS) {
      groups.push(next);
      next = readNextGroup(text, next.end, next);
    }
    runs.push({ start: match.index, hasPlus: first.hasPlus, groups });
    resumeAt = groups.at(-1)?.end ?? match.index;
  }
  return runs;
}
