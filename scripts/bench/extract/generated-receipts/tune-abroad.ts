// The seventeenth pass's tune families, fixed before any result: a British supermarket (VAT
// codes A/B on the items, BALANCE DUE, a Clubcard-style voucher and a card, a VAT summary with
// its own TOTAL row), an American gas station (gallons at a price a gallon, FUEL SALE, TOTAL
// then CREDIT or DEBIT), an American hardware store (member discount, loyalty reward, member
// savings and points after the total).
import type { ReceiptFamily } from './family.ts';
import { cents, makeItems, makeWhen, money, sumOf, tendered } from './model.ts';
import {
  abroadAnswersOf,
  formatDayFirst,
  makeAbroadShop,
  printAbroadHeader,
} from './uk-au-model.ts';
import { formatUsDate, makeUsStore, printUsHeader, usAnswersOf } from './us-model.ts';

const GROCERIES = [
  'SEMI SKIMMED MILK 2PT',
  'WHOLEMEAL BREAD',
  'BANANAS LOOSE',
  'CHEDDAR 400G',
  'WASHING UP LIQUID',
  'ORANGE JUICE 1L',
  'CHICKEN BREAST 500G',
  'BIN BAGS 20S',
];
const ZERO_RATED = new Set(['SEMI SKIMMED MILK 2PT', 'WHOLEMEAL BREAD', 'BANANAS LOOSE']);
const FORECOURT = ['COFFEE 16OZ', 'WATER 1L', 'JERKY', 'CANDY BAR', 'WIPER FLUID'];
const HARDWARE = [
  'DECK SCREWS 1LB',
  'PAINT ROLLER 9IN',
  'EXT CORD 25FT',
  'LED BULB 4PK',
  'DUCT TAPE',
  'WD-40 12OZ',
  'HOSE NOZZLE',
  'SANDPAPER 10PK',
];

const ukSupermarket: ReceiptFamily = {
  name: 'uk-supermarket-vat',
  half: 'tune',
  kind: 'British supermarket: items with VAT codes A/B, BALANCE DUE, a loyalty voucher and a card (or cash and change), a VAT summary (code, rate, net, VAT, total) with its own TOTAL row, the date at the foot',
  print(random, tape) {
    const shop = makeAbroadShop(
      random,
      'UK',
      ['Superstore', 'Foodhall', 'Market'],
      ['SAVEWELL', 'Freshmart', 'TESCAPE'],
    );
    const when = makeWhen(random, 'SST');
    printAbroadHeader(tape, shop, random);
    const items = makeItems(random, GROCERIES, random.int(3, 7), 0.6, 9);
    const isZero = items.map((item) => ZERO_RATED.has(item.description));
    items.forEach((item, index) => {
      tape.cells([
        [0, item.description],
        [-3, `£${money(item.amount)}`],
        [-1, isZero[index] === true ? 'B' : 'A'],
      ]);
    });
    const total = sumOf(items);
    tape.line(`${items.length} ITEMS`, { indent: 2 });
    tape.pair(random.pick(['BALANCE DUE', 'TOTAL TO PAY', 'BALANCE DUE']), `£${money(total)}`, {
      bold: true,
    });
    const voucher = random.chance(0.6) ? Math.min(random.pick([1.5, 3, 5]), cents(total / 2)) : 0;
    if (voucher > 0) {
      tape.pair(
        random.pick(['CLUBCARD VOUCHER', 'REWARD VOUCHER', 'COUPON']),
        `-£${money(voucher)}`,
      );
    }
    const rest = cents(total - voucher);
    if (random.chance(0.6)) {
      tape.pair(random.pick(['VISA DEBIT', 'MASTERCARD', 'CONTACTLESS']), `£${money(rest)}`);
      tape.pair('CHANGE DUE', '£0.00');
    } else {
      const paid = tendered(random, rest);
      tape.pair('CASH', `£${money(paid)}`);
      tape.pair('CHANGE DUE', `£${money(cents(paid - rest))}`);
    }
    tape.skip(0.5);
    const standard = cents(
      items.filter((_, i) => isZero[i] !== true).reduce((s, i) => s + i.amount, 0),
    );
    const vat = cents(standard / 6);
    tape.cells([
      [0, 'VAT'],
      [8, 'RATE'],
      [-15, 'NET'],
      [-8, 'VAT'],
      [-1, 'TOTAL'],
    ]);
    tape.cells([
      [0, 'A'],
      [8, '20%'],
      [-15, money(cents(standard - vat))],
      [-8, money(vat)],
      [-1, money(standard)],
    ]);
    tape.cells([
      [0, 'B'],
      [8, '0%'],
      [-15, money(cents(total - standard))],
      [-8, '0.00'],
      [-1, money(cents(total - standard))],
    ]);
    tape.cells([
      [0, 'TOTAL'],
      [-15, money(cents(total - vat))],
      [-8, money(vat)],
      [-1, money(total)],
    ]);
    tape.skip(0.5);
    if (voucher > 0 || random.chance(0.5)) {
      tape.line(`CLUBCARD POINTS THIS VISIT ${Math.floor(total)}`);
    }
    tape.line(
      `${formatDayFirst(when, random)} ${when.time}  ${random.int(1000, 9999)} ${random.int(10, 99)}`,
    );
    tape.center('THANK YOU FOR SHOPPING WITH US');
    return abroadAnswersOf(shop, when, total);
  },
};

