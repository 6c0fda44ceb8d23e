// The sixteenth pass's tune families, kinds the first eight did not draw: a supermarket printing
// the exact total, a rounding line and `TOTAL ROUNDED`; a restaurant's subtotal, service charge,
// SST and `GRAND TOTAL`; a Malay shop's total with no `TOTAL` word (`JUMLAH`, `NETT`, `AMOUNT
// DUE`, or `RM 27.55` printed large or in a box); an American grocery's `BALANCE DUE`.
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

const GROCERIES = [
  'AYAM SEGAR 1.2KG',
  'SAYUR SAWI',
  'IKAN KEMBUNG',
  'KICAP MANIS 325ML',
  'SUSU PEKAT MANIS',
  'BISKUT MARIE',
  'SERBUK KARI 250G',
  'AIR MINERAL 1.5L',
  'SOS CILI 340G',
  'MENTEGA 227G',
];
const DISHES = [
  'STEAMED GROUPER',
  'BUTTER PRAWNS',
  'KAILAN GARLIC',
  'SWEET SOUR PORK',
  'CHINESE TEA',
  'FRIED RICE (L)',
  'SHARK FIN SOUP',
  'MANGO SAGO',
  'TOM YAM SEAFOOD',
];
const SUNDRIES = [
  'BERAS WANGI 10KG',
  'GAS MEMASAK 14KG',
  'ROKOK',
  'GULA MERAH',
  'TEPUNG GANDUM',
  'BAWANG MERAH 1KG',
  'CILI KERING',
  'MINYAK SAPI',
];
const US_GROCERIES = [
  'BANANAS',
  'MILK 1GAL 2%',
  'EGGS LG 12CT',
  'SOURDOUGH LOAF',
  'CHEDDAR 8OZ',
  'PAPER TOWELS 6PK',
  'GROUND BEEF 1LB',
  'ORANGE JUICE 52OZ',
  'DISH SOAP',
  'COFFEE 12OZ',
];

const roundedSupermarket: ReceiptFamily = {
  name: 'my-rounded-supermarket',
  half: 'tune',
  kind: 'hypermarket: exact TOTAL, ROUNDING ADJUSTMENT, TOTAL ROUNDED, CASH TENDERED, CHANGE, item count and savings after',
  print(random, tape) {
    const shop = makeShop(random, ['HYPERMARKET', 'SUPERSTORE', 'FRESH MART', 'GROCER']);
    const tax = random.pick(['GST', 'SST'] as const);
    const when = makeWhen(random, tax);
    printShopHeader(tape, shop, random, tax, random.pick(['TAX INVOICE', '', 'RECEIPT']));
    tape.line(
      `STORE:${random.int(100, 999)} POS:${random.int(1, 30)} TRANS:${random.int(1000, 9999)}`,
    );
    tape.pair(
      `OP: ${random.pick(['NURUL', 'RAJ', 'MEI LING'])}`,
      `${formatWhen(when, random.pick(DATE_STYLES))} ${when.time}`,
    );
    tape.rule();
    const items = makeItems(random, GROCERIES, random.int(3, 7), 1.2, 28);
    for (const item of items) {
      tape.pair(item.description, money(item.amount));
      if (item.quantity > 1) {
        tape.line(`${item.quantity} @ ${money(item.price)}`, { indent: 3 });
      }
    }
    tape.rule();
    const exact = sumOf(items);
    const total = toFiveSen(exact);
    if (random.chance(0.5)) {
      tape.pair('SUB TOTAL', money(exact));
    }
    tape.pair('TOTAL', money(exact), { bold: random.chance(0.5) });
    tape.pair(
      random.pick(['ROUNDING ADJUSTMENT', 'Rounding Adj.', 'RNDG ADJ']),
      money(cents(total - exact)),
    );
    tape.pair(random.pick(['TOTAL ROUNDED', 'ROUNDED TOTAL', 'TOTAL (ROUNDED)']), money(total), {
      bold: true,
    });
    const paid = tendered(random, total);
    tape.pair(random.pick(['CASH TENDERED', 'Cash Tendered', 'TENDERED CASH']), money(paid));
    tape.pair(random.pick(['CHANGE', 'CHANGE DUE']), money(cents(paid - total)));
    tape.skip(0.5);
    tape.pair('NO. OF ITEMS', String(items.reduce((sum, item) => sum + item.quantity, 0)));
    if (random.chance(0.6)) {
      tape.center(`YOU HAVE SAVED RM ${money(cents(1 + random.next() * 9))}`);
    }
    tape.center(random.pick(['THANK YOU FOR SHOPPING WITH US', 'PLEASE COME AGAIN']));
    return answersOf(shop, when, total);
  },
};

