// A tune family written to teach the "currency by country" to receipts: a Canadian or
// New Zealand cafe prints its prices with a bare `$` (its own dollar), and only its address
// (province and postal code, or town and postcode) and its GST registration say which dollar.
import type { ReceiptFamily } from './family.ts';
import { cents, makeItems, makeWhen, money, sumOf, tendered } from './model.ts';
import { formatDayFirst } from './uk-au-model.ts';

const MENU = [
  'FLAT WHITE',
  'LONG BLACK',
  'CAPPUCCINO LG',
  'BLUEBERRY MUFFIN',
  'BAGEL CREAM CHEESE',
  'CHAI LATTE',
  'SAUSAGE ROLL',
  'BOTTLED WATER',
];
const CA_TOWNS = ['TORONTO ON M5V 2T6', 'OTTAWA ON K1P 5J2', 'HALIFAX NS B3J 1S9'];
const CA_WEST = ['VANCOUVER BC V6B 1A1', 'CALGARY AB T2P 1J9', 'EDMONTON AB T5J 0N3'];
const NZ_TOWNS = ['AUCKLAND 1010', 'WELLINGTON 6011', 'CHRISTCHURCH 8011', 'HAMILTON 3204'];
const STREETS = ['Queen St', 'King St W', 'Cuba St', 'Main Street', 'Victoria Ave'];
const WORDS = ['Maple', 'Harbour', 'Kauri', 'Northside', 'Beacon', 'Riverside'];

const cafeDollars: ReceiptFamily = {
  name: 'ca-nz-cafe-dollars',
  half: 'tune',
  kind: 'Canadian or New Zealand cafe: prices with a bare $, GST/HST (Canada, added on top, GST/HST # ...RT0001, province and postal code) or GST included (New Zealand, GST No 123-456-789, town and postcode), a card or cash and change',
  print(random, tape) {
    const country = random.pick(['CA', 'CA', 'NZ'] as const);
    const word = random.pick(WORDS);
    const name = `${word} ${random.pick(['Coffee Co.', 'Cafe', 'Espresso Bar', 'Bakery'])}`;
    const cased = random.chance(0.5) ? name.toUpperCase() : name;
    const when = makeWhen(random, 'SST');
    const isWest = random.chance(0.4);
    tape.center(cased, { bold: true });
    tape.center(`${random.int(2, 480)} ${random.pick(STREETS)}`);
    if (country === 'CA') {
      tape.center(random.pick(isWest ? CA_WEST : CA_TOWNS));
      tape.center(`GST/HST # ${random.int(100_000_000, 999_999_999)} RT0001`);
    } else {
      tape.center(random.pick(NZ_TOWNS));
      tape.center(
        `GST No: ${random.int(100, 139)}-${random.int(100, 999)}-${random.int(100, 999)}`,
      );
    }
    tape.skip(0.5);
    const stamp =
      country === 'CA'
        ? `${when.iso} ${when.time}`
        : `${formatDayFirst(when, random)} ${when.time}`;
    tape.line(`${stamp}  Order #${random.int(100, 9999)}`);
    tape.rule();
    const items = makeItems(random, MENU, random.int(2, 5), 2.5, 8.5);
    for (const item of items) {
      tape.pair(`${item.quantity} ${item.description}`, `$${money(item.amount)}`);
    }
    tape.rule();
    const subtotal = sumOf(items);
    let total = subtotal;
    if (country === 'CA') {
      // HST in the east (13 %), GST alone in the west (5 %), added on top of the prices.
      const rate = isWest ? 0.05 : 0.13;
      const tax = cents(subtotal * rate);
      total = cents(subtotal + tax);
      tape.pair('SUBTOTAL', `$${money(subtotal)}`);
      tape.pair(isWest ? 'GST 5%' : 'HST 13%', `$${money(tax)}`);
      tape.pair('TOTAL', `$${money(total)}`, { bold: true });
    } else {
      // New Zealand prices include GST (15 %): the receipt says how much of the total it is.
      tape.pair('TOTAL', `$${money(total)}`, { bold: true });
      tape.pair('GST INCLUDED', `$${money(cents((total * 3) / 23))}`);
    }
    if (random.chance(0.6)) {
      tape.pair(random.pick(['VISA', 'DEBIT', 'EFTPOS', 'MASTERCARD']), `$${money(total)}`);
    } else {
      const paid = tendered(random, total);
      tape.pair('CASH', `$${money(paid)}`);
      tape.pair('CHANGE', `$${money(cents(paid - total))}`);
    }
    tape.skip(0.5);
    tape.center(random.pick(['THANK YOU!', 'See you again soon', 'Thanks for visiting']));
    return {
      issuer: cased,
      date: when.iso,
      total,
      currency: country === 'CA' ? 'CAD' : 'NZD',
    };
  },
};

export const TUNE_DOLLAR_FAMILIES: ReceiptFamily[] = [cafeDollars];
