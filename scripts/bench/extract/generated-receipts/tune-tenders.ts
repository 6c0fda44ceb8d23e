// The sixteenth pass's second tune families, written after the first round's held figures (not
// its misses) showed the tune kinds did not reach the held ones: a bookshop paid in several
// tenders (e-wallet, voucher, card, points), an American café whose card slip prints a tip and
// the total after it, a mart whose tax summary table (net, tax, gross, with a total row) follows
// the total.
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
} from './model.ts';
import { formatUsDate, makeUsStore, printUsHeader, usAnswersOf } from './us-model.ts';

const BOOKS = [
  'NOVEL PAPERBACK',
  'COLOURING BOOK',
  'DICTIONARY EN-BM',
  'EXERCISE BOOK 5S',
  'MAGAZINE',
  'ATLAS DUNIA',
  'COMIC VOL.12',
  'WRAPPING PAPER',
];
const CAFE = ['LATTE 16OZ', 'COLD BREW', 'BAGEL LOX', 'AVOCADO TOAST', 'CHAI', 'MUFFIN', 'OJ'];
const MART = [
  'INSTANT NOODLE 5S',
  'SARDIN 425G',
  'TEA BAGS 100S',
  'DETERGENT 3KG',
  'TOOTHPASTE 150G',
  'SHAMPOO 400ML',
  'COOKING OIL 5KG',
];

const splitTender: ReceiptFamily = {
  name: 'my-split-tender',
  half: 'tune',
  kind: 'bookshop paid in two tenders: NET TOTAL or TOTAL DUE, then an e-wallet, a cash voucher, points or a card for part and cash or card for the rest, BALANCE DUE 0.00',
  print(random, tape) {
    const shop = makeShop(random, ['BOOKSHOP', 'BOOK CENTRE', 'KEDAI BUKU']);
    const tax = random.pick(['GST', 'SST'] as const);
    const when = makeWhen(random, tax);
    printShopHeader(tape, shop, random, tax, random.pick(['RECEIPT', 'TAX INVOICE']));
    tape.pair(`Rcpt: ${random.int(100_000, 999_999)}`, formatWhen(when, random.pick(DATE_STYLES)));
    tape.pair(`Till ${random.int(1, 6)}`, when.time);
    tape.rule();
    const items = makeItems(random, BOOKS, random.int(1, 5), 9, 79);
    for (const item of items) {
      tape.pair(`${item.quantity} ${item.description}`, money(item.amount));
    }
    tape.rule();
    const total = sumOf(items);
    tape.pair(random.pick(['NET TOTAL', 'TOTAL DUE', 'TOTAL']), money(total), { bold: true });
    tape.skip(0.5);
    const first = Math.min(random.pick([10, 20, 30, 50]), Math.floor(total / 2));
    tape.pair(
      random.pick(['TOUCH N GO EWALLET', 'CASH VOUCHER', 'REDEEM POINTS', 'BOOK VOUCHER']),
      money(first),
    );
    const rest = cents(total - first);
    if (random.chance(0.5)) {
      const paid = tendered(random, rest);
      tape.pair('CASH', money(paid));
      tape.pair('CHANGE', money(cents(paid - rest)));
    } else {
      tape.pair(random.pick(['CREDIT CARD', 'DEBIT CARD', 'MASTERCARD']), money(rest));
    }
    tape.pair(random.pick(['BALANCE DUE', 'BALANCE']), '0.00');
    tape.line(`${tax} 6% incl.: ${money(cents((total * 6) / 106))}`);
    tape.center('THANK YOU');
    return answersOf(shop, when, total);
  },
};

