// The facts of a generated Malaysian receipt: the shop (its name, company and tax registration,
// branch and address), the date as tills write it, the items, and ringgit amounts.
import type { Expected } from '../dataset.ts';
import type { Random } from '../generated-es/random.ts';

/** A shop as its receipts name it. */
export type Shop = {
  /** The name printed at the top (a trade name, or the company's own). */
  name: string;
  /** The company behind it, with its legal form (`SDN BHD`, `ENTERPRISE`). */
  company: string;
  companyNo: string;
  gstNo: string;
  sstNo: string;
  branch: string | undefined;
  address: string[];
  phone: string;
};

const TOWNS = [
  ['47400 PETALING JAYA', 'SELANGOR'],
  ['50450 KUALA LUMPUR', 'WILAYAH PERSEKUTUAN'],
  ['81200 JOHOR BAHRU', 'JOHOR'],
  ['40150 SHAH ALAM', 'SELANGOR'],
  ['43000 KAJANG', 'SELANGOR'],
  ['10200 GEORGETOWN', 'PULAU PINANG'],
  ['31400 IPOH', 'PERAK'],
  ['68000 AMPANG', 'SELANGOR'],
] as const;

const STREETS = ['JALAN', 'JLN', 'LORONG', 'PERSIARAN'] as const;
const STREET_NAMES = [
  'SS 22/19',
  'PUCHONG 2',
  'BUKIT BINTANG',
  'TAMAN MEWAH 3',
  'USJ 10/1',
  'KENARI 5',
  'PJU 1A/46',
] as const;
const AREAS = [
  'TAMAN SRI MUDA',
  'BANDAR BARU BANGI',
  'DAMANSARA JAYA',
  'TAMAN CONNAUGHT',
  'SEKSYEN 13',
  'KOTA DAMANSARA',
] as const;
const WORDS = [
  'JAYA',
  'MAJU',
  'SENTOSA',
  'BINTANG',
  'CAHAYA',
  'MURNI',
  'INDAH',
  'HARMONI',
  'GEMILANG',
  'SETIA',
  'BERKAT',
  'MEWAH',
] as const;
const FORMS = ['SDN BHD', 'SDN. BHD.', 'ENTERPRISE', 'TRADING', 'SDN BHD'] as const;

/** A company number as receipts print it: `123456-X`, or a business registration `JM0123456-T`. */
function companyNumber(random: Random, form: string): string {
  const letter = random.pick(['A', 'D', 'H', 'K', 'M', 'P', 'T', 'U', 'V', 'W', 'X']);
  return form.startsWith('SDN')
    ? `${random.int(100_000, 1_299_999)}-${letter}`
    : `${random.pick(['JM', 'SA', 'PG', 'KT'])}0${random.int(100_000, 999_999)}-${letter}`;
}

/** A shop whose top line starts with one of `kinds` (e.g. `PASARAYA`, `RESTORAN`) or its own name. */
export function makeShop(random: Random, kinds: readonly string[], tradeName?: string): Shop {
  const first = random.pick(WORDS);
  let second = random.pick(WORDS);
  while (second === first) {
    second = random.pick(WORDS);
  }
  const base = `${random.pick(kinds)} ${first} ${second}`.trim();
  const form = random.pick(FORMS);
  const company = `${base} ${form}`;
  const [town = '', state = ''] = random.pick(TOWNS);
  const street = `${random.pick(STREETS)} ${random.pick(STREET_NAMES)}`;
  const lot = random.pick([
    `NO. ${random.int(1, 120)}`,
    `LOT ${random.int(1, 9999)}`,
    `${random.int(1, 80)}-${random.int(1, 3)}`,
  ]);
  const lines = random.int(2, 4);
  const address =
    lines === 2
      ? [`${lot}, ${street},`, `${town}, ${state}.`]
      : lines === 3
        ? [`${lot}, ${street},`, `${random.pick(AREAS)},`, `${town}, ${state}.`]
        : [`${lot},`, `${street},`, `${random.pick(AREAS)},`, `${town} ${state}`];
  return {
    name: tradeName ?? company,
    company,
    companyNo: companyNumber(random, form),
    gstNo: `00${random.int(1_000_000_000, 2_099_999_999)}`,
    sstNo: `W10-${random.int(1801, 1812)}-${random.int(31_000_000, 32_999_999)}`,
    branch: random.chance(0.4) ? `(${random.pick(AREAS)} BRANCH)` : undefined,
    address,
    phone: `TEL: 0${random.int(3, 9)}-${random.int(2000, 9999)} ${random.int(1000, 9999)}`,
  };
}

