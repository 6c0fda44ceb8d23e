// The facts of one generated European invoice (parties, dates, items, document-level allowance
// and charge, VAT by rate, prepayment), drawn before any layout or XML writes them, so the page,
// the attached e-invoice and the answers all come from the same arithmetic.
import type { ExpectedLine } from '../dataset.ts';
import { addDays } from '../generated-es/formats.ts';
import type { Random } from '../generated-es/random.ts';

/** The countries whose invoices the corpus imitates. */
export type EuCountry = 'DE' | 'AT' | 'FR' | 'GB' | 'IE' | 'CH' | 'NL' | 'BE';

/** A party: name, VAT id (BT-31/BT-48), national tax or company number, address. */
export type EuParty = {
  name: string;
  vatId?: string;
  /** Steuernummer, SIRET, company number: a registration that is not the VAT id. */
  taxNumber?: string;
  street: string;
  postcode: string;
  city: string;
  country: EuCountry;
};

/**
 * A line item; `rate` is its VAT in percent (0 for an exempt small business), `discount` a line
 * allowance in percent of quantity times price (BG-27), already off the line's net amount; a
 * negative one is a line charge (BG-28, a surcharge), already on it.
 */
export type EuItem = {
  description: string;
  quantity: number;
  price: number;
  rate: number;
  discount?: number;
};

/** A document-level allowance (discount) or charge (freight), taxed at `rate`. */
export type AllowanceCharge = { isCharge: boolean; reason: string; amount: number; rate: number };

/** One VAT rate's base and amount (BG-23). */
export type EuTax = { rate: number; base: number; amount: number };

/** The facts a layout and an XML writer write. Dates are `YYYY-MM-DD`. */
export type EuInvoice = {
  isCreditNote: boolean;
  number: string;
  /** The invoice a credit note corrects. */
  correctedNumber: string;
  currency: 'EUR' | 'GBP' | 'CHF';
  /** The VAT accounting currency when it differs (BT-6), with the tax in it (BT-111). */
  taxCurrency?: { code: string; tax: number };
  seller: EuParty;
  buyer: EuParty;
  date: string;
  dueDate: string;
  deliveryDate: string;
  orderDate: string;
  orderNumber: string;
  customerNumber: string;
  /** Small business without VAT (§ 19 UStG, art. 293 B du CGI): no tax at all. */
  isTaxExempt: boolean;
  items: EuItem[];
  allowances: AllowanceCharge[];
  lineTotal: number;
  allowanceTotal: number;
  chargeTotal: number;
  net: number;
  taxes: EuTax[];
  tax: number;
  total: number;
  prepaid: number;
  due: number;
  /** Cash discount offered for early payment, in percent (Skonto, escompte), 0 for none. */
  cashDiscountRate: number;
  /** The earlier invoices a final one deducts (deposits, interim invoices); their sum is `prepaid`. */
  earlier?: readonly EarlierInvoice[];
  /** The date of the invoice a credit note corrects (`correctedNumber`). */
  correctedDate?: string;
  /** The quote a deposit invoice bills a share of (`share` in percent), with its amounts. */
  quote?: { number: string; date: string; net: number; tax: number; share: number };
};

/** An earlier invoice deducted on a final one: its number, date and amounts. */
export type EarlierInvoice = { number: string; date: string; net: number; tax: number };

export const round = (value: number): number => Math.round(value * 100) / 100;

/** What a line's allowance takes off quantity times price. */
export const lineDiscountOf = (item: EuItem): number =>
  round((round(item.quantity * item.price) * (item.discount ?? 0)) / 100);

/** A line's net amount (BT-131): quantity times price, less its allowance. */
export const lineAmountOf = (item: EuItem): number =>
  round(round(item.quantity * item.price) - lineDiscountOf(item));

/** What a family asks of the facts. */
export type EuOptions = {
  country: EuCountry;
  currency?: EuInvoice['currency'];
  rates: readonly number[];
  goods: readonly string[];
  companies: readonly string[];
  streets: readonly (readonly [string, string, string])[];
  vatIdOf: (random: Random) => string;
  taxNumberOf?: (random: Random) => string;
  numberOf: (random: Random, year: string) => string;
  itemCount?: [number, number];
  /** The quantities items are drawn with (premiums and fees are one each); common ones if unset. */
  quantities?: readonly number[];
  isTaxExempt?: boolean;
  creditNoteChance?: number;
  /** How often an item has a line allowance (none when unset). */
  itemDiscountChance?: number;
  /** How often an item without an allowance has a line charge, a surcharge (none when unset). */
  itemSurchargeChance?: number;
};

/** An item's line allowance (a positive percent) or charge (a negative one), if it has one. */
function lineAdjustmentOf(random: Random, options: EuOptions): { discount?: number } {
  if (options.itemDiscountChance !== undefined && random.chance(options.itemDiscountChance)) {
    return { discount: random.pick([3, 5, 10, 15]) };
  }
  if (options.itemSurchargeChance !== undefined && random.chance(options.itemSurchargeChance)) {
    return { discount: -random.pick([2, 4, 5]) };
  }
  return {};
}

