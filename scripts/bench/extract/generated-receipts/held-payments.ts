// The sixteenth pass's held families (never tuned on), kinds the first eight did not draw: a
// tax invoice whose `TOTAL INCL. GST` has a GST summary table (rate, amount, tax, its own total
// row) under it; a fuel station's litres column; a department store paid by voucher and card;
// an American restaurant check with sales tax, suggested tips, a tip line and `BALANCE DUE`.
import type { ReceiptFamily } from './family.ts';
import { printShopHeader } from './header.ts';
import {
  answersOf,
  cents,
  DATE_STYLES,
  formatWhen,
  makeItems,
  makeShop,
  makeWhen,
  money,
  sumOf,
  tendered,
  toFiveSen,
} from './model.ts';
import { formatUsDate, makeUsStore, printUsHeader, usAnswersOf } from './us-model.ts';

const STATIONERY = [
  'A4 PAPER 80GSM',
  'BALL PEN BLUE 12S',
  'FILE FOLDER',
  'STAPLER NO.10',
  'CORRECTION TAPE',
  'HIGHLIGHTER 4S',
  'ENVELOPE DL 50S',
  'GLUE STICK',
  'SCISSORS 8"',
];
const SHOP_ITEMS = ['ENGINE OIL 4L', 'CAR WASH', 'AIR FRESHENER', 'COOLANT 1L', 'WIPER BLADE'];
const CLOTHES = [
  'POLO SHIRT M',
  'DENIM JEANS 32',
  'SNEAKERS 42',
  'BABY ROMPER',
  'SILK SCARF',
  'LEATHER BELT',
  'SOCKS 3PR',
  'BATIK SHIRT L',
];
const PLATES = [
  'CAESAR SALAD',
  'CHEESEBURGER',
  'FISH TACOS',
  'RIBEYE 12OZ',
  'IPA DRAFT',
  'ICED TEA',
  'MAC & CHEESE',
  'BROWNIE SUNDAE',
  'CLAM CHOWDER',
];

const gstSummary: ReceiptFamily = {
  name: 'my-gst-summary-invoice',
  half: 'held',
  kind: 'stationery tax invoice: items with tax codes, TOTAL INCL. GST, then a GST SUMMARY table (code, rate, amount, tax) with its own TOTAL row, then cash and change',
  print(random, tape) {
    const shop = makeShop(random, ['STATIONERY', 'BOOK STORE', 'OFFICE SUPPLIES']);
    const when = makeWhen(random, 'GST');
    printShopHeader(
      tape,
      shop,
      random,
      'GST',
      random.pick(['TAX INVOICE', 'SIMPLIFIED TAX INVOICE']),
    );
    tape.pair(
      `INV NO: ${random.int(100_000, 999_999)}`,
      formatWhen(when, random.pick(DATE_STYLES)),
    );
    tape.pair(`TERMINAL: T${random.int(1, 9)}`, when.time);
    tape.rule();
    const items = makeItems(random, STATIONERY, random.int(2, 6), 1.5, 38);
    const codes = items.map(() => (random.chance(0.85) ? 'S' : 'Z'));
    items.forEach((item, index) => {
      tape.cells([
        [0, item.description],
        [-3, money(item.amount)],
        [-1, codes[index] ?? 'S'],
      ]);
    });
    tape.rule();
    const standard = cents(
      items.filter((_, index) => codes[index] === 'S').reduce((s, i) => s + i.amount, 0),
    );
    const zero = cents(sumOf(items) - standard);
    const gross = sumOf(items);
    const total = toFiveSen(gross);
    const tax = cents((standard * 6) / 106);
    tape.pair(random.pick(['TOTAL INCL. GST', 'Total Incl. GST', 'TOTAL INCL GST']), money(gross), {
      bold: true,
    });
    if (total !== gross) {
      tape.pair('ROUNDING', money(cents(total - gross)));
      tape.pair('TOTAL PAYABLE', money(total), { bold: true });
    }
    const paid = tendered(random, total);
    tape.pair('CASH', money(paid));
    tape.pair('CHANGE', money(cents(paid - total)));
    tape.skip(0.5);
    tape.center('GST SUMMARY');
    tape.cells([
      [0, 'CODE'],
      [6, 'RATE'],
      [-10, 'AMOUNT'],
      [-1, 'TAX'],
    ]);
    tape.cells([
      [0, 'S'],
      [6, '6%'],
      [-10, money(cents(standard - tax))],
      [-1, money(tax)],
    ]);
    tape.cells([
      [0, 'Z'],
      [6, '0%'],
      [-10, money(zero)],
      [-1, '0.00'],
    ]);
    tape.cells([
      [0, 'TOTAL'],
      [-10, money(cents(gross - tax))],
      [-1, money(tax)],
    ]);
    tape.skip(0.5);
    tape.center('GOODS SOLD ARE NOT EXCHANGEABLE');
    return answersOf(shop, when, total);
  },
};

