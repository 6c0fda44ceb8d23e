// The facts of a generated British or Australian receipt: a shop with its street, town and
// postcode (or suburb, state and postcode), its VAT number or ABN, the date day first as those
// tills write it, and pound or dollar amounts.
import type { Expected } from '../dataset.ts';
import type { Random } from '../generated-es/random.ts';
import type { When } from './model.ts';
import type { Tape } from './tape.ts';

/** A British or Australian shop as its receipts name it. */
export type AbroadShop = {
  /** The name printed at the top (a brand in one word at times: `SAVEWELL`). */
  name: string;
  /** The company printed under the address (`Savewell Stores Ltd`), when one is. */
  company: string | undefined;
  lines: string[];
  currency: 'GBP' | 'AUD';
};

const UK_TOWNS = [
  'LEEDS LS1 4AP',
  'BRISTOL BS1 5TR',
  'YORK YO1 7HH',
  'CARDIFF CF10 1EP',
  'NORWICH NR2 1QE',
  'GLASGOW G1 3SL',
  'READING RG1 2EG',
] as const;
const AU_TOWNS = [
  'PARRAMATTA NSW 2150',
  'FITZROY VIC 3065',
  'SOUTHPORT QLD 4215',
  'GLENELG SA 5045',
  'FREMANTLE WA 6160',
  'HOBART TAS 7000',
] as const;
const STREETS = ['High Street', 'Station Road', 'Market Place', 'King Street', 'Church Lane'];
const WORDS = ['Ashford', 'Kingsway', 'Westgate', 'Hartley', 'Preston', 'Milford', 'Harbour'];

/**
 * A shop whose name is `word + kind` (`Westgate Pharmacy`) or one of `brands` (one word, as
 * chains print theirs), with the company under the address for some.
 */
export function makeAbroadShop(
  random: Random,
  country: 'UK' | 'AU',
  kinds: readonly string[],
  brands: readonly string[],
): AbroadShop {
  const isBrand = brands.length > 0 && random.chance(0.5);
  const word = random.pick(WORDS);
  const name = isBrand ? random.pick(brands) : `${word} ${random.pick(kinds)}`;
  const cased = random.chance(0.5) ? name.toUpperCase() : name;
  const company = random.chance(0.4)
    ? `${isBrand ? name : word} ${country === 'UK' ? random.pick(['Retail Ltd', 'Stores Ltd', 'Trading Ltd']) : random.pick(['Pty Ltd', 'Group Pty Ltd'])}`
    : undefined;
  const street = `${random.int(1, 240)} ${random.pick(STREETS)}`;
  const phone =
    country === 'UK'
      ? `Tel: 0${random.int(113, 191)} ${random.int(200, 999)} ${random.int(1000, 9999)}`
      : `Ph: (0${random.int(2, 8)}) ${random.int(9000, 9999)} ${random.int(1000, 9999)}`;
  const registration =
    country === 'UK'
      ? `${random.pick(['VAT No', 'VAT Reg No', 'VAT No.'])} GB ${random.int(100, 999)} ${random.int(1000, 9999)} ${random.int(10, 99)}`
      : `ABN ${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(100, 999)}`;
  const lines = [street, random.pick(country === 'UK' ? UK_TOWNS : AU_TOWNS), phone, registration];
  return { name: cased, company, lines, currency: country === 'UK' ? 'GBP' : 'AUD' };
}

/** Prints the shop's name (large or bold), its address, phone and registration, its company. */
export function printAbroadHeader(tape: Tape, shop: AbroadShop, random: Random): void {
  if (random.chance(0.6)) {
    tape.center(shop.name, {
      face: random.pick(['logoSans', 'logoSerif'] as const),
      size: random.int(13, 17),
    });
    tape.skip(0.3);
  } else {
    tape.center(shop.name, { bold: true });
  }
  for (const line of shop.lines) {
    tape.center(line);
  }
  if (shop.company !== undefined) {
    tape.center(shop.company);
  }
  tape.skip(0.5);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A date day first (`29/11/2019`, `29/11/19`, `29-Nov-2019`, `Fri 29 Nov 2019`, `29.11.19`). */
export function formatDayFirst(when: When, random: Random): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const month = MONTHS[when.month - 1] ?? '';
  switch (random.int(0, 4)) {
    case 0:
      return `${pad(when.day)}/${pad(when.month)}/${when.year}`;
    case 1:
      return `${pad(when.day)}/${pad(when.month)}/${pad(when.year % 100)}`;
    case 2:
      return `${pad(when.day)}-${month}-${when.year}`;
    case 3:
      return `${random.pick(DAYS)} ${when.day} ${month} ${when.year}`;
    default:
      return `${pad(when.day)}.${pad(when.month)}.${pad(when.year % 100)}`;
  }
}

/** The answers: the shop's name (or its company), the date, the total paid, its currency. */
export function abroadAnswersOf(
  shop: AbroadShop,
  when: When,
  total: number,
): Record<string, Expected> {
  return {
    issuer: shop.company === undefined ? shop.name : [shop.name, shop.company],
    date: when.iso,
    total,
    currency: shop.currency,
  };
}