const grandTotalRestaurant: ReceiptFamily = {
  name: 'my-grand-total-restaurant',
  half: 'tune',
  kind: 'Chinese restaurant bill: table, pax, check number, SUBTOTAL, SERVICE CHARGE 10%, sometimes a TOTAL before tax, SST 6%, GRAND TOTAL, card or cash',
  print(random, tape) {
    const shop = makeShop(random, ['SEAFOOD RESTAURANT', 'RESTORAN', 'STEAMBOAT', 'DIM SUM']);
    const when = makeWhen(random, 'SST');
    printShopHeader(
      tape,
      shop,
      random,
      'SST',
      random.pick(['BILL', 'OFFICIAL RECEIPT', 'INVOICE']),
    );
    tape.pair(`Table No : ${random.int(1, 60)}`, `Pax : ${random.int(2, 12)}`);
    tape.pair(`Check # ${random.int(10_000, 99_999)}`, `Server: ${random.pick(['JASON', 'AMY'])}`);
    tape.line(
      `${random.pick(['Closed', 'Date', 'Printed'])}: ${formatWhen(when, random.pick(DATE_STYLES))} ${when.time}`,
    );
    tape.rule();
    tape.cells([
      [0, 'QTY'],
      [5, 'ITEM'],
      [-1, 'AMOUNT'],
    ]);
    const items = makeItems(random, DISHES, random.int(3, 8), 6, 88);
    for (const item of items) {
      tape.cells([
        [0, String(item.quantity)],
        [5, item.description],
        [-1, money(item.amount)],
      ]);
    }
    tape.rule();
    const subtotal = sumOf(items);
    const service = cents(subtotal * 0.1);
    const sst = cents((subtotal + service) * 0.06);
    const exact = cents(subtotal + service + sst);
    const isCash = random.chance(0.5);
    const total = isCash ? toFiveSen(exact) : exact;
    tape.pair(random.pick(['SUBTOTAL', 'Sub Total']), money(subtotal));
    tape.pair(random.pick(['SERVICE CHARGE 10%', 'Svc Chrg 10%']), money(service));
    if (random.chance(0.4)) {
      tape.pair('TOTAL', money(cents(subtotal + service)));
    }
    tape.pair(random.pick(['SST 6%', 'Service Tax 6%', 'SST @6%']), money(sst));
    if (total !== exact) {
      tape.pair('Rounding', money(cents(total - exact)));
    }
    tape.rule('=');
    tape.pair(random.pick(['GRAND TOTAL', 'Grand Total', 'GRAND TOTAL (RM)']), money(total), {
      bold: true,
    });
    tape.rule('=');
    if (isCash) {
      const paid = tendered(random, total);
      tape.pair('CASH', money(paid));
      tape.pair('CHANGE', money(cents(paid - total)));
    } else {
      tape.pair(
        `${random.pick(['VISA', 'MASTERCARD', 'AMEX'])} ****${random.int(1000, 9999)}`,
        money(total),
      );
    }
    tape.pair('Total Items', String(items.length));
    tape.center('*** THANK YOU ***');
    return answersOf(shop, when, total);
  },
};

const amountWithoutTotalWord: ReceiptFamily = {
  name: 'my-jumlah-shop',
  half: 'tune',
  kind: 'Malay sundry shop: BIL TUNAI, TARIKH, JUMLAH KECIL, the total as JUMLAH / NETT / AMOUNT DUE with RM 27.55 printed large on a line of its own or in a box of dashes, TUNAI, BAKI',
  print(random, tape) {
    const shop = makeShop(random, ['KEDAI RUNCIT', 'BORONG', 'PERNIAGAAN', 'KEDAI']);
    const tax = random.pick(['SST', 'none'] as const);
    const when = makeWhen(random, 'SST');
    printShopHeader(tape, shop, random, tax, random.pick(['BIL TUNAI', 'RESIT', 'CASH BILL']));
    tape.pair(
      `TARIKH: ${formatWhen(when, random.pick(['dd/mm/yyyy', 'dd-mm-yy', 'dd.mm.yyyy'] as const))}`,
      `MASA: ${when.time}`,
    );
    tape.line(`NO. BIL: ${random.int(10_000, 99_999)}`);
    tape.rule();
    const items = makeItems(random, SUNDRIES, random.int(2, 6), 2.5, 45);
    for (const item of items) {
      tape.cells([
        [0, item.description],
        [-9, `${item.quantity}`],
        [-1, money(item.amount)],
      ]);
    }
    tape.rule();
    const exact = sumOf(items);
    const discount = random.chance(0.3) ? cents(exact * 0.05) : 0;
    const total = toFiveSen(cents(exact - discount));
    tape.pair(random.pick(['JUMLAH KECIL', 'SUB-JUMLAH']), money(exact));
    if (discount > 0) {
      tape.pair('DISKAUN 5%', `-${money(discount)}`);
    }
    const label = random.pick(['JUMLAH', 'JUMLAH BESAR', 'AMOUNT DUE', 'NETT']);
    const amount = random.pick([`RM ${money(total)}`, `RM${money(total)}`]);
    const style = random.pick(['large', 'box', 'pair'] as const);
    if (style === 'large') {
      tape.center(label, { bold: true });
      tape.center(amount, { face: 'monoBold', size: random.int(14, 18) });
    } else if (style === 'box') {
      const inner = tape.columns - 4;
      const text = `${label}  ${amount}`;
      const pad = Math.max(0, inner - text.length);
      tape.line(`+${'-'.repeat(tape.columns - 2)}+`);
      tape.line(`| ${' '.repeat(Math.floor(pad / 2))}${text}${' '.repeat(Math.ceil(pad / 2))} |`, {
        bold: true,
      });
      tape.line(`+${'-'.repeat(tape.columns - 2)}+`);
    } else {
      tape.pair(label, amount, { bold: true });
    }
    const paid = tendered(random, total);
    tape.pair(random.pick(['TUNAI', 'BAYARAN TUNAI']), money(paid));
    tape.pair(random.pick(['BAKI', 'BAKI WANG']), money(cents(paid - total)));
    tape.skip(0.5);
    tape.center(random.pick(['TERIMA KASIH', 'BARANG YANG DIJUAL TIDAK BOLEH DIPULANGKAN']));
    return answersOf(shop, when, total);
  },
};