function partyOf(random: Random, options: EuOptions, name: string, index: number): EuParty {
  const [street, postcode, city] = options.streets[index % options.streets.length] ?? ['', '', ''];
  return {
    name,
    vatId: options.vatIdOf(random),
    ...(options.taxNumberOf === undefined ? {} : { taxNumber: options.taxNumberOf(random) }),
    street,
    postcode,
    city,
    country: options.country,
  };
}

/** Draws an invoice's facts and computes its amounts as EN 16931 does (BR-CO-10 to -16). */
export function makeEuInvoice(random: Random, options: EuOptions): EuInvoice {
  const sellerName = random.pick(options.companies);
  let buyerName = random.pick(options.companies);
  while (buyerName === sellerName) {
    buyerName = random.pick(options.companies);
  }
  const street = random.int(0, options.streets.length - 1);
  const date = addDays('2023-01-09', random.int(0, 680));
  const isTaxExempt = options.isTaxExempt === true;
  const [least, most] = options.itemCount ?? [1, 6];
  const scale = random.pick([1, 1, 10]);
  const items = Array.from({ length: random.int(least, most) }, () => ({
    description: random.pick(options.goods),
    quantity: random.pick(options.quantities ?? [1, 1, 2, 3, 4, 5, 10, 12, 25]),
    price: round(random.int(2, 480) * scale + random.pick([0, 0.5, 0.9, random.int(1, 99) / 100])),
    rate: isTaxExempt ? 0 : random.pick(options.rates),
    ...lineAdjustmentOf(random, options),
  }));
  const lineTotal = round(items.reduce((sum, item) => sum + lineAmountOf(item), 0));
  const mainRate = items[0]?.rate ?? 0;
  const allowances: AllowanceCharge[] = [];
  if (random.chance(0.3)) {
    const percent = random.pick([2, 3, 5, 10]);
    allowances.push({
      isCharge: false,
      reason: `${percent} %`,
      amount: round((lineTotal * percent) / 100),
      rate: mainRate,
    });
  }
  if (random.chance(0.3)) {
    allowances.push({
      isCharge: true,
      reason: 'freight',
      amount: random.pick([4.9, 5.95, 9.5, 12, 19.9]),
      rate: mainRate,
    });
  }
  const allowanceTotal = round(
    allowances.filter((a) => !a.isCharge).reduce((sum, a) => sum + a.amount, 0),
  );
  const chargeTotal = round(
    allowances.filter((a) => a.isCharge).reduce((sum, a) => sum + a.amount, 0),
  );
  const byRate = new Map<number, number>();
  const add = (rate: number, amount: number) =>
    byRate.set(rate, round((byRate.get(rate) ?? 0) + amount));
  items.forEach((item) => add(item.rate, lineAmountOf(item)));
  allowances.forEach((a) => add(a.rate, a.isCharge ? a.amount : -a.amount));
  const taxes = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, base]) => ({ rate, base, amount: round((base * rate) / 100) }));
  const net = round(lineTotal - allowanceTotal + chargeTotal);
  const tax = round(taxes.reduce((sum, line) => sum + line.amount, 0));
  const total = round(net + tax);
  const isCreditNote = random.chance(options.creditNoteChance ?? 0.2);
  const prepaid =
    !isCreditNote && random.chance(0.25)
      ? round(Math.floor((total * random.pick([0.3, 0.5])) / 10) * 10)
      : 0;
  const year = date.slice(0, 4);
  const currency = options.currency ?? 'EUR';
  const taxCurrency =
    currency !== 'EUR' && random.chance(0.4)
      ? { code: 'EUR', tax: round(tax * (currency === 'GBP' ? 1.17 : 1.04)) }
      : undefined;
  return {
    isCreditNote,
    number: options.numberOf(random, year),
    correctedNumber: options.numberOf(random, year),
    currency,
    ...(taxCurrency === undefined ? {} : { taxCurrency }),
    seller: partyOf(random, options, sellerName, street),
    buyer: partyOf(random, options, buyerName, street + 1),
    date,
    dueDate: addDays(date, random.pick([7, 14, 30])),
    deliveryDate: addDays(date, -random.int(1, 12)),
    orderDate: addDays(date, -random.int(14, 40)),
    orderNumber: `PO-${random.int(10000, 99999)}`,
    customerNumber: String(random.int(10000, 99999)),
    isTaxExempt,
    items,
    allowances,
    lineTotal,
    allowanceTotal,
    chargeTotal,
    net,
    taxes,
    tax,
    total,
    prepaid,
    due: round(total - prepaid),
    cashDiscountRate: random.chance(0.3) ? random.pick([2, 3]) : 0,
  };
}

/** The line items as the answer files hold them (README "Answer files"). */
export function linesOfEu(invoice: EuInvoice): ExpectedLine[] {
  return invoice.items.map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unit_price: item.price,
    amount: lineAmountOf(item),
  }));
}