/** The names that count as the issuer: the top line, and the company when it differs. */
function issuerAnswers(shop: Shop): string | string[] {
  return shop.name === shop.company ? shop.company : [shop.company, shop.name];
}

/** A receipt's answers: the issuer, the date, the total paid, in ringgit. */
export function answersOf(shop: Shop, when: When, total: number): Record<string, Expected> {
  return { issuer: issuerAnswers(shop), date: when.iso, total, currency: 'MYR' };
}

/** A receipt's date and time. */
export type When = { iso: string; day: number; month: number; year: number; time: string };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day in the GST (2017 to May 2018) or SST (from September 2018) years. */
export function makeWhen(random: Random, tax: 'GST' | 'SST'): When {
  const year = tax === 'GST' ? random.pick([2017, 2018]) : random.pick([2018, 2019]);
  const month =
    tax === 'GST'
      ? year === 2018
        ? random.int(1, 5)
        : random.int(1, 12)
      : year === 2018
        ? random.int(9, 12)
        : random.int(1, 12);
  const day = random.int(1, 28);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${year}-${pad(month)}-${pad(day)}`,
    day,
    month,
    year,
    time: `${pad(random.int(8, 22))}:${pad(random.int(0, 59))}`,
  };
}

/** How tills write the date (day first, as in Malaysia). */
export type DateStyle =
  | 'dd/mm/yyyy'
  | 'dd-mm-yy'
  | 'dd Mon yyyy'
  | 'yyyy-mm-dd'
  | 'dd.mm.yyyy'
  | 'dd/mm/yy'
  | 'dd-Mon-yyyy';

export const DATE_STYLES: readonly DateStyle[] = [
  'dd/mm/yyyy',
  'dd-mm-yy',
  'dd Mon yyyy',
  'yyyy-mm-dd',
  'dd.mm.yyyy',
  'dd/mm/yy',
  'dd-Mon-yyyy',
];

export function formatWhen(when: When, style: DateStyle): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const yy = pad(when.year % 100);
  const mon = MONTHS[when.month - 1] ?? '';
  switch (style) {
    case 'dd/mm/yyyy':
      return `${pad(when.day)}/${pad(when.month)}/${when.year}`;
    case 'dd-mm-yy':
      return `${pad(when.day)}-${pad(when.month)}-${yy}`;
    case 'dd Mon yyyy':
      return `${pad(when.day)} ${mon} ${when.year}`;
    case 'yyyy-mm-dd':
      return when.iso;
    case 'dd.mm.yyyy':
      return `${pad(when.day)}.${pad(when.month)}.${when.year}`;
    case 'dd/mm/yy':
      return `${pad(when.day)}/${pad(when.month)}/${yy}`;
    case 'dd-Mon-yyyy':
      return `${pad(when.day)}-${mon.toUpperCase()}-${when.year}`;
  }
}

/** One item sold. */
export type Item = {
  description: string;
  code: string;
  quantity: number;
  price: number;
  amount: number;
};

/** `count` items drawn from `names` with prices between `low` and `high` ringgit. */
export function makeItems(
  random: Random,
  names: readonly string[],
  count: number,
  low: number,
  high: number,
): Item[] {
  const items: Item[] = [];
  for (let index = 0; index < count; index += 1) {
    const quantity = random.chance(0.7) ? 1 : random.int(2, 4);
    const price = cents(low + random.next() * (high - low));
    items.push({
      description: random.pick(names),
      code: String(random.int(100_000_000, 999_999_999)).padStart(13, '95'),
      quantity,
      price,
      amount: cents(quantity * price),
    });
  }
  return items;
}

/** Rounded to the cent. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Rounded to five sen, as cash totals are in Malaysia. */
export function toFiveSen(value: number): number {
  return Math.round(value * 20) / 20;
}

/** `12.50`, the way tills print ringgit. */
export function money(value: number): string {
  return value.toFixed(2);
}

/** The sum of the items' amounts. */
export function sumOf(items: readonly Item[]): number {
  return cents(items.reduce((sum, item) => sum + item.amount, 0));
}

/** Cash a customer hands over for `total`: the next note or a round amount above it. */
export function tendered(random: Random, total: number): number {
  const notes = [5, 10, 20, 50, 100, 200].filter((note) => note >= total);
  return random.chance(0.2)
    ? total
    : (notes[random.int(0, Math.min(1, notes.length - 1))] ?? Math.ceil(total / 10) * 10);
}
