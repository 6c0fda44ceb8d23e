// The eighteenth pass's tune families for split tenders and tips, in other layouts than the
// probe's held ones: an American grocery paid part by EBT (food stamps) or a gift card and the
// rest by card or cash, with the balance left due after each tender and the cards' remaining
// balances; a restaurant check with a service charge or an automatic gratuity, the amount due,
// and suggested tips in brackets (`(15%) 4.50 (18%) 5.40`); a Canadian drugstore paid by cash and
// a card, the cash with change at times (added after the first two's first figures).
import type { Random } from '../generated-es/random.ts';
import type { ReceiptFamily } from './family.ts';
import { cents, makeItems, makeWhen, money, sumOf, tendered } from './model.ts';
import type { Tape } from './tape.ts';
import { formatUsDate, makeUsStore, printUsHeader, usAnswersOf } from './us-model.ts';

const GROCERY = [
  'WHOLE MILK GAL',
  'LARGE EGGS 12CT',
  'WHITE BREAD',
  'PEANUT BUTTER',
  'GROUND BEEF 1LB',
  'PAPER TOWELS',
  'DISH SOAP',
  'APPLES 3LB BAG',
  'CEREAL 18OZ',
];
const NON_FOOD = new Set(['PAPER TOWELS', 'DISH SOAP']);
const DINNER = [
  'CALAMARI',
  'CAESAR SALAD',
  'RIBEYE 12OZ',
  'SALMON',
  'PASTA PRIMAVERA',
  'IPA DRAFT',
  'HOUSE RED GLS',
  'CHEESECAKE',
  'SODA',
];

const groceryEbt: ReceiptFamily = {
  name: 'us-grocery-ebt-split',
  half: 'tune',
  kind: 'American grocery: items flagged F (food stamp eligible) or T (taxable), SUBTOTAL, TAX, TOTAL, an EBT SNAP or gift card tender for part, BALANCE DUE for the rest, then card or cash and CHANGE DUE, the cards remaining balances after',
  print(random, tape) {
    const store = makeUsStore(random, ['FOODS', 'GROCERY', 'MARKET', 'SUPERMARKET']);
    const when = makeWhen(random, 'SST');
    printUsHeader(tape, store, random);
    tape.line(
      `${formatUsDate(when, random)} ${when.time}  ST# ${store.storeNo} OP# ${random.int(10, 99)}`,
    );
    tape.rule();
    const items = makeItems(random, GROCERY, random.int(3, 7), 1.5, 11);
    let food = 0;
    let taxable = 0;
    for (const item of items) {
      const isFood = !NON_FOOD.has(item.description);
      food += isFood ? item.amount : 0;
      taxable += isFood ? 0 : item.amount;
      tape.cells([
        [0, item.quantity > 1 ? `${item.quantity} ${item.description}` : item.description],
        [-3, money(item.amount)],
        [-1, isFood ? 'F' : 'T'],
      ]);
    }
    food = cents(food);
    const subtotal = sumOf(items);
    const tax = cents(taxable * random.pick([0.0625, 0.07, 0.08]));
    const total = cents(subtotal + tax);
    tape.skip(0.3);
    tape.pair(random.pick(['SUBTOTAL', 'SUB TOTAL']), money(subtotal));
    tape.pair(random.pick(['TAX', 'SALES TAX', 'TAX 1']), money(tax));
    tape.pair(random.pick(['TOTAL', '*** TOTAL', 'TOTAL PURCHASE']), money(total), { bold: true });
    const isEbt = food > 0 && random.chance(0.6);
    const first = isEbt ? food : Math.min(random.pick([10, 15, 20, 25]), cents(total / 2));
    const firstName = isEbt
      ? random.pick(['EBT SNAP', 'EBT FOOD', 'EBT FS TEND', 'SNAP EBT'])
      : random.pick(['GIFT CARD', 'GIFT CRD TEND', 'STORE GIFT CARD']);
    tape.pair(firstName, money(first));
    const rest = cents(total - first);
    tape.pair(random.pick(['BALANCE DUE', 'BAL DUE', 'AMOUNT DUE']), money(rest));
    if (rest > 0 && random.chance(0.5)) {
      const paid = tendered(random, rest);
      tape.pair(random.pick(['CASH', 'CASH TEND']), money(paid));
      tape.pair(random.pick(['CHANGE', 'CHANGE DUE']), money(cents(paid - rest)));
    } else if (rest > 0) {
      tape.pair(random.pick(['VISA', 'DEBIT', 'MASTERCARD']), money(rest));
      tape.pair(random.pick(['CHANGE', 'CHANGE DUE']), '0.00');
    }
    tape.skip(0.5);
    const remaining = cents(first + 20 + random.next() * 180);
    tape.pair(
      isEbt ? random.pick(['EBT FOOD BAL', 'SNAP BALANCE']) : 'GIFT CARD BAL',
      money(remaining),
    );
    if (random.chance(0.5)) {
      tape.pair('TOTAL SAVINGS', money(cents(1 + random.next() * 6)));
    }
    tape.line(`# ITEMS SOLD ${items.length}`);
    tape.center(random.pick(['THANK YOU FOR SHOPPING', 'SAVE YOUR RECEIPT']));
    return usAnswersOf(store, when, total);
  },
};