const usGasStation: ReceiptFamily = {
  name: 'us-gas-station',
  half: 'tune',
  kind: 'American gas station: pump, grade, gallons at a price a gallon (three decimals), FUEL SALE, some shop items and tax, TOTAL then CREDIT or DEBIT with the card',
  print(random, tape) {
    const store = makeUsStore(random, ['FUEL', 'GAS & GO', 'PETRO', 'FUEL STOP']);
    const when = makeWhen(random, 'SST');
    printUsHeader(tape, store, random);
    tape.line(`${formatUsDate(when, random)}  ${when.time}`);
    tape.pair(
      `PUMP # ${String(random.int(1, 12)).padStart(2, '0')}`,
      `TRAN ${random.int(1000, 9999)}`,
    );
    tape.rule();
    const price = random.int(2899, 4599) / 1000;
    const gallons = random.int(4000, 18_000) / 1000;
    const fuel = cents(gallons * price);
    tape.line(random.pick(['REGULAR UNLEADED', 'UNLEADED PLUS', 'PREMIUM', 'DIESEL']));
    tape.line(`${gallons.toFixed(3)} GAL @ $${price.toFixed(3)}/GAL`, { indent: 2 });
    tape.pair('FUEL SALE', `$${money(fuel)}`);
    const items = random.chance(0.5) ? makeItems(random, FORECOURT, random.int(1, 3), 1.2, 6) : [];
    for (const item of items) {
      tape.pair(item.description, `$${money(item.amount)}`);
    }
    const shopSum = sumOf(items);
    const tax = cents(shopSum * 0.07);
    if (items.length > 0) {
      tape.pair('SUBTOTAL', `$${money(cents(fuel + shopSum))}`);
      tape.pair('TAX', `$${money(tax)}`);
    }
    const total = cents(fuel + shopSum + tax);
    tape.pair('TOTAL', `$${money(total)}`, { bold: true });
    tape.pair(random.pick(['CREDIT', 'DEBIT', 'VISA CREDIT']), `$${money(total)}`);
    tape.line(`CARD # XXXXXXXXXXXX${random.int(1000, 9999)}`);
    tape.line(`AUTH # ${random.int(100_000, 999_999)}`);
    tape.center(random.pick(['THANK YOU', 'HAVE A NICE DAY']));
    return usAnswersOf(store, when, total);
  },
};

const usHardwareLoyalty: ReceiptFamily = {
  name: 'us-hardware-loyalty',
  half: 'tune',
  kind: 'American hardware store: SKU lines, MEMBER DISCOUNT and a LOYALTY REWARD taken off, SUBTOTAL, SALES TAX, TOTAL, card or cash, then MEMBER SAVINGS and rewards points',
  print(random, tape) {
    const store = makeUsStore(random, ['HARDWARE', 'HOME CENTER', 'LUMBER']);
    const when = makeWhen(random, 'SST');
    printUsHeader(tape, store, random);
    tape.pair(`${formatUsDate(when, random)} ${when.time}`, `REG ${random.int(1, 9)}`);
    tape.rule();
    const items = makeItems(random, HARDWARE, random.int(2, 6), 2.5, 39);
    for (const item of items) {
      tape.line(`SKU ${item.code.slice(0, 7)}`);
      tape.pair(`  ${item.quantity} ${item.description}`, money(item.amount));
    }
    const gross = sumOf(items);
    const discount = cents(gross * 0.1);
    const reward = random.chance(0.5) ? random.pick([5, 10]) : 0;
    tape.pair('MEMBER DISCOUNT 10%', `-${money(discount)}`);
    if (reward > 0) {
      tape.pair('LOYALTY REWARD', `-${money(reward)}`);
    }
    const subtotal = cents(gross - discount - reward);
    const tax = cents(subtotal * random.pick([0.0625, 0.0725, 0.08]));
    const total = cents(subtotal + tax);
    tape.pair('SUBTOTAL', money(subtotal));
    tape.pair('SALES TAX', money(tax));
    tape.pair('TOTAL', `$${money(total)}`, { bold: true });
    if (random.chance(0.5)) {
      tape.pair(random.pick(['VISA', 'MASTERCARD', 'AMEX']), money(total));
    } else {
      const paid = tendered(random, total);
      tape.pair('CASH', money(paid));
      tape.pair('CHANGE', money(cents(paid - total)));
    }
    tape.skip(0.5);
    tape.pair(
      random.pick(['MEMBER SAVINGS', 'YOUR MEMBER SAVINGS']),
      `$${money(cents(discount + reward))}`,
    );
    tape.pair('REWARDS POINTS EARNED', String(Math.floor(total)));
    tape.center('THANK YOU FOR BEING A MEMBER');
    return usAnswersOf(store, when, total);
  },
};

export const TUNE_ABROAD_FAMILIES: ReceiptFamily[] = [
  ukSupermarket,
  usGasStation,
  usHardwareLoyalty,
];