const fuelLitres: ReceiptFamily = {
  name: 'my-fuel-litres',
  half: 'held',
  kind: 'fuel station: PRODUCT / QTY(L) / PRICE / AMOUNT columns, fuel in litres with three decimals, shop items, SALE AMOUNT or AMOUNT (RM), fleet card or cash, loyalty points',
  print(random, tape) {
    const shop = makeShop(
      random,
      ['PETROL STATION', 'STESEN SERVIS', ''],
      `${random.pick(['PETRONAS', 'BHP', 'PETRON'])} ${random.pick(['KM 12', 'BATU 3', 'SETIA ALAM', 'KEPONG'])}`,
    );
    const tax = random.pick(['GST', 'SST'] as const);
    const when = makeWhen(random, tax);
    printShopHeader(tape, shop, random, tax, random.pick(['RECEIPT', 'TAX INVOICE']));
    tape.pair(
      `POS ${random.int(1, 4)} / SHIFT ${random.int(1, 3)}`,
      `RCPT ${random.int(10_000, 99_999)}`,
    );
    tape.line(`${formatWhen(when, random.pick(DATE_STYLES))}  ${when.time}`);
    tape.rule();
    tape.cells([
      [0, 'PRODUCT'],
      [12, 'QTY(L)'],
      [-9, 'PRICE'],
      [-1, 'AMOUNT'],
    ]);
    const litres = Math.round((8 + random.next() * 45) * 1000) / 1000;
    const price = random.pick([2.05, 2.08, 2.15, 2.18]);
    const fuel = cents(litres * price);
    tape.cells([
      [0, random.pick(['PRIMAX95', 'RON97', 'DIESEL B10'])],
      [12, litres.toFixed(3)],
      [-9, money(price)],
      [-1, money(fuel)],
    ]);
    tape.line(`PUMP ${random.int(1, 16)}`, { indent: 2 });
    const extras = random.chance(0.5) ? makeItems(random, SHOP_ITEMS, 1, 6, 60) : [];
    for (const item of extras) {
      tape.cells([
        [0, item.description],
        [12, String(item.quantity)],
        [-9, money(item.price)],
        [-1, money(item.amount)],
      ]);
    }
    tape.rule();
    const total = cents(fuel + sumOf(extras));
    tape.pair('TOTAL LITRES', litres.toFixed(3));
    tape.pair(random.pick(['SALE AMOUNT', 'AMOUNT (RM)', 'TOTAL SALE']), money(total), {
      bold: true,
    });
    if (random.chance(0.5)) {
      tape.pair(random.pick(['FLEET CARD', 'PETRONAS SMARTPAY']), money(total));
      tape.line(`CARD: ${random.int(7000, 7999)} XXXX XXXX ${random.int(1000, 9999)}`);
    } else {
      const paid = tendered(random, total);
      tape.pair('CASH', money(paid));
      tape.pair('CHANGE', money(cents(paid - total)));
    }
    tape.line(`${tax} 6% INCLUDED  ${money(cents((total * 6) / 106))}`);
    tape.line(`POINTS EARNED: ${Math.floor(total)}`);
    return answersOf(shop, when, total);
  },
};