const cafeTip: ReceiptFamily = {
  name: 'us-cafe-tip',
  half: 'tune',
  kind: 'American café card slip: Subtotal, Tax, Amount (before the tip), a tip table (15% 18% 20%) or a printed Tip and the Total after it, month-first dates',
  print(random, tape) {
    const store = makeUsStore(random, ['COFFEE', 'CAFE', 'BAKERY', 'ROASTERS']);
    const when = makeWhen(random, 'SST');
    printUsHeader(tape, store, random);
    tape.pair(`Order #${random.int(100, 999)}`, `${formatUsDate(when, random)} ${when.time}`);
    tape.rule();
    const items = makeItems(random, CAFE, random.int(1, 5), 2.5, 14);
    for (const item of items) {
      tape.pair(`${item.quantity} ${item.description}`, money(item.amount));
    }
    tape.rule();
    const subtotal = sumOf(items);
    const salesTax = cents(subtotal * random.pick([0.0825, 0.07, 0.1]));
    const amount = cents(subtotal + salesTax);
    tape.pair('Subtotal', `$${money(subtotal)}`);
    tape.pair('Tax', `$${money(salesTax)}`);
    tape.pair(random.pick(['Amount', 'Purchase', 'Total']), `$${money(amount)}`, { bold: true });
    tape.line(`${random.pick(['Visa', 'Mastercard', 'Discover'])} ...${random.int(1000, 9999)}`);
    let total = amount;
    if (random.chance(0.5)) {
      tape.skip(0.5);
      tape.line('Tip guide:');
      for (const percent of [15, 18, 20]) {
        const tip = cents((amount * percent) / 100);
        tape.line(`${percent}%: $${money(tip)} (Total $${money(cents(amount + tip))})`, {
          indent: 2,
        });
      }
      tape.pair('+ Tip', '________');
      tape.pair('= Total', '________');
    } else {
      const tip = cents((amount * random.pick([15, 18, 20, 22])) / 100);
      total = cents(amount + tip);
      tape.pair('+ Tip', `$${money(tip)}`);
      tape.pair(random.pick(['= Total', 'TOTAL', 'Grand Total']), `$${money(total)}`, {
        bold: true,
      });
    }
    tape.center('Customer Copy');
    return usAnswersOf(store, when, total);
  },
};

const taxSummaryMart: ReceiptFamily = {
  name: 'my-tax-summary-mart',
  half: 'tune',
  kind: 'mart: items with tax codes, TOTAL INCLUSIVE GST or TOTAL AMOUNT, cash and change, then a tax summary table (code, net, tax, gross) with a TOTAL row under it',
  print(random, tape) {
    const shop = makeShop(random, ['MART', 'SERBANEKA', 'EMPORIUM']);
    const when = makeWhen(random, 'GST');
    printShopHeader(tape, shop, random, 'GST', 'TAX INVOICE');
    tape.line(
      `${formatWhen(when, random.pick(DATE_STYLES))} ${when.time}  #${random.int(1000, 9999)}`,
    );
    tape.rule();
    const items = makeItems(random, MART, random.int(2, 6), 2, 40);
    const isStandard = items.map(() => random.chance(0.75));
    items.forEach((item, index) => {
      tape.cells([
        [0, item.description],
        [-3, money(item.amount)],
        [-1, isStandard[index] === true ? 'SR' : 'ZR'],
      ]);
    });
    tape.rule();
    const total = sumOf(items);
    const standard = cents(
      items.filter((_, index) => isStandard[index] === true).reduce((s, i) => s + i.amount, 0),
    );
    const tax = cents((standard * 6) / 106);
    tape.pair(
      random.pick(['TOTAL INCLUSIVE GST', 'TOTAL AMOUNT', 'TOTAL INCL. GST']),
      money(total),
      {
        bold: true,
      },
    );
    const paid = tendered(random, total);
    tape.pair('CASH', money(paid));
    tape.pair('CHANGE', money(cents(paid - total)));
    tape.skip(0.5);
    tape.cells([
      [0, 'TAX'],
      [-16, 'NET'],
      [-9, 'GST'],
      [-1, 'GROSS'],
    ]);
    tape.cells([
      [0, 'SR 6%'],
      [-16, money(cents(standard - tax))],
      [-9, money(tax)],
      [-1, money(standard)],
    ]);
    tape.cells([
      [0, 'ZR 0%'],
      [-16, money(cents(total - standard))],
      [-9, '0.00'],
      [-1, money(cents(total - standard))],
    ]);
    tape.cells([
      [0, 'TOTAL'],
      [-16, money(cents(total - tax))],
      [-9, money(tax)],
      [-1, money(total)],
    ]);
    tape.skip(0.5);
    tape.center('THANK YOU, PLEASE COME AGAIN');
    return answersOf(shop, when, total);
  },
};

export const TUNE_TENDER_FAMILIES: ReceiptFamily[] = [splitTender, cafeTip, taxSummaryMart];
