import { foldWithOffsets } from '../engine/fold';

/** A length of time found in a text; `start`/`end` index the text as given. */
export type DurationMatch = {
  start: number;
  end: number;
  /** Comparable form: years as months, weeks as days ('12 months', '30 business days'). */
  normalised: string;
};

// Numbers contracts write in words, often with the figure after ('doce (12) meses').
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  quince: 15,
  dieciocho: 18,
  veinte: 20,
  veinticuatro: 24,
  treinta: 30,
  cuarenta: 40,
  sesenta: 60,
  noventa: 90,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  forty: 40,
  sixty: 60,
  ninety: 90,
};

const WORD = Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
type Unit = { unit: 'day' | 'month'; factor: number };
const DAY: Unit = { unit: 'day', factor: 1 };
const WEEK: Unit = { unit: 'day', factor: 7 };
const MONTH: Unit = { unit: 'month', factor: 1 };
const YEAR: Unit = { unit: 'month', factor: 12 };
const UNITS: Readonly<Record<string, Unit>> = {
  dia: DAY,
  dias: DAY,
  day: DAY,
  days: DAY,
  semana: WEEK,
  semanas: WEEK,
  week: WEEK,
  weeks: WEEK,
  mes: MONTH,
  meses: MONTH,
  month: MONTH,
  months: MONTH,
  ano: YEAR,
  anos: YEAR,
  year: YEAR,
  years: YEAR,
};
const DURATION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?<word>${WORD})(?:\\s*\\(\\s*\\d+\\s*\\))?|(?<digits>\\d{1,4})` +
    `(?:\\s*\\(\\s*(?:${WORD})\\s*\\))?)\\s*(?<unit>dias?|semanas?|mes(?:es)?|anos?|days?|weeks?|` +
    `months?|years?)(?:'|’)?(?:\\s+(?<business>habiles|laborables|business|working))?(?![\\p{L}])`,
  'gu',
);

/**
 * The lengths of time written in a text: '30 días', 'doce (12) meses', '2 años', 'thirty (30)
 * days', '15 business days'. Years count as 12 months and weeks as 7 days, so '1 año' and
 * '12 meses' compare equal; days and months are never converted into each other.
 */
export function findDurations(text: string): DurationMatch[] {
  const folded = foldWithOffsets(text);
  const found: DurationMatch[] = [];
  for (const match of folded.text.matchAll(DURATION)) {
    const { word, digits, unit = '', business } = match.groups ?? {};
    const count = digits === undefined ? NUMBER_WORDS[word ?? ''] : Number(digits);
    const base = UNITS[unit];
    if (count === undefined || base === undefined) {
      continue;
    }
    const amount = count * base.factor;
    const plural = amount === 1 ? base.unit : `${base.unit}s`;
    found.push({
      start: folded.sourceOffsets[match.index] ?? 0,
      end: folded.sourceOffsets[match.index + match[0].length] ?? text.length,
      normalised: business === undefined ? `${amount} ${plural}` : `${amount} business ${plural}`,
    });
  }
  return found;
}
