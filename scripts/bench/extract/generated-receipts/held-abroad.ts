// The seventeenth pass's held families (never tuned on), fixed before any result: an Australian
// pharmacy with a GST summary block (rate, net, GST, total, its own total row), a British café
// paid in two tenders (cash and card, change), an American hotel restaurant's bill with a service
// charge and a tip suggested in brackets.
import type { ReceiptFamily } from './family.ts';
import { cents, makeItems, makeWhen, money, sumOf, tendered } from './model.ts';
import {
  abroadAnswersOf,
  formatDayFirst,
  makeAbroadShop,
  printAbroadHeader,
} from './uk-au-model.ts';
import { formatUsDate, makeUsStore, printUsHeader, usAnswersOf } from './us-model.ts';

const MEDICINES = [
  'PARACETAMOL 500MG 20',
  'VITAMIN C 1000MG',
  'SUNSCREEN SPF50',
  'BANDAIDS 40PK',
  'IBUPROFEN 200MG 24',
  'HAND CREAM 75ML',
  'COUGH SYRUP 200ML',
  'TOOTHBRUSH SOFT',
];
const GST_FREE = new Set(['PARACETAMOL 500MG 20', 'IBUPROFEN 200MG 24', 'COUGH SYRUP 200ML']);
const CAFE = ['FLAT WHITE', 'CAPPUCCINO', 'SCONE & JAM', 'TOASTIE', 'SOUP OF THE DAY', 'TEA POT'];
const DINING = [
  'CLUB SANDWICH',
  'SIRLOIN STEAK',
  'CAESAR SALAD',
  'HOUSE RED GLASS',
  'SPARKLING WATER',
  'CHEESECAKE',
  'SALMON FILLET',
];

const auPharmacy: ReceiptFamily = {
  name: 'au-pharmacy-gst',
  half: 'held',
  kind: 'Australian pharmacy: items with * for GST, TOTAL, EFTPOS or cash, Total includes GST, then a GST summary (rate, net, GST, total) with its own TOTAL row',
  print(random, tape) {
    const shop = makeAbroadShop(
      random,
      'AU',
      ['Pharmacy', 'Chemist', 'Discount Chemist'],
      ['PHARMASAVE', 'MediPlus'],
    );
    const when = makeWhen(random, 'SST');
    printAbroadHeader(tape, shop, random);
    tape.center(random.pick(['TAX INVOICE', 'TAX INVOICE / RECEIPT']), { bold: true });
    tape.pair(formatDayFirst(when, random), when.time);
    tape.rule();
    const items = makeItems(random, MEDICINES, random.int(2, 6), 3, 28);
    const isFree = items.map((item) => GST_FREE.has(item.description));
    items.forEach((item, index) => {
      tape.pair(`${isFree[index] === true ? ' ' : '*'}${item.description}`, money(item.amount));
    });
    tape.rule();
    const total = sumOf(items);
    const taxed = cents(
      items.filter((_, i) => isFree[i] !== true).reduce((s, i) => s + i.amount, 0),
    );
    const gst = cents(taxed / 11);
    tape.pair(random.pick(['TOTAL', 'TOTAL AUD', 'TOTAL $']), money(total), { bold: true });
    if (random.chance(0.5)) {
      tape.pair('EFTPOS', money(total));
    } else {
      const paid = tendered(random, total);
      tape.pair('CASH', money(paid));
      tape.pair('CHANGE', money(cents(paid - total)));
    }
    tape.line(`Total includes GST ${money(gst)}`);
    tape.skip(0.5);
    tape.line('GST SUMMARY');
    tape.cells([
      [0, 'RATE'],
      [-15, 'NET'],
      [-8, 'GST'],
      [-1, 'TOTAL'],
    ]);
    tape.cells([
      [0, '10%'],
      [-15, money(cents(taxed - gst))],
      [-8, money(gst)],
      [-1, money(taxed)],
    ]);
    tape.cells([
      [0, '0%'],
      [-15, money(cents(total - taxed))],
      [-8, '0.00'],
      [-1, money(cents(total - taxed))],
    ]);
    tape.cells([
      [0, 'TOTAL'],
      [-15, money(cents(total - gst))],
      [-8, money(gst)],
      [-1, money(total)],
    ]);
    tape.skip(0.5);
    tape.center('* denotes GST applicable item');
    return abroadAnswersOf(shop, when, total);
  },
};

