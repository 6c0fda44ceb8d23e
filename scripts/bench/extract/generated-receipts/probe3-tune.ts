// Receipts probe 3 (SROIE-like Malaysian kinds the generator had not drawn), tune half, fixed
// with the held half before any result: a wholesaler's cash bill with the customer's company
// under `BILL TO`, a fast-food chain whose brand stands over a smaller company line (sometimes
// `formerly known as` another company) with the date in the order line and an eat-in total,
// a car workshop's bill with the mileage and a later `NEXT SERVICE` date.
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
import { dayAfter, grouped, makeCustomer, stamp } from './probe3-parts.ts';

const WHOLESALE = [
  'WHITE BREAD 400G',
  'WHOLEMEAL 400G',
  'BUTTERSCOTCH BUN',
  'CREAM ROLL CHOC',
  'KAYA TWIN PACK',
  'MINERAL WATER 1.5L X12',
  'COOKING OIL 5KG',
  'SUGAR 1KG X10',
  'FLOUR 25KG',
  'TISSUE ROLL 10S X6',
];
const MEALS = [
  'SPICY CHICKEN 2PC',
  'BURGER COMBO LRG',
  'NUGGETS 9PC',
  'FRIES MEDIUM',
  'SUNDAE CHOC',
  'APPLE PIE',
  'FISH BURGER SET',
  'CHICKEN WRAP',
];
const SIDES = ['COKE MED', 'FRIES REG', 'MILO ICED', 'COLESLAW', 'NO ICE'];
const PARTS = [
  'ENGINE OIL 10W40 4L',
  'OIL FILTER',
  'AIR FILTER',
  'BRAKE PAD FRONT',
  'SPARK PLUG X4',
  'WIPER BLADE 22"',
  'BATTERY NS60',
  'COOLANT 1L',
  'TYRE 195/65R15',
];
const LABOUR = ['LABOUR CHARGES', 'SERVICE CHARGE', 'WHEEL ALIGNMENT', 'TYRE BALANCING'];

const wholesaleBill: ReceiptFamily = {
  name: 'my-wholesale-cash-bill',
  half: 'tune',
  kind: "wholesaler's CASH BILL or INVOICE: the supplier's company, invoice no. and DATE at the right, the customer's company and address under BILL TO / SOLD TO / M/S, numbered lines (QTY, U/PRICE, AMOUNT), TOTAL QTY, GST or none, TOTAL AMOUNT PAYABLE or NET TOTAL (RM) with thousands separators, E. & O.E., signatures",
  print(random, tape) {
    const shop = makeShop(random, ['DISTRIBUTOR', 'BAKERIES', 'WHOLESALE', 'AGENCY']);
    const tax = random.pick(['GST', 'none'] as const);
    const when = makeWhen(random, 'GST');
    printShopHeader(
      tape,
      shop,
      random,
      tax,
      random.pick(['CASH BILL', 'INVOICE', 'CASH INVOICE', 'CASH BILL / INVOICE']),
    );
    const customer = makeCustomer(random);
    tape.pair(
      `${random.pick(['INVOICE NO', 'INV NO', 'BILL NO'])} : ${random.int(10_000, 99_999)}`,
      `DATE : ${formatWhen(when, random.pick(['dd/mm/yyyy', 'dd-mm-yy', 'dd/mm/yy'] as const))}`,
    );
    tape.pair(
      `D/O NO : ${random.int(1000, 9999)}`,
      `TERMS : ${random.pick(['C.O.D.', 'CASH', '30 DAYS'])}`,
    );
    tape.skip(0.5);
    tape.line(`${random.pick(['BILL TO', 'SOLD TO', 'M/S', 'CUSTOMER'])} :`);
    tape.line(customer.name, { indent: 2 });
    for (const line of customer.address) {
      tape.line(line, { indent: 2 });
    }
    tape.line(`SALESMAN : ${random.pick(['S01', 'AHMAD', 'VAN 12', 'LEE'])}`);
    tape.rule();
    tape.cells([
      [0, 'NO'],
      [3, 'DESCRIPTION'],
      [-16, 'QTY'],
      [-9, 'U/PRICE'],
      [-1, 'AMOUNT'],
    ]);
    tape.rule();
    const items = makeItems(random, WHOLESALE, random.int(3, 8), 1.2, 95).map((item) => ({
      ...item,
      quantity: item.quantity * random.int(1, 12),
    }));
    for (const [index, item] of items.entries()) {
      item.amount = cents(item.quantity * item.price);
      tape.line(`${String(index + 1).padStart(2, ' ')} ${item.description}`);
      tape.cells([
        [-16, String(item.quantity)],
        [-9, money(item.price)],
        [-1, grouped(item.amount)],
      ]);
    }
    tape.rule();
    const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
    const net = sumOf(items);
    const gst = tax === 'GST' ? cents(net * 0.06) : 0;
    const exact = cents(net + gst);
    const total = toFiveSen(exact);
    tape.pair('TOTAL QTY :', String(quantity));
    tape.pair(random.pick(['SUB TOTAL', 'TOTAL (EXCL GST)', 'GROSS AMOUNT']), grouped(net));
    if (tax === 'GST') {
      tape.pair(random.pick(['GST 6%', 'GST @ 6%', 'ADD GST 6%']), grouped(gst));
    }
    if (exact !== total) {
      tape.pair(random.pick(['ROUNDING', 'ROUNDING ADJ']), money(cents(total - exact)));
    }
    tape.pair(
      random.pick(['TOTAL AMOUNT PAYABLE', 'NET TOTAL (RM)', 'GRAND TOTAL', 'TOTAL PAYABLE (RM)']),
      grouped(total),
      { bold: true },
    );
    tape.skip();
    tape.line('E. & O. E.');
    tape.line('GOODS SOLD ARE NOT RETURNABLE & REFUNDABLE');
    tape.skip();
    tape.pair('RECEIVED BY', 'AUTHORISED SIGNATURE');
    return answersOf(shop, when, total);
  },
};

