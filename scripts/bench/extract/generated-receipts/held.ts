// The held half's families (never tuned on): a hardware store's tax invoice, a petrol station,
// a convenience store, a food court stall.
import type { Random } from '../generated-es/random.ts';
import type { ReceiptFamily } from './family.ts';
import { printShopHeader } from './header.ts';
import {
  cents,
  DATE_STYLES,
  formatWhen,
  answersOf,
  makeItems,
  makeShop,
  makeWhen,
  money,
  sumOf,
  tendered,
  toFiveSen,
} from './model.ts';
import type { Tape } from './tape.ts';

const HARDWARE = [
  'PVC PIPE 1/2"',
  'CEMENT 50KG',
  'PAINT BRUSH 2"',
  'WALL PLUG 6MM',
  'SCREW 1" (100PCS)',
  'MASKING TAPE',
  'SANDPAPER #120',
  'EXTENSION CORD 3M',
  'LED BULB 9W',
  'DRILL BIT SET',
];
const SNACKS = [
  'MINERAL WATER 500ML',
  'TWISTIES',
  'KOPIKO',
  'NESCAFE CAN',
  'ROTI BOY',
  'OREO',
  'HUP SENG CRACKER',
  'POWER ROOT',
  '100 PLUS 1.5L',
  'DUNHILL 20',
];
const STALL = [
  'CHICKEN RICE',
  'WANTAN MEE',
  'NASI CAMPUR',
  'CURRY LAKSA',
  'ICE LEMON TEA',
  'YONG TAU FOO',
  'MILO AIS',
  'HOKKIEN MEE',
];

function printPayment(tape: Tape, random: Random, total: number) {
  const paid = tendered(random, total);
  tape.pair(random.pick(['CASH', 'Cash', 'Paid']), money(paid));
  tape.pair(random.pick(['CHANGE', 'Change', 'Balance']), money(cents(paid - total)));
}

const hardware: ReceiptFamily = {
  name: 'my-hardware-tax-invoice',
  half: 'held',
  kind: 'hardware store tax invoice: COMPANY SDN BHD (123456-X), GST REG NO, TAX INVOICE, invoice no., Total Excl. GST, GST 6 %, Total Incl. GST, rounding',
  print(random, tape) {
    const shop = makeShop(random, ['HARDWARE', 'TRADING', 'BUILDING MATERIAL']);
    const when = makeWhen(random, 'GST');
    printShopHeader(tape, shop, random, 'GST', 'TAX INVOICE');
    tape.pair(
      `Invoice No: ${random.pick(['CS', 'INV', 'T'])}${random.int(1000, 99_999)}`,
      formatWhen(when, random.pick(DATE_STYLES)),
    );
    tape.pair(`Cashier: ${random.pick(['USER', 'ALI', 'TAN'])}`, when.time);
    tape.rule();
    tape.cells([
      [0, 'Qty'],
      [5, 'Description'],
      [-6, 'Amt'],
      [-1, 'Tax'],
    ]);
    const items = makeItems(random, HARDWARE, random.int(1, 6), 0.9, 45);
    for (const item of items) {
      tape.cells([
        [0, String(item.quantity)],
        [5, item.description],
      ]);
      tape.cells([
        [5, `@ ${money(item.price)}`],
        [-6, money(item.amount)],
        [-1, 'SR'],
      ]);
    }
    tape.rule();
    const excl = sumOf(items);
    const gst = cents(excl * 0.06);
    const incl = cents(excl + gst);
    const total = toFiveSen(incl);
    tape.pair(random.pick(['Total Excl. GST', 'Total Excl GST', 'Sub Total']), money(excl));
    tape.pair(random.pick(['GST 6%', 'GST @ 6%', 'Total GST']), money(gst));
    tape.pair(random.pick(['Total Incl. GST', 'Total Incl GST', 'TOTAL INCL. GST']), money(incl), {
      bold: true,
    });
    if (incl !== total) {
      tape.pair('Rounding Adj', money(cents(total - incl)));
      tape.pair(
        random.pick(['Total Amount Payable', 'Total Payable', 'Nett Total']),
        money(total),
        { bold: true },
      );
    }
    printPayment(tape, random, total);
    tape.skip();
    tape.center('GOODS SOLD ARE NOT RETURNABLE');
    return answersOf(shop, when, total);
  },
};