const usGrocery: ReceiptFamily = {
  name: 'us-grocery',
  half: 'tune',
  kind: 'American grocery: store number, items with F/T tax flags, SUBTOTAL, sales TAX at a state rate, **** BALANCE DUE (or TOTAL), VISA or CASH TEND, CHANGE DUE, items sold, savings, month-first dates',
  print(random, tape) {
    const store = makeUsStore(random, ['MARKET', 'FOODS', 'GROCERY', 'FRESH MARKET']);
    const when = makeWhen(random, 'SST');
    printUsHeader(tape, store, random);
    const dateLine = `${formatUsDate(when, random)} ${when.time}`;
    const isDateFirst = random.chance(0.5);
    if (isDateFirst) {
      tape.line(dateLine);
    }
    tape.rule();
    const items = makeItems(random, US_GROCERIES, random.int(3, 8), 0.79, 12.99);
    let taxable = 0;
    for (const item of items) {
      const isTaxable = random.chance(0.3);
      taxable += isTaxable ? item.amount : 0;
      tape.cells([
        [0, item.description],
        [-3, money(item.amount)],
        [-1, isTaxable ? 'T' : 'F'],
      ]);
      if (item.quantity > 1) {
        tape.line(`${item.quantity} @ ${money(item.price)}`, { indent: 2 });
      }
    }
    const subtotal = sumOf(items);
    const rate = random.pick([6.25, 7, 8.25, 4.75]);
    const salesTax = cents((taxable * rate) / 100);
    const total = cents(subtotal + salesTax);
    const dollar = random.chance(0.5) ? '$' : '';
    tape.skip(0.5);
    tape.pair(random.pick(['SUBTOTAL', 'SUB TOTAL']), `${dollar}${money(subtotal)}`);
    tape.pair(random.pick([`TAX ${rate}%`, `SALES TAX`, `TAX 1 @ ${rate}%`]), money(salesTax));
    tape.pair(
      random.pick(['**** BALANCE DUE', 'BALANCE DUE', 'TOTAL']),
      `${dollar}${money(total)}`,
      {
        bold: true,
      },
    );
    tape.skip(0.5);
    if (random.chance(0.5)) {
      const paid = Math.ceil(total / 10) * 10 + random.pick([0, 10]);
      tape.pair('CASH TEND', money(paid));
      tape.pair('CHANGE DUE', money(cents(paid - total)));
    } else {
      tape.pair(random.pick(['VISA TEND', 'DEBIT TEND']), money(total));
      tape.line(`ACCOUNT # ************${random.int(1000, 9999)}`);
      tape.pair('CHANGE DUE', '0.00');
    }
    tape.line(`TOTAL NUMBER OF ITEMS SOLD = ${items.length}`);
    if (random.chance(0.6)) {
      tape.pair('TOTAL SAVINGS', money(cents(0.5 + random.next() * 6)));
    }
    if (!isDateFirst) {
      tape.line(
        `${dateLine}  ${random.int(1000, 9999)} ${random.int(10, 99)} ${random.int(100, 999)}`,
      );
    }
    tape.center('THANK YOU FOR SHOPPING');
    return usAnswersOf(store, when, total);
  },
};

export const TUNE_PAYMENT_FAMILIES: ReceiptFamily[] = [
  roundedSupermarket,
  grandTotalRestaurant,
  amountWithoutTotalWord,
  usGrocery,
];
