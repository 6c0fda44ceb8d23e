// The tune half's families: a supermarket, a restaurant, a bakery or café, a pharmacy.
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

const GROCERIES = [
  'MILO 1KG',
  'GARDENIA BREAD',
  'DUTCH LADY UHT 1L',
  'BERAS SUPER 5KG',
  'TELUR GRED A 30S',
  'MAGGI KARI 5S',
  'MINYAK MASAK 2KG',
  'GULA PASIR 1KG',
  'SABUN DYNAMO 2KG',
  'TISU PREMIUM 10S',
];
const DISHES = [
  'NASI LEMAK AYAM',
  'MEE GORENG MAMAK',
  'TEH TARIK',
  'KOPI O AIS',
  'ROTI CANAI',
  'CHAR KUEY TEOW',
  'NASI GORENG KAMPUNG',
  'LIMAU AIS',
  'AYAM PENYET',
  'SATAY AYAM 10 CUCUK',
];
const BAKES = [
  'BUTTER CROISSANT',
  'CHOC MUFFIN',
  'CHEESE TART',
  'KAYA PUFF',
  'LATTE HOT',
  'ICED AMERICANO',
  'BLUEBERRY CHEESECAKE',
  'SAUSAGE BUN',
  'WHOLEMEAL LOAF',
  'EGG TART',
];
const MEDICINES = [
  'PANADOL ACTIVE 20S',
  'VITAMIN C 1000MG',
  'STREPSILS HONEY',
  'DETTOL 500ML',
  'FACE MASK 50S',
  'OMEGA 3 FISH OIL',
  'ACTIFAST 20S',
  'HANDSAPLAST',
  'MINYAK ANGIN CAP KAPAK',
  'CALCIUM PLUS',
];

/** `Cash`/`Change` lines after a total, as most tills print them. */
function printPayment(
  tape: Tape,
  random: Random,
  total: number,
  labels: readonly [string, string],
) {
  const paid = tendered(random, total);
  tape.pair(labels[0], money(paid));
  tape.pair(labels[1], money(cents(paid - total)));
}

const supermarket: ReceiptFamily = {
  name: 'my-supermarket',
  half: 'tune',
  kind: 'Malaysian supermarket: GST 6 % summary table, TOTAL SALES (INCLUSIVE OF GST), ROUNDING ADJ, CASH, CHANGE, item count',
  print(random, tape) {
    const shop = makeShop(random, ['PASARAYA', 'SUPERMARKET', 'HYPERMART', 'MINI MARKET']);
    const when = makeWhen(random, 'GST');
    printShopHeader(
      tape,
      shop,
      random,
      'GST',
      random.pick(['TAX INVOICE', 'SIMPLIFIED TAX INVOICE', '']),
    );
    const date = formatWhen(when, random.pick(DATE_STYLES));
    tape.pair(`Doc No: CS${random.int(10_000, 99_999)}`, `Date: ${date}`);
    tape.pair(`Cashier: ${random.pick(['01', 'AMIRAH', 'LIM', '0032'])}`, `Time: ${when.time}`);
    tape.rule();
    const items = makeItems(random, GROCERIES, random.int(2, 6), 1.5, 32);
    for (const item of items) {
      tape.line(item.description);
      tape.cells([
        [2, `${item.quantity} x ${money(item.price)}`],
        [-4, money(item.amount)],
        [-1, random.chance(0.8) ? 'SR' : 'ZR'],
      ]);
    }
    tape.rule();
    const gross = sumOf(items);
    const total = toFiveSen(gross);
    const count = items.reduce((sum, item) => sum + item.quantity, 0);
    tape.pair(random.pick(['Total Qty:', 'Item Count:', 'No. of Items:']), String(count));
    tape.pair(
      random.pick([
        'TOTAL SALES (INCLUSIVE OF GST)',
        'Total Sales (Incl GST)',
        'TOTAL SALES INCL. GST',
      ]),
      money(gross),
    );
    if (random.chance(0.3)) {
      tape.pair('DISCOUNT', '0.00');
    }
    if (gross !== total || random.chance(0.5)) {
      tape.pair(
        random.pick(['ROUNDING ADJ', 'Rounding Adjustment', 'ROUNDING']),
        money(cents(total - gross)),
      );
      tape.pair(
        random.pick(['TOTAL AFTER ADJ INCL GST', 'TOTAL', 'NETT TOTAL', 'Total After Rounding']),
        money(total),
        { bold: true },
      );
    }
    printPayment(
      tape,
      random,
      total,
      random.pick([
        ['CASH', 'CHANGE'],
        ['Cash', 'Change Due'],
      ] as const),
    );
    tape.skip();
    const tax = cents((gross * 6) / 106);
    tape.cells([
      [0, 'GST SUMMARY'],
      [-12, 'AMOUNT(RM)'],
      [-1, 'TAX(RM)'],
    ]);
    tape.cells([
      [0, 'SR @ 6%'],
      [-12, money(cents(gross - tax))],
      [-1, money(tax)],
    ]);
    tape.cells([
      [0, 'ZR @ 0%'],
      [-12, '0.00'],
      [-1, '0.00'],
    ]);
    tape.skip();
    tape.center(
      random.pick(['THANK YOU. PLEASE COME AGAIN', 'THANK YOU', 'GOODS SOLD ARE NOT RETURNABLE']),
    );
    return answersOf(shop, when, total);
  },
};