/** Suggested tips on the amount due, in brackets in one of three ways. */
function printSuggestedTips(tape: Tape, random: Random, base: number): void {
  const tips = [15, 18, 20].map((percent) => [percent, cents((base * percent) / 100)] as const);
  const style = random.int(0, 2);
  if (style === 0) {
    tape.line(random.pick(['Suggested tip:', 'Suggested Gratuity:', 'Tip suggestions:']));
    tape.line(tips.map(([p, tip]) => `(${p}%) ${money(tip)}`).join(' '), { indent: 1 });
  } else if (style === 1) {
    tape.line('Suggested tip:');
    for (const [percent, tip] of tips) {
      tape.pair(`  ${percent}% (${money(tip)})`, `[${money(cents(base + tip))}]`);
    }
  } else {
    tape.center('For your convenience');
    for (const [percent, tip] of tips) {
      tape.pair(`  ${percent}% tip`, `(${money(tip)})`);
    }
  }
}

const restaurantGratuity: ReceiptFamily = {
  name: 'us-restaurant-gratuity',
  half: 'tune',
  kind: 'American restaurant check: server, table and guests, Subtotal, a Service charge or automatic Gratuity 18-20% for large parties, Tax, Amount due or Total Due, suggested tips in brackets, blank tip and total lines or a cash payment and change',
  print(random, tape) {
    const store = makeUsStore(random, ['GRILL', 'BISTRO', 'KITCHEN', 'TAVERN']);
    const when = makeWhen(random, 'SST');
    printUsHeader(tape, store, random);
    const guests = random.chance(0.5) ? random.int(2, 5) : random.int(6, 12);
    tape.pair(
      `Server: ${random.pick(['JESSICA', 'MIKE', 'ANA', 'DEV'])}`,
      `Table ${random.int(1, 40)}`,
    );
    tape.pair(`Guests: ${guests}`, `Check #${random.int(1000, 9999)}`);
    tape.line(`${formatUsDate(when, random)} ${when.time}`);
    tape.rule();
    const items = makeItems(random, DINNER, random.int(3, 8), 4, 36);
    for (const item of items) {
      tape.pair(`${item.quantity} ${item.description}`, money(item.amount));
    }
    tape.rule();
    const subtotal = sumOf(items);
    tape.pair('Subtotal', money(subtotal));
    const isLarge = guests >= 6;
    const chargeRate = isLarge
      ? random.pick([18, 20])
      : random.chance(0.4)
        ? random.pick([3, 5])
        : 0;
    const charge = cents((subtotal * chargeRate) / 100);
    const taxFirst = random.chance(0.5);
    const tax = cents(subtotal * random.pick([0.08, 0.0875, 0.1]));
    const chargeLabel = isLarge
      ? random.pick([
          `Gratuity ${chargeRate}%`,
          `Auto Gratuity (${chargeRate}%)`,
          `Service charge ${chargeRate}%`,
        ])
      : random.pick([
          `Service charge ${chargeRate}%`,
          `Kitchen appreciation ${chargeRate}%`,
          `Service Chg ${chargeRate}%`,
        ]);
    if (taxFirst) {
      tape.pair('Tax', money(tax));
    }
    if (charge > 0) {
      tape.pair(chargeLabel, money(charge));
    }
    if (!taxFirst) {
      tape.pair('Tax', money(tax));
    }
    const total = cents(subtotal + charge + tax);
    tape.pair(random.pick(['Amount due', 'Amount Due', 'Total Due', 'TOTAL']), `$${money(total)}`, {
      bold: true,
    });
    tape.skip(0.5);
    printSuggestedTips(tape, random, random.chance(0.5) ? subtotal : total);
    tape.skip(0.3);
    if (random.chance(0.6)) {
      tape.pair(isLarge ? 'Additional tip' : 'Tip', '__________');
      tape.pair('Total', '__________');
      tape.skip(0.5);
      tape.line('Signature ____________________');
    } else {
      const paid = tendered(random, total);
      tape.pair('Cash', money(paid));
      tape.pair('Change', money(cents(paid - total)));
    }
    tape.center(
      isLarge
        ? 'Thank you for dining with us!'
        : random.pick([
            'Thank you for dining with us!',
            'Gratuity not included for parties under 6',
          ]),
    );
    return usAnswersOf(store, when, total);
  },
};

