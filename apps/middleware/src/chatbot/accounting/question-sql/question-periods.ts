import type { Token } from './question-words';

// Dates and periods of a question: a year, a month (with or without its year), a quarter,
// "last month" and its kin (relative to today), and "between <period> and <period>".

/** A period as a half-open range of ISO dates, and what it was written as. */
export type Period = {
  from: string;
  to: string;
  /** Set when the question names the year ("in 2024", "March 2024"). */
  year?: number;
  /** A month named without its year: any year's (EXTRACT rather than a range). */
  month?: number;
  /** The quarter named, with or without its year. */
  quarter?: number;
  start: number;
  end: number;
};

export const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan', 'enero', 'ene'],
  ['february', 'feb', 'febrero'],
  ['march', 'mar', 'marzo'],
  ['april', 'apr', 'abril', 'abr'],
  ['may', 'mayo'],
  ['june', 'jun', 'junio'],
  ['july', 'jul', 'julio'],
  ['august', 'aug', 'agosto', 'ago'],
  ['september', 'sep', 'sept', 'septiembre', 'setiembre'],
  ['october', 'oct', 'octubre'],
  ['november', 'nov', 'noviembre'],
  ['december', 'dec', 'diciembre', 'dic'],
];
// Abbreviations only count beside a year ("mar 2024"); alone they are ordinary words.
const monthOf = (word: string, isNearYear: boolean) =>
  MONTHS.findIndex(
    (names) => names.includes(word) && (isNearYear || names.indexOf(word) !== 1 || word === 'may'),
  );

const QUARTER_WORDS: Record<string, number> = {
  first: 1,
  primer: 1,
  primero: 1,
  second: 2,
  segundo: 2,
  third: 3,
  tercer: 3,
  tercero: 3,
  fourth: 4,
  cuarto: 4,
  last: 4,
};
const RELATIVE: { unit: 'month' | 'year' | 'quarter'; offset: number; phrases: string[] }[] = [
  {
    unit: 'month',
    offset: -1,
    phrases: ['last month', 'previous month', 'mes pasado', 'mes anterior', 'ultimo mes'],
  },
  { unit: 'month', offset: 0, phrases: ['this month', 'current month', 'este mes', 'mes actual'] },
  {
    unit: 'year',
    offset: -1,
    phrases: ['last year', 'previous year', 'ano pasado', 'ano anterior', 'ultimo ano'],
  },
  {
    unit: 'year',
    offset: 0,
    phrases: ['this year', 'current year', 'este ano', 'ano actual', 'year to date'],
  },
  {
    unit: 'quarter',
    offset: -1,
    phrases: [
      'last quarter',
      'previous quarter',
      'trimestre pasado',
      'trimestre anterior',
      'ultimo trimestre',
    ],
  },
  {
    unit: 'quarter',
    offset: 0,
    phrases: ['this quarter', 'current quarter', 'este trimestre', 'trimestre actual'],
  },
];

const iso = (year: number, month: number, day = 1) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.toISOString().slice(0, 10);
};
const isYear = (word: string | undefined) => word !== undefined && /^(?:19|20)\d\d$/u.test(word);

function monthPeriod(year: number, month: number, start: number, end: number): Period {
  return { from: iso(year, month), to: iso(year, month + 1), year, start, end };
}