const restaurant: ReceiptFamily = {
  name: 'my-restaurant',
  half: 'tune',
  kind: 'restaurant: table and pax, cashier, Sub Total, service charge 10 %, SST or GST 6 %, rounding, Nett Total, cash and change',
  print(random, tape) {
    const shop = makeShop(random, ['RESTORAN', 'RESTAURANT', 'NASI KANDAR', '']);
    const tax = random.pick(['GST', 'SST'] as const);
    const when = makeWhen(random, tax);
    printShopHeader(
      tape,
      shop,
      random,
      tax,
      random.pick(['TAX INVOICE', 'RECEIPT', 'OFFICIAL RECEIPT']),
    );
    tape.pair(`Table: ${random.int(1, 40)}`, `Pax: ${random.int(1, 8)}`);
    tape.pair(
      `Bill No: ${random.int(100_000, 999_999)}`,
      `Cashier: ${random.pick(['SITI', 'KUMAR', 'AH MENG', 'ADMIN'])}`,
    );
    tape.line(
      `${random.pick(['Date: ', 'DATE : ', 'Date/Time: ', ''])}${formatWhen(when, random.pick(DATE_STYLES))} ${when.time}`,
    );
    tape.rule();
    const items = makeItems(random, DISHES, random.int(2, 7), 1.8, 24);
    for (const item of items) {
      tape.cells([
        [0, String(item.quantity)],
        [4, item.description],
        [-1, money(item.amount)],
      ]);
    }
    tape.rule();
    const subtotal = sumOf(items);
    const service = cents(subtotal * 0.1);
    const taxAmount = cents((subtotal + service) * 0.06);
    const exact = cents(subtotal + service + taxAmount);
    const total = toFiveSen(exact);
    tape.pair(random.pick(['Sub Total', 'SUBTOTAL', 'Sub-Total']), money(subtotal));
    tape.pair(
      random.pick(['Service Charge 10%', 'SVC CHG 10%', 'Service Chrg (10%)']),
      money(service),
    );
    tape.pair(`${tax} 6%`, money(taxAmount));
    tape.pair(random.pick(['Rounding Adj', 'Rounding', 'ROUNDING']), money(cents(total - exact)));
    tape.pair(
      random.pick(['Nett Total', 'NETT TOTAL', 'Total Payable', 'Net Amount']),
      money(total),
      { bold: true },
    );
    printPayment(tape, random, total, ['Cash', 'Change']);
    tape.skip();
    tape.center(random.pick(['Thank You & Please Come Again', 'TERIMA KASIH']));
    return answersOf(shop, when, total);
  },
};

