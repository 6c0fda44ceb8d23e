// The facts of a generated United States receipt: a store or restaurant with its street address,
// city, state and ZIP code, the date month first as American tills write it, and dollar amounts.
import type { Expected } from '../dataset.ts';
import type { Random } from '../generated-es/random.ts';
import type { When } from './model.ts';
import type { Tape } from './tape.ts';

/** An American store as its receipts name it. */
export type UsStore = {
  name: string;
  /** The operating company when the receipt prints one (`Operated by ... LLC`). */
  operator: string | undefined;
  storeNo: string;
  street: string;
  city: string;
  phone: string;
};

const CITIES = [
  'SPRINGFIELD, IL 62701',
  'AUSTIN, TX 78701',
  'PORTLAND, OR 97205',
  'COLUMBUS, OH 43215',
  'RALEIGH, NC 27601',
  'DENVER, CO 80202',
  'BROOKLYN, NY 11201',
] as const;
const STREETS = ['MAIN ST', 'OAK AVE', 'BROADWAY', 'MARKET ST', 'ELM ST', 'RIVER RD'] as const;
const WORDS = ['HARVEST', 'SUNRISE', 'VALLEY', 'GREENLEAF', 'BLUE OAK', 'MAPLE', 'LIBERTY'];

/** A store whose name ends in one of `kinds` (`MARKET`, `GRILL`). */
export function makeUsStore(random: Random, kinds: readonly string[]): UsStore {
  const name = `${random.pick(WORDS)} ${random.pick(kinds)}`;
  return {
    name,
    operator: random.chance(0.3)
      ? `${random.pick(WORDS)} ${random.pick(['HOLDINGS LLC', 'FOODS INC', 'HOSPITALITY LLC'])}`
      : undefined,
    storeNo: String(random.int(12, 2999)).padStart(4, '0'),
    street:
      `${random.int(10, 9899)} ${random.pick(['N', 'S', 'E', 'W', ''])} ${random.pick(STREETS)}`.replace(
        /  +/gu,
        ' ',
      ),
    city: random.pick(CITIES),
    phone: `(${random.int(201, 989)}) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
  };
}

/** Prints the store's block: its name (large or bold), store number, address, phone. */
export function printUsHeader(tape: Tape, store: UsStore, random: Random): void {
  if (random.chance(0.6)) {
    tape.center(store.name, {
      face: random.pick(['logoSans', 'logoSerif'] as const),
      size: random.int(13, 16),
    });
    tape.skip(0.3);
  } else {
    tape.center(store.name, { bold: true });
  }
  tape.center(random.pick([`Store #${store.storeNo}`, `STORE ${store.storeNo}`, '']));
  tape.center(store.street);
  tape.center(store.city);
  tape.center(store.phone);
  if (store.operator !== undefined) {
    tape.center(`Operated by ${store.operator}`);
  }
  tape.skip(0.5);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An American date: month first (`11/29/2019`, `11/29/19`, `Nov 29, 2019`, `11-29-2019`). */
export function formatUsDate(when: When, random: Random): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const style = random.int(0, 3);
  if (style === 0) {
    return `${pad(when.month)}/${pad(when.day)}/${when.year}`;
  }
  if (style === 1) {
    return `${pad(when.month)}/${pad(when.day)}/${pad(when.year % 100)}`;
  }
  if (style === 2) {
    return `${MONTHS[when.month - 1] ?? ''} ${when.day}, ${when.year}`;
  }
  return `${pad(when.month)}-${pad(when.day)}-${when.year}`;
}

/** A US receipt's answers: the store (or its operator), the date, the total paid, in dollars. */
export function usAnswersOf(store: UsStore, when: When, total: number): Record<string, Expected> {
  return {
    issuer: store.operator === undefined ? store.name : [store.name, store.operator],
    date: when.iso,
    total,
    currency: 'USD',
  };
}