const PHARMACY = [
  'ADVIL 24 TABS',
  'VITAMIN D 1000IU',
  'TOOTHPASTE 100ML',
  'SHAMPOO 400ML',
  'BANDAGES 30PK',
  'GREETING CARD',
  'CHOCOLATE BAR',
  'COUGH SYRUP 250ML',
];
const CA_CITIES = ['TORONTO ON M4W 1A8', 'OTTAWA ON K2P 1L4', 'HALIFAX NS B3H 4R2'];
const CARDS = ['DEBIT', 'INTERAC', 'VISA', 'MASTERCARD', 'AMEX', 'GIFT CARD'];

const splitTender: ReceiptFamily = {
  name: 'ca-drugstore-split-tender',
  half: 'tune',
  kind: 'Canadian drugstore: items flagged H (HST), SUBTOTAL, HST 13%, TOTAL, paid in two tenders: cash first and a card for the rest, or a card or gift card for a set sum and cash for the rest with CHANGE, a TOTAL TENDERED line at times, points after',
  print(random, tape) {
    const word = random.pick(['SHOPPERS', 'REXALL', 'PHARMA', 'LONDON', 'GUARDIAN', 'UNIPRIX']);
    const name = `${word} ${random.pick(['DRUG MART', 'PHARMACY', 'DRUGS'])}`;
    const when = makeWhen(random, 'SST');
    if (random.chance(0.5)) {
      tape.center(name, { face: random.pick(['logoSans', 'logoSerif'] as const), size: 14 });
      tape.skip(0.3);
    } else {
      tape.center(name, { bold: true });
    }
    tape.center(
      `${random.int(10, 2400)} ${random.pick(['YONGE ST', 'BANK ST', 'SPRING GARDEN RD'])}`,
    );
    tape.center(random.pick(CA_CITIES));
    tape.center(`HST# ${random.int(100_000_000, 999_999_999)} RT0001`);
    tape.skip(0.5);
    tape.pair(`${when.iso} ${when.time}`, `TRANS ${random.int(1000, 9999)}`);
    tape.rule();
    const items = makeItems(random, PHARMACY, random.int(2, 5), 2, 14);
    for (const item of items) {
      tape.pair(`${item.quantity} ${item.description}`, `${money(item.amount)} H`);
    }
    tape.rule();
    const subtotal = sumOf(items);
    const tax = cents(subtotal * 0.13);
    const total = cents(subtotal + tax);
    tape.pair('SUBTOTAL', money(subtotal));
    tape.pair('HST 13%', money(tax));
    tape.pair(random.pick(['TOTAL', 'TOTAL DUE', 'TOTAL $']), money(total), { bold: true });
    tape.skip(0.3);
    const card = random.pick(CARDS);
    const part = Math.min(random.pick([5, 10, 20]), cents(total / 2));
    let tenderedSum: number;
    let change = 0;
    if (random.chance(0.5)) {
      // Cash for a part, the card for the rest: no change.
      tape.pair('CASH', money(part));
      tape.pair(card, money(cents(total - part)));
      tenderedSum = total;
    } else {
      // The card (a gift card's balance, a set sum) first, cash for the rest with change.
      const rest = cents(total - Math.max(part, cents(total * (0.3 + random.next() * 0.4))));
      const paid = Math.max(tendered(random, rest), rest);
      change = cents(paid - rest);
      tape.pair(card, money(cents(total - rest)));
      tape.pair('CASH', money(paid));
      tenderedSum = cents(total - rest + paid);
    }
    if (random.chance(0.5)) {
      tape.pair('TOTAL TENDERED', money(tenderedSum));
    }
    tape.pair(random.pick(['CHANGE', 'CHANGE DUE']), money(change));
    tape.skip(0.5);
    tape.line(`POINTS EARNED ${Math.floor(total * 10)}`);
    tape.center(random.pick(['THANK YOU', 'PLEASE KEEP YOUR RECEIPT']));
    return { issuer: name, date: when.iso, total, currency: 'CAD' };
  },
};

export const TUNE_CHECK_FAMILIES: ReceiptFamily[] = [groceryEbt, restaurantGratuity, splitTender];