const bakery: ReceiptFamily = {
  name: 'my-bakery-cafe',
  half: 'tune',
  kind: 'bakery or café: a trade name over its company, TOTAL (RM) or Total Amt with the value on its line or the line below, GST included, paid by cash or card',
  print(random, tape) {
    const trade =
      `${random.pick(['BAKERY', 'CAFE', 'KOPI', 'BAKEHOUSE'])} ${random.pick(['LA', 'DE', 'THE'])} ${random.pick(['ROTI', 'BEAN', 'OVEN', 'CRUMB'])}`.replace(
        /^(\w+) (.*)$/u,
        '$2 $1',
      );
    const shop = makeShop(
      random,
      ['BAKERY', 'FOOD INDUSTRIES', 'F&B'],
      random.chance(0.6) ? trade : undefined,
    );
    const tax = random.pick(['GST', 'SST'] as const);
    const when = makeWhen(random, tax);
    printShopHeader(tape, shop, random, tax, random.pick(['', 'TAX INVOICE', 'RECEIPT']));
    tape.line(`Receipt #: ${random.pick(['R', 'B', ''])}${random.int(10_000, 99_999)}`);
    tape.line(
      formatWhen(
        when,
        random.pick(['dd Mon yyyy', 'dd/mm/yyyy', 'yyyy-mm-dd', 'dd-Mon-yyyy'] as const),
      ) + ` ${when.time}`,
    );
    tape.rule('=');
    const items = makeItems(random, BAKES, random.int(1, 5), 2.2, 16);
    for (const item of items) {
      tape.cells([
        [0, item.description],
        [-8, String(item.quantity)],
        [-1, money(item.amount)],
      ]);
    }
    tape.rule('=');
    const total = sumOf(items);
    const label = random.pick(['TOTAL (RM)', 'Total Amt', 'TOTAL RM', 'Total Amount']);
    tape.total(label, money(total), random.chance(0.5) ? 'below' : 'beside');
    tape.pair(`Incl. ${tax} 6%`, money(cents((total * 6) / 106)));
    if (random.chance(0.5)) {
      printPayment(tape, random, total, ['Amount Tendered', 'Change']);
    } else {
      tape.pair(random.pick(['VISA', 'MASTER', 'DEBIT CARD']), money(total));
      tape.line(`CARD NO: ************${random.int(1000, 9999)}`);
    }
    tape.skip();
    tape.center('Follow us on Instagram!');
    return answersOf(shop, when, total);
  },
};

const pharmacy: ReceiptFamily = {
  name: 'my-pharmacy',
  half: 'tune',
  kind: 'pharmacy: CASH SALE or INVOICE, counter and staff, item codes, Sub-Total, discount, rounding, AMOUNT DUE, member points',
  print(random, tape) {
    const shop = makeShop(random, ['FARMASI', 'PHARMACY', 'KLINIK & FARMASI']);
    const tax = random.pick(['GST', 'SST'] as const);
    const when = makeWhen(random, tax);
    printShopHeader(tape, shop, random, tax, random.pick(['CASH SALE', 'INVOICE', 'TAX INVOICE']));
    tape.line(
      `${random.pick(['Date', 'DATE', 'Tarikh'])}: ${formatWhen(when, random.pick(DATE_STYLES))}  ${when.time}`,
    );
    tape.pair(`Counter: ${random.int(1, 4)}`, `Staff: ${random.int(1000, 9999)}`);
    tape.rule();
    const items = makeItems(random, MEDICINES, random.int(1, 5), 3.9, 89);
    for (const item of items) {
      tape.line(`${item.code} ${item.description}`);
      tape.cells([
        [4, `${item.quantity} @ ${money(item.price)}`],
        [-1, money(item.amount)],
      ]);
    }
    tape.rule();
    const subtotal = sumOf(items);
    const discount = random.chance(0.4) ? cents(subtotal * 0.05) : 0;
    const exact = cents(subtotal - discount);
    const total = toFiveSen(exact);
    tape.pair('Total Qty', String(items.reduce((sum, item) => sum + item.quantity, 0)));
    tape.pair('Sub-Total', money(subtotal));
    if (discount > 0) {
      tape.pair('Member Discount 5%', `-${money(discount)}`);
    }
    tape.pair('Rounding', money(cents(total - exact)));
    tape.pair(random.pick(['AMOUNT DUE', 'Amount Due', 'TOTAL DUE']), money(total), { bold: true });
    tape.pair(`${tax} 6% Incl.`, money(cents((total * 6) / 106)));
    printPayment(
      tape,
      random,
      total,
      random.pick([
        ['CASH', 'CHANGE'],
        ['Tendered', 'Balance'],
      ] as const),
    );
    tape.line(`Member Points Earned: ${Math.floor(total)}`);
    return answersOf(shop, when, total);
  },
};

export const TUNE_FAMILIES: ReceiptFamily[] = [supermarket, restaurant, bakery, pharmacy];