const fastFood: ReceiptFamily = {
  name: 'my-fast-food-order',
  half: 'tune',
  kind: 'fast-food chain: the brand in a logo over a smaller company line (sometimes "formerly known as" another company), TAX INVOICE, the order line carrying the date and time with seconds, combos with unpriced sub-lines, Eat-In or TakeOut Total (incl GST), Total Rounded, Cash Tendered, Change, TOTAL INCLUDES 6% GST',
  print(random, tape) {
    const brand = `${random.pick(['TEXAS', 'SUNNY', 'KING', 'GOLDEN', 'MARY'])} ${random.pick(['CHICKEN', 'BURGER', 'FRIED CHICKEN', 'BITES'])}`;
    const shop = makeShop(random, ['RESTAURANTS', 'FOOD SERVICES', 'QSR'], brand);
    const when = makeWhen(random, 'GST');
    tape.center(brand, { face: random.pick(['logoSans', 'logoSerif'] as const), size: 16 });
    tape.skip(0.3);
    tape.center(shop.company);
    tape.center(`(${shop.companyNo})`);
    if (random.chance(0.5)) {
      tape.center(`(formerly known as ${makeShop(random, ['RESTAURANTS']).company})`);
    }
    for (const line of shop.address) {
      tape.center(line);
    }
    tape.center(`GST ID No: ${shop.gstNo}`);
    tape.center('TAX INVOICE', { bold: true });
    tape.skip(0.5);
    const order = `ORD #${random.int(10, 99)} -REG #${random.int(1, 20)}-`;
    const time = stamp(when, random, random.chance(0.4));
    if (random.chance(0.5)) {
      tape.line(`${order} ${time}`);
    } else {
      tape.line(order);
      tape.line(time);
    }
    tape.skip(0.5);
    tape.cells([
      [0, 'QTY'],
      [4, 'ITEM'],
      [-1, 'TOTAL'],
    ]);
    const items = makeItems(random, MEALS, random.int(1, 5), 4.5, 28);
    for (const item of items) {
      tape.cells([
        [0, String(item.quantity)],
        [4, item.description],
        [-1, money(item.amount)],
      ]);
      if (random.chance(0.5)) {
        tape.line(random.pick(SIDES), { indent: 6 });
        tape.line(random.pick(SIDES), { indent: 6 });
      }
    }
    tape.skip(0.5);
    const exact = sumOf(items);
    const total = toFiveSen(exact);
    const where = random.pick(['Eat-In', 'TakeOut', 'Drive-Thru']);
    tape.pair(`${where} Total (incl GST)`, money(exact), { bold: true });
    if (exact !== total) {
      tape.pair('Rounding Adj', money(cents(total - exact)));
      tape.pair('Total Rounded', money(total));
    }
    const paid = tendered(random, total);
    tape.pair(random.pick(['Cash Tendered', 'Cash']), money(paid));
    tape.pair('Change', money(cents(paid - total)));
    tape.pair('TOTAL INCLUDES 6% GST', money(cents((exact * 6) / 106)));
    tape.skip();
    tape.center('Thank You and Please Come Again.');
    tape.center(`Customer Service Hotline: 1-300-${random.int(10, 99)}-${random.int(1000, 9999)}`);
    return answersOf(shop, when, total);
  },
};

