// The basics of the accounting-es workbook generator: a seeded pseudo-random generator
// (mulberry32, no clock), money in cents, calendar days, the months covered, and Spanish tax
// identifiers with their real check characters.

import { SPANISH_MONTHS } from '../../../spanish-months.ts';

/** A cell value as exceljs writes it: a formula with its cached result, or a plain value. */
export type Cell = string | number | Date | null | { formula: string; result: number };

// The day the books were last brought up to date: what is paid and what is pending.
export const CUTOFF = { y: 2025, m: 6, d: 30 };

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32) and money.

let seed = 20240101;
export function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
export const between = (low: number, high: number) => low + (high - low) * random();
export const intBetween = (low: number, high: number) => Math.floor(between(low, high + 1));
export const chance = (p: number) => random() < p;
export function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) {
    throw new Error('pick from an empty list');
  }
  return item;
}
export function weighted<T>(items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [item, weight] of items) {
    left -= weight;
    if (left < 0) {
      return item;
    }
  }
  const last = items.at(-1);
  if (last === undefined) {
    throw new Error('weighted pick from an empty list');
  }
  return last[0];
}

export const cents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** An amount as a Spanish sheet types it in a text cell: `1.234,56`. */
export function spanishAmount(value: number, euro = false): string {
  const [whole = '0', fraction = '00'] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/gu, '.');
  return `${value < 0 ? '-' : ''}${grouped},${fraction}${euro ? ' €' : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Dates, as calendar days.

export type Day = { y: number; m: number; d: number };
export const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
export const toUtc = (day: Day) => new Date(Date.UTC(day.y, day.m - 1, day.d));
export function addDays(day: Day, days: number): Day {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}
export const dayNumber = (day: Day) => toUtc(day).getTime() / 86_400_000;
export const isAfter = (a: Day, b: Day) => dayNumber(a) > dayNumber(b);
export const pad = (n: number) => String(n).padStart(2, '0');
export const spanishDate = (day: Day) => `${pad(day.d)}/${pad(day.m)}/${String(day.y)}`;
/** A date cell: a real date most of the time, the typed text `dd/mm/aaaa` now and then. */
export const dateCell = (day: Day, textShare: number): Cell =>
  chance(textShare) ? spanishDate(day) : toUtc(day);
export const quarterOf = (day: Day) => Math.ceil(day.m / 3);

export const monthName = (m: number) => SPANISH_MONTHS[m - 1] ?? '';
export const PERIOD: { y: number; m: number }[] = [];
for (let index = 0; index < 18; index++) {
  PERIOD.push({ y: 2024 + Math.floor(index / 12), m: (index % 12) + 1 });
}
// Sales by month: August slow, December busy.
export const SEASON = [0.9, 0.85, 1, 1.05, 1.05, 1.1, 1, 0.7, 1, 1.05, 1.15, 1.4];

// ---------------------------------------------------------------------------------------------
// Tax identifiers with their real check characters (CIF for companies, DNI for people).

export function cif(letter: string): string {
  const digits = String(intBetween(1_000_000, 9_999_999)).padStart(7, '0');
  const provincePrefix = pick(['14', '41', '23', '29', '18', '28']);
  const body = `${provincePrefix}${digits.slice(2)}`;
  let sum = 0;
  [...body].forEach((char, index) => {
    const digit = Number(char);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  });
  const control = (10 - (sum % 10)) % 10;
  const controlChar = 'PQRSNW'.includes(letter) ? 'JABCDEFGHI'[control] : String(control);
  return `${letter}${body}${controlChar ?? ''}`;
}
export function dni(): string {
  const number = intBetween(20_000_000, 80_000_000);
  return `${String(number)}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23] ?? ''}`;
}