const voucherAndCard: ReceiptFamily = {
  name: 'my-voucher-card',
  half: 'held',
  kind: 'department store: item discounts, TOTAL DISCOUNT, TOTAL PAYABLE or AMOUNT PAYABLE, paid part by gift voucher and part by card (or points and cash), BALANCE 0.00',
  print(random, tape) {
    const shop = makeShop(random, ['DEPARTMENT STORE', 'FASHION', 'PARKSON', 'BOUTIQUE']);
    const tax = random.pick(['GST', 'SST'] as const);
    const when = makeWhen(random, tax);
    printShopHeader(tape, shop, random, tax, random.pick(['TAX INVOICE', 'SALES RECEIPT']));
    tape.line(`Date: ${formatWhen(when, random.pick(DATE_STYLES))}  Time: ${when.time}`);
    tape.pair(`Slip: ${random.int(100_000, 999_999)}`, `Staff: ${random.int(100, 999)}`);
    tape.rule();
    const items = makeItems(random, CLOTHES, random.int(1, 4), 29, 199);
    let discounts = 0;
    for (const item of items) {
      tape.pair(item.description, money(item.amount));
      if (random.chance(0.5)) {
        const off = cents(item.amount * 0.2);
        discounts = cents(discounts + off);
        tape.pair('  20% OFF', `-${money(off)}`);
      }
    }
    tape.rule();
    const total = cents(sumOf(items) - discounts);
    if (discounts > 0) {
      tape.pair('TOTAL DISCOUNT', money(discounts));
    }
    tape.pair(random.pick(['TOTAL PAYABLE', 'AMOUNT PAYABLE', 'TOTAL']), money(total), {
      bold: true,
    });
    const voucher = Math.min(random.pick([20, 50, 100]), Math.floor(total / 2));
    if (random.chance(0.6)) {
      tape.pair(random.pick(['GIFT VOUCHER', 'VOUCHER', 'CASH VOUCHER']), money(voucher));
      tape.pair(
        `${random.pick(['VISA', 'MASTER', 'DEBIT'])} ${random.int(1000, 9999)}`,
        money(cents(total - voucher)),
      );
    } else {
      tape.pair('POINTS REDEEMED', money(voucher));
      const rest = cents(total - voucher);
      const paid = tendered(random, rest);
      tape.pair('CASH', money(paid));
      tape.pair('CHANGE', money(cents(paid - rest)));
    }
    tape.pair('BALANCE', '0.00');
    tape.line(`${tax} 6% included in total: ${money(cents((total * 6) / 106))}`);
    tape.center('EXCHANGE WITHIN 7 DAYS WITH RECEIPT');
    return answersOf(shop, when, total);
  },
};

const usRestaurantTip: ReceiptFamily = {
  name: 'us-restaurant-tip',
  half: 'held',
  kind: 'American restaurant check: server, table, guests, Subtotal, Sales Tax, BALANCE DUE or Amount Due, suggested gratuities, then a blank Tip/Total to write in or a printed tip and the total paid',
  print(random, tape) {
    const store = makeUsStore(random, ['GRILL', 'KITCHEN', 'DINER', 'TAVERN']);
    const when = makeWhen(random, 'SST');
    printUsHeader(tape, store, random);
    tape.pair(`Server: ${random.pick(['Maria', 'Tyler', 'Jess'])}`, `Table ${random.int(1, 40)}`);
    tape.pair(`Check #${random.int(1000, 9999)}`, `Guests: ${random.int(1, 6)}`);
    tape.line(`${formatUsDate(when, random)} ${when.time}`);
    tape.rule();
    const items = makeItems(random, PLATES, random.int(2, 6), 3.5, 38);
    for (const item of items) {
      tape.cells([
        [0, String(item.quantity)],
        [3, item.description],
        [-1, money(item.amount)],
      ]);
    }
    tape.rule();
    const subtotal = sumOf(items);
    const rate = random.pick([8.875, 7.5, 9.25, 6]);
    const salesTax = cents((subtotal * rate) / 100);
    const due = cents(subtotal + salesTax);
    tape.pair('Subtotal', money(subtotal));
    tape.pair(random.pick(['Sales Tax', `Tax ${rate}%`]), money(salesTax));
    tape.pair(random.pick(['BALANCE DUE', 'Amount Due', 'Total']), `$${money(due)}`, {
      bold: true,
    });
    tape.skip(0.5);
    tape.line('Suggested gratuity:');
    for (const percent of [18, 20, 22]) {
      tape.line(`${percent}% = $${money(cents((subtotal * percent) / 100))}`, { indent: 2 });
    }
    tape.skip(0.5);
    let total = due;
    if (random.chance(0.5)) {
      tape.pair('Tip:', '__________');
      tape.pair('Total:', '__________');
      tape.skip(0.5);
      tape.line('Signature: ____________________');
    } else {
      const tip = cents((subtotal * random.pick([15, 18, 20])) / 100);
      total = cents(due + tip);
      tape.line(`${random.pick(['VISA', 'AMEX', 'MC'])} XXXX${random.int(1000, 9999)}`);
      tape.pair('Tip', money(tip));
      tape.pair('TOTAL', `$${money(total)}`, { bold: true });
    }
    tape.center('Thank you! Come again');
    return usAnswersOf(store, when, total);
  },
};

export const HELD_PAYMENT_FAMILIES: ReceiptFamily[] = [
  gstSummary,
  fuelLitres,
  voucherAndCard,
  usRestaurantTip,
];