const workshop: ReceiptFamily = {
  name: 'my-workshop-next-service',
  half: 'tune',
  kind: 'car workshop or tyre shop: SERVICE INVOICE or CASH BILL, vehicle no. and mileage, parts and labour lines, TOTAL (RM) or NET AMOUNT, paid by cash or card, then NEXT SERVICE at a mileage or a later date',
  print(random, tape) {
    const shop = makeShop(random, ['AUTO SERVICE', 'TYRE & BATTERY', 'MOTOR WORKSHOP', 'AUTO']);
    const tax = random.pick(['GST', 'SST'] as const);
    const when = makeWhen(random, tax);
    printShopHeader(
      tape,
      shop,
      random,
      tax,
      random.pick(['SERVICE INVOICE', 'CASH BILL', 'TAX INVOICE']),
    );
    const mileage = random.int(12_000, 180_000);
    tape.pair(
      `INV NO: ${random.pick(['SI', 'CB', ''])}${random.int(1000, 99_999)}`,
      `DATE: ${formatWhen(when, random.pick(DATE_STYLES))}`,
    );
    tape.pair(
      `CAR NO: ${random.pick(['WXY', 'BMK', 'JKT', 'PLR'])} ${random.int(100, 9999)}`,
      `MILEAGE: ${grouped(mileage).replace('.00', '')} KM`,
    );
    tape.line(
      `MODEL: ${random.pick(['PERODUA MYVI', 'PROTON SAGA', 'HONDA CITY', 'TOYOTA VIOS'])}`,
    );
    tape.rule();
    const parts = makeItems(random, PARTS, random.int(1, 4), 12, 260);
    const labour = makeItems(random, LABOUR, random.int(1, 2), 20, 80);
    for (const item of [...parts, ...labour]) {
      tape.line(item.description);
      tape.cells([
        [2, `${item.quantity} x ${money(item.price)}`],
        [-1, grouped(item.amount)],
      ]);
    }
    tape.rule();
    const subtotal = sumOf([...parts, ...labour]);
    const taxAmount = cents(subtotal * 0.06);
    const total = cents(subtotal + taxAmount);
    tape.pair(random.pick(['SUB TOTAL', 'PARTS & LABOUR']), grouped(subtotal));
    tape.pair(`${tax} 6%`, grouped(taxAmount));
    tape.pair(random.pick(['TOTAL (RM)', 'NET AMOUNT', 'TOTAL AMOUNT']), grouped(total), {
      bold: true,
    });
    if (random.chance(0.5)) {
      const paid = tendered(random, total);
      tape.pair('CASH', grouped(paid));
      tape.pair('CHANGE', money(cents(paid - total)));
    } else {
      tape.pair(random.pick(['VISA', 'MASTERCARD', 'DEBIT CARD']), grouped(total));
    }
    tape.skip();
    const next = dayAfter(when, random.pick([90, 120, 180]));
    tape.line(
      random.pick([
        `NEXT SERVICE: ${grouped(mileage + 5000).replace('.00', '')} KM OR ${next}`,
        `NEXT SERVICE DATE: ${next}`,
        `NEXT SERVICE DUE ${next}`,
      ]),
    );
    tape.line('WARRANTY 1 MONTH OR 1,000 KM ON LABOUR');
    return answersOf(shop, when, total);
  },
};

export const PROBE3_TUNE_FAMILIES: ReceiptFamily[] = [wholesaleBill, fastFood, workshop];