const ukCafeSplit: ReceiptFamily = {
  name: 'uk-cafe-split-tender',
  half: 'held',
  kind: 'British café: table, items, TOTAL, then part paid in cash and the rest by card (or card then cash with change), VAT included line',
  print(random, tape) {
    const shop = makeAbroadShop(
      random,
      'UK',
      ['Tea Rooms', 'Cafe', 'Coffee House'],
      ['BREWHOUSE', 'Beanery'],
    );
    const when = makeWhen(random, 'SST');
    printAbroadHeader(tape, shop, random);
    tape.pair(`Table ${random.int(1, 24)}`, `Covers ${random.int(1, 4)}`);
    tape.line(`${formatDayFirst(when, random)} ${when.time}`);
    tape.rule();
    const items = makeItems(random, CAFE, random.int(2, 6), 2.2, 9.5);
    for (const item of items) {
      tape.pair(`${item.quantity} ${item.description}`, money(item.amount));
    }
    tape.rule();
    const total = sumOf(items);
    tape.pair(random.pick(['TOTAL', 'Total', 'AMOUNT DUE']), `£${money(total)}`, { bold: true });
    const cashPart = Math.min(random.pick([5, 10, 20]), cents(total - 1));
    const card = random.pick(['CARD', 'VISA', 'Mastercard']);
    if (random.chance(0.5)) {
      tape.pair('CASH', `£${money(cashPart)}`);
      tape.pair(card, `£${money(cents(total - cashPart))}`);
      tape.pair('CHANGE', '£0.00');
    } else {
      const onCard = cents(total - cashPart);
      const paid = tendered(random, cashPart);
      tape.pair(card, `£${money(onCard)}`);
      tape.pair('CASH', `£${money(paid)}`);
      tape.pair('CHANGE', `£${money(cents(paid - cashPart))}`);
    }
    tape.line(`VAT @ 20% included ${money(cents(total / 6))}`);
    tape.center('Thank you, see you soon');
    return abroadAnswersOf(shop, when, total);
  },
};

const usHotelBill: ReceiptFamily = {
  name: 'us-hotel-restaurant-bill',
  half: 'held',
  kind: 'American hotel restaurant bill: room and covers, Subtotal, Service Charge 18%, Sales Tax, Total Due, a suggested tip in brackets, Room Charge or card for the total',
  print(random, tape) {
    const store = makeUsStore(random, ['HOTEL', 'INN', 'SUITES']);
    const when = makeWhen(random, 'SST');
    printUsHeader(tape, store, random);
    tape.center(random.pick(['THE GRILL ROOM', 'LOBBY BAR & KITCHEN', 'TERRACE RESTAURANT']));
    tape.pair(`Check ${random.int(1000, 9999)}`, `Guests ${random.int(1, 6)}`);
    tape.pair(`Room ${random.int(101, 1299)}`, `${formatUsDate(when, random)} ${when.time}`);
    tape.rule();
    const items = makeItems(random, DINING, random.int(2, 6), 6, 48);
    for (const item of items) {
      tape.pair(`${item.quantity} ${item.description}`, money(item.amount));
    }
    tape.rule();
    const subtotal = sumOf(items);
    const service = cents(subtotal * 0.18);
    const tax = cents(subtotal * random.pick([0.0875, 0.1, 0.06]));
    const total = cents(subtotal + service + tax);
    tape.pair('Subtotal', money(subtotal));
    tape.pair('Service Charge 18%', money(service));
    tape.pair('Sales Tax', money(tax));
    tape.pair(random.pick(['Total Due', 'TOTAL', 'Amount Due']), `$${money(total)}`, {
      bold: true,
    });
    const extra = random.pick([5, 10]);
    tape.line(`(Suggested additional tip ${extra}%: $${money(cents((subtotal * extra) / 100))})`);
    tape.pair(random.pick(['Room Charge', 'Visa', 'Amex']), money(total));
    tape.line('Signature ______________________');
    tape.center('Service charge is distributed to staff');
    return usAnswersOf(store, when, total);
  },
};

export const HELD_ABROAD_FAMILIES: ReceiptFamily[] = [auPharmacy, ukCafeSplit, usHotelBill];