const petrol: ReceiptFamily = {
  name: 'my-petrol-station',
  half: 'held',
  kind: 'petrol station: a brand over the operating company, pump and fuel in litres, TOTAL RM, payment, ISO date and time',
  print(random, tape) {
    const brand = random.pick(['PETRON', 'BHPETROL', 'CALTEX', 'SHELL']);
    const shop = makeShop(
      random,
      ['STESEN MINYAK', 'PETROL SERVICE STATION', ''],
      `${brand} ${random.pick(['SRI', 'TAMAN', 'JALAN'])} ${random.pick(['MUDA', 'KLANG', 'IPOH', 'RAWANG'])}`,
    );
    const tax = random.pick(['GST', 'SST'] as const);
    const when = makeWhen(random, tax);
    printShopHeader(tape, shop, random, tax, random.pick(['TAX INVOICE', 'RECEIPT', '']));
    tape.line(
      `${random.pick(['', 'Date: '])}${formatWhen(when, random.pick(['yyyy-mm-dd', 'dd/mm/yyyy', 'dd-mm-yy'] as const))} ${when.time}`,
    );
    tape.pair(
      `Pump: ${String(random.int(1, 12)).padStart(2, '0')}`,
      `Trx: ${random.int(10_000, 99_999)}`,
    );
    tape.rule();
    const litres = cents(10 + random.next() * 40);
    const price = random.pick([2.2, 2.08, 1.98, 2.18]);
    const fuel = cents(litres * price);
    tape.line(random.pick(['PRIMAX 95', 'RON95', 'DIESEL', 'RON97']));
    tape.cells([
      [2, `${money(litres)} L @ ${money(price)}`],
      [-1, money(fuel)],
    ]);
    const shopItems = random.chance(0.4) ? makeItems(random, SNACKS, random.int(1, 2), 1.2, 9) : [];
    for (const item of shopItems) {
      tape.cells([
        [0, item.description],
        [-1, money(item.amount)],
      ]);
    }
    tape.rule();
    const total = cents(fuel + sumOf(shopItems));
    tape.pair(random.pick(['TOTAL', 'Total RM', 'TOTAL RM']), money(total), { bold: true });
    if (random.chance(0.5)) {
      printPayment(tape, random, total);
    } else {
      tape.pair(random.pick(['MEPS', 'DEBIT', 'VISA']), money(total));
    }
    tape.line(`${tax} 6% included: ${money(cents((total * 6) / 106))}`);
    tape.center(random.pick(['THANK YOU, DRIVE SAFELY', 'TERIMA KASIH']));
    return answersOf(shop, when, total);
  },
};

const convenience: ReceiptFamily = {
  name: 'my-convenience-store',
  half: 'held',
  kind: 'convenience store: item count, SUBTOTAL, rounding, GRAND TOTAL with its value on its line or printed one line above, cash, change',
  print(random, tape) {
    const shop = makeShop(random, ['MINI MART', 'KEDAI RUNCIT', 'MART', '24 HOURS']);
    const tax = random.pick(['GST', 'SST', 'none'] as const);
    const when = makeWhen(random, tax === 'SST' ? 'SST' : 'GST');
    printShopHeader(tape, shop, random, tax, random.pick(['', 'RECEIPT', 'CASH BILL']));
    tape.pair(
      `${random.pick(['DATE:', 'Date'])} ${formatWhen(when, random.pick(DATE_STYLES))}`,
      when.time,
    );
    tape.line(`Rcpt: ${random.int(1, 9)}-${random.int(100_000, 999_999)}`);
    tape.rule();
    const items = makeItems(random, SNACKS, random.int(1, 6), 1.2, 18);
    for (const item of items) {
      tape.cells([
        [0, item.description],
        [-10, `${item.quantity}`],
        [-1, money(item.amount)],
      ]);
    }
    tape.rule();
    const subtotal = sumOf(items);
    const total = toFiveSen(subtotal);
    tape.pair('TOTAL ITEMS:', String(items.length));
    tape.pair('SUBTOTAL', money(subtotal));
    tape.pair('ROUNDING', money(cents(total - subtotal)));
    const label = random.pick(['GRAND TOTAL', 'TOTAL', 'TOTAL PAYABLE']);
    tape.total(label, money(total), random.chance(0.5) ? 'above' : 'beside');
    printPayment(tape, random, total);
    tape.skip();
    tape.center('THANK YOU');
    return answersOf(shop, when, total);
  },
};

const foodCourt: ReceiptFamily = {
  name: 'my-food-court',
  half: 'held',
  kind: 'food court or kopitiam stall: CASH BILL, items, Total Amt or TOTAL (RM) or AMOUNT DUE on its line or the line below, SST or none',
  print(random, tape) {
    const shop = makeShop(random, ['KEDAI MAKANAN', 'KOPITIAM', 'FOOD COURT', 'MEDAN SELERA']);
    const tax = random.pick(['SST', 'none'] as const);
    const when = makeWhen(random, 'SST');
    printShopHeader(tape, shop, random, tax, random.pick(['CASH BILL', 'RECEIPT', '']));
    tape.line(`${random.pick(['No: ', 'Bill: ', 'Inv: '])}${random.int(1000, 99_999)}`);
    tape.line(
      `${random.pick(['Date: ', 'DATE: ', ''])}${formatWhen(when, random.pick(DATE_STYLES))} ${random.chance(0.5) ? when.time : ''}`.trim(),
    );
    tape.rule();
    const items = makeItems(random, STALL, random.int(1, 5), 2.5, 14);
    for (const item of items) {
      tape.cells([
        [0, `${item.quantity}x`],
        [4, item.description],
        [-1, money(item.amount)],
      ]);
    }
    tape.rule();
    const subtotal = sumOf(items);
    const sst = tax === 'SST' ? cents(subtotal * 0.06) : 0;
    const total = cents(subtotal + sst);
    if (sst > 0) {
      tape.pair('Subtotal', money(subtotal));
      tape.pair('SST 6%', money(sst));
    }
    const label = random.pick(['Total Amt', 'TOTAL (RM)', 'AMOUNT DUE', 'Total']);
    tape.total(label, money(total), random.chance(0.5) ? 'below' : 'beside');
    printPayment(tape, random, total);
    return answersOf(shop, when, total);
  },
};

export const HELD_FAMILIES: ReceiptFamily[] = [hardware, petrol, convenience, foodCourt];
