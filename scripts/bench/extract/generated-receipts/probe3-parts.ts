// What the receipts probe 3 families share: ringgit with thousands separators, a later day
// (a warranty's end, the next service), a customer's company for a wholesaler's bill.
import type { Random } from '../generated-es/random.ts';
import { makeShop, type When } from './model.ts';

/** `1,299.00`, as invoices and larger bills print ringgit. */
export function grouped(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The day `days` after `when`, written `dd/mm/yyyy` (the receipt's other, later date). */
export function dayAfter(when: When, days: number): string {
  const date = new Date(Date.UTC(when.year, when.month - 1, when.day + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** The same day written `dd/mm/yyyy hh:mm:ss` or `yyyy/mm/dd hh:mm:ss`, as POS systems stamp it. */
export function stamp(when: When, random: Random, isYearFirst: boolean): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const seconds = pad(random.int(0, 59));
  return isYearFirst
    ? `${when.year}/${pad(when.month)}/${pad(when.day)} ${when.time}:${seconds}`
    : `${pad(when.day)}/${pad(when.month)}/${when.year} ${when.time}:${seconds}`;
}

/** A customer's shop or company (a sundry shop, a café) with its address, for `BILL TO`. */
export function makeCustomer(random: Random): { name: string; address: string[] } {
  const customer = makeShop(random, ['KEDAI RUNCIT', 'MINI MARKET', 'CAFE', 'PASAR MINI']);
  return { name: customer.company, address: customer.address.slice(0, 2) };
}