/** Relative periods, a quarter, a month with or without year, a year, a written date. */
function periodAt(words: readonly Token[], at: number, today: string): Period | undefined {
  const word = words[at]?.text ?? '';
  const [thisYear = 2000, thisMonth = 1] = today.split('-').map(Number);
  const date = /^d(\d{4})(\d\d)(\d\d)$/u.exec(word);
  if (date) {
    const [year, month, day] = date.slice(1).map(Number) as [number, number, number];
    return { from: iso(year, month, day), to: iso(year, month, day + 1), start: at, end: at };
  }
  for (const relative of RELATIVE) {
    for (const phrase of relative.phrases) {
      const parts = phrase.split(' ');
      if (parts.every((part, offset) => words[at + offset]?.text === part)) {
        const end = at + parts.length - 1;
        if (relative.unit === 'year') {
          const year = thisYear + relative.offset;
          return { from: iso(year, 1), to: iso(year + 1, 1), year, start: at, end };
        }
        const size = relative.unit === 'month' ? 1 : 3;
        const first = relative.unit === 'month' ? thisMonth : thisMonth - ((thisMonth - 1) % 3);
        const month = first + relative.offset * size;
        return { from: iso(thisYear, month), to: iso(thisYear, month + size), start: at, end };
      }
    }
  }
  const quarter = quarterAt(words, at);
  if (quarter) {
    const yearAt = yearAfter(words, quarter.end);
    const first = (quarter.number - 1) * 3 + 1;
    if (yearAt === undefined) {
      const from = iso(thisYear, first);
      return {
        from,
        to: iso(thisYear, first + 3),
        quarter: quarter.number,
        start: at,
        end: quarter.end,
      };
    }
    const year = Number(words[yearAt]?.text);
    return {
      from: iso(year, first),
      to: iso(year, first + 3),
      year,
      quarter: quarter.number,
      start: at,
      end: yearAt,
    };
  }
  const yearAt = yearAfter(words, at);
  const month = monthOf(word, yearAt !== undefined);
  if (month >= 0 && yearAt !== undefined) {
    return monthPeriod(Number(words[yearAt]?.text), month + 1, at, yearAt);
  }
  if (month >= 0) {
    return { ...monthPeriod(thisYear, month + 1, at, at), year: undefined, month: month + 1 };
  }
  if (isYear(word)) {
    const year = Number(word);
    return { from: iso(year, 1), to: iso(year + 1, 1), year, start: at, end: at };
  }
  return undefined;
}

/** Where the year written after a word is ("marzo 2024", "marzo de 2024"). */
function yearAfter(words: readonly Token[], at: number): number | undefined {
  if (isYear(words[at + 1]?.text)) {
    return at + 1;
  }
  return words[at + 1]?.text === 'de' && isYear(words[at + 2]?.text) ? at + 2 : undefined;
}

function quarterAt(
  words: readonly Token[],
  at: number,
): { number: number; end: number } | undefined {
  const word = words[at]?.text ?? '';
  const short = /^(?:q|t)([1-4])$|^([1-4])(?:q|t)$/u.exec(word);
  if (short) {
    return { number: Number(short[1] ?? short[2]), end: at };
  }
  const next = words[at + 1]?.text ?? '';
  if (QUARTER_WORDS[word] !== undefined && /^(?:quarter|trimestre)$/u.test(next)) {
    return { number: QUARTER_WORDS[word], end: at + 1 };
  }
  const number = /^[1-4]$/u.exec(next);
  if (/^(?:quarter|trimestre)$/u.test(word) && number) {
    return { number: Number(number[0]), end: at + 1 };
  }
  return undefined;
}

/** Every period of the question; "between A and B" and "from A to B" become one range. */
export function findPeriods(
  words: readonly Token[],
  today: string,
  isTaken: (index: number) => boolean,
): Period[] {
  const periods: Period[] = [];
  for (let at = 0; at < words.length; at++) {
    const period = isTaken(at) ? undefined : periodAt(words, at, today);
    if (period) {
      periods.push(period);
      at = period.end;
    }
  }
  const joined: Period[] = [];
  for (const period of periods) {
    const previous = joined.at(-1);
    const before = words[period.start - 1]?.text ?? '';
    const opener = previous ? (words[previous.start - 1]?.text ?? '') : '';
    if (
      previous &&
      period.start - previous.end === 2 &&
      /^(?:and|y|to|a|until|hasta)$/u.test(before) &&
      /^(?:between|entre|from|desde|de)$/u.test(opener)
    ) {
      // "between June 2021 and December 2021": both ends included; a bare month takes the year of the other end.
      const first =
        previous.year === undefined && period.year !== undefined && previous.month !== undefined
          ? monthPeriod(period.year, previous.month, previous.start, previous.end)
          : previous;
      joined[joined.length - 1] = {
        from: first.from,
        to: period.to,
        start: previous.start - 1,
        end: period.end,
      };
    } else {
      joined.push(period);
    }
  }
  return joined;
}
