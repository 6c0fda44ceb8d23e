// Receipts probe 3, held half (never tuned on), fixed with the tune half before any result: a
// DIY chain's tax invoice with a barcode under each item, an ITEM(S)/QTY(S) count and the date
// only at the foot; a phone shop's sales invoice with IMEI numbers, a customer and a warranty's
// later date; a bookshop whose name is printed over two lines in a logo face, with
// `Total Sales (Excluding GST)` ... `Total Sales (Inclusive of GST)`.
import type { ReceiptFamily } from './family.ts';
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
import { dayAfter, grouped } from './probe3-parts.ts';
import { printShopHeader } from './header.ts';

const DIY = [
  'CABLE TIE 200MM 100PCS',
  'SUPER GLUE 3G',
  'LED TORCH MINI',
  'STORAGE BOX 20L',
  'HANGER 10PCS',
  'DOOR STOPPER',
  'EXTENSION SOCKET 4WAY',
  'PAINT ROLLER 9"',
  'KITCHEN TOWEL 2R',
];
const PHONES = [
  'SAMSUNG GALAXY A8 32GB',
  'OPPO F7 64GB',
  'HUAWEI NOVA 3I',
  'VIVO V9 64GB',
  'XIAOMI REDMI 5 PLUS',
];
const ACCESSORIES = ['TEMPERED GLASS', 'PHONE CASE', 'USB CABLE TYPE-C', 'POWER BANK 10000MAH'];
const BOOKS = [
  'EXERCISE BOOK 80PG',
  'SPM MODUL MATEMATIK',
  'PENCIL 2B 12S',
  'COLOUR PENCIL 24S',
  'ERASER',
  'RULER 30CM',
  'NOVEL: HUJAN PAGI',
  'BUKU LATIHAN SAINS',
  'WATER COLOUR SET',
];

const diyBarcode: ReceiptFamily = {
  name: 'my-diy-barcode-foot',
  half: 'held',
  kind: 'DIY chain tax invoice: a barcode under each item with quantity and price, ITEM(S) : n QTY(S) : m, Total Incl. GST, Rounding, Cash and Change, a GST summary (Amount(RM) Tax(RM)), the date only at the foot with till, staff and receipt numbers',
  print(random, tape) {
    const brand = `${random.pick(['MR.', 'MY', 'SUPER'])} ${random.pick(['D.I.Y.', 'HOMEFIX', 'KEDAI 1'])}`;
    const shop = makeShop(random, ['HOME', 'DIY TRADING'], random.chance(0.6) ? brand : undefined);
    const when = makeWhen(random, 'GST');
    printShopHeader(tape, shop, random, 'GST', 'TAX INVOICE');
    const items = makeItems(random, DIY, random.int(1, 6), 1.9, 39);
    for (const item of items) {
      tape.line(item.description);
      tape.cells([
        [0, item.code],
        [-11, `${item.quantity} X ${money(item.price)}`],
        [-1, money(item.amount)],
      ]);
    }
    tape.rule();
    const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
    tape.line(`ITEM(S) : ${items.length}       QTY(S) : ${quantity}`);
    const exact = sumOf(items);
    const total = toFiveSen(exact);
    tape.pair(
      random.pick(['Total Incl. GST', 'TOTAL INCL GST', 'Total Incl. GST @6%']),
      money(exact),
      {
        bold: true,
      },
    );
    if (exact !== total || random.chance(0.5)) {
      tape.pair('Rounding', money(cents(total - exact)));
      tape.pair(random.pick(['Total', 'Total Rounded', 'Total Payable']), money(total), {
        bold: true,
      });
    }
    const paid = tendered(random, total);
    tape.pair('Cash', money(paid));
    tape.pair('Change', money(cents(paid - total)));
    tape.skip(0.5);
    const tax = cents((exact * 6) / 106);
    tape.cells([
      [0, 'GST Summary'],
      [-10, 'Amount(RM)'],
      [-1, 'Tax(RM)'],
    ]);
    tape.cells([
      [0, 'SR @ 6%'],
      [-10, money(cents(exact - tax))],
      [-1, money(tax)],
    ]);
    tape.skip();
    tape.line(
      `${formatWhen(when, random.pick(['dd-mm-yy', 'dd/mm/yyyy', 'dd-mm-yy'] as const))} ${when.time}  SH${random.int(10, 99)} ${random.pick(['ZK', 'RT', 'MB'])}${random.int(10, 99)} T${random.int(1, 9)} R${String(random.int(1, 99_999)).padStart(6, '0')}`,
    );
    tape.line(`OPERATOR ${random.pick(['NURUL', 'SHARMILA', 'CHONG', 'RAJ'])}`);
    tape.center('EXCHANGE ALLOWED WITHIN 7 DAYS WITH RECEIPT');
    tape.center('STRICTLY NO CASH REFUND');
    return answersOf(shop, when, total);
  },
};

const phoneShop: ReceiptFamily = {
  name: 'my-phone-shop-warranty',
  half: 'held',
  kind: 'mobile phone shop: SALES INVOICE or OFFICIAL RECEIPT, the customer with a phone number, a phone with its IMEI and accessories, prices over a thousand, TOTAL or TOTAL AMOUNT, paid by card or cash (or in instalments), a warranty to a later date',
  print(random, tape) {
    const shop = makeShop(random, ['MOBILE', 'TELECOMMUNICATION', 'GADGET', 'COMMUNICATION']);
    const tax = random.pick(['GST', 'SST', 'none'] as const);
    const when = makeWhen(random, tax === 'GST' ? 'GST' : 'SST');
    printShopHeader(
      tape,
      shop,
      random,
      tax,
      random.pick(['SALES INVOICE', 'OFFICIAL RECEIPT', 'CASH SALES']),
    );
    tape.pair(
      `No: ${random.pick(['OR', 'SI', 'CS'])}-${random.int(10_000, 99_999)}`,
      `Date: ${formatWhen(when, random.pick(DATE_STYLES))}`,
    );
    tape.line(
      `Customer: ${random.pick(['MUHAMMAD FAIZ', 'TAN WEI LING', 'PRIYA A/P RAMU', 'CASH'])}`,
    );
    tape.line(`Tel: 01${random.int(0, 9)}-${random.int(100, 999)} ${random.int(1000, 9999)}`);
    tape.rule();
    const phone = makeItems(random, PHONES, 1, 599, 2199)[0];
    const extras = makeItems(random, ACCESSORIES, random.int(0, 2), 9.9, 89);
    const lines =
      phone === undefined ? extras : [{ ...phone, quantity: 1, amount: phone.price }, ...extras];
    for (const [index, item] of lines.entries()) {
      tape.cells([
        [0, `${index + 1}. ${item.description}`],
        [-1, grouped(item.amount)],
      ]);
      if (index === 0 && phone !== undefined) {
        tape.line(`IMEI: 35${random.int(1_000_000, 9_999_999)}${random.int(100_000, 999_999)}`, {
          indent: 3,
        });
        tape.line(`Warranty: 12 months until ${dayAfter(when, 365)}`, { indent: 3 });
      } else if (item.quantity > 1) {
        tape.line(`${item.quantity} x ${money(item.price)}`, { indent: 3 });
      }
    }
    tape.rule();
    const subtotal = sumOf(lines);
    const taxAmount = tax === 'none' ? 0 : cents(subtotal * 0.06);
    const total = cents(subtotal + taxAmount);
    if (tax !== 'none') {
      tape.pair('Sub Total', grouped(subtotal));
      tape.pair(`${tax} 6%`, grouped(taxAmount));
    }
    tape.pair(random.pick(['TOTAL', 'TOTAL AMOUNT', 'TOTAL (RM)']), grouped(total), { bold: true });
    const payment = random.pick(['card', 'cash', 'instalment'] as const);
    if (payment === 'cash') {
      const paid = Math.ceil(total / 50) * 50;
      tape.pair('Cash', grouped(paid));
      tape.pair('Change', money(cents(paid - total)));
    } else if (payment === 'card') {
      tape.pair(random.pick(['Credit Card', 'VISA', 'Debit Card']), grouped(total));
    } else {
      tape.pair('Easy Payment Plan 12 months', grouped(total));
      tape.line(`Monthly: RM ${money(cents(total / 12))}`);
    }
    tape.skip();
    tape.line('Goods sold are not returnable.');
    tape.line('Warranty void if seal broken or water damage.');
    tape.skip();
    tape.pair('_______________', '_______________');
    tape.pair('Customer', 'Salesperson');
    return answersOf(shop, when, total);
  },
};

const twoLineBookshop: ReceiptFamily = {
  name: 'my-two-line-bookshop',
  half: 'held',
  kind: 'bookshop and stationery: the name printed over two lines in a logo face, the company number on a line of its own, CASH RECEIPT, Total Sales (Excluding GST), Discount, Total GST, Rounding, Total Sales (Inclusive of GST), CASH, CHANGE',
  print(random, tape) {
    const shop = makeShop(random, [
      'KEDAI BUKU DAN ALAT TULIS',
      'SYARIKAT PERNIAGAAN',
      'BOOK CENTRE',
    ]);
    const when = makeWhen(random, 'GST');
    const words = shop.company.split(' ');
    const half = Math.ceil(words.length / 2);
    const face = random.pick(['logoSans', 'logoSerif', 'monoBold'] as const);
    tape.center(words.slice(0, half).join(' '), { face, size: 13 });
    tape.center(words.slice(half).join(' '), { face, size: 13 });
    tape.skip(0.3);
    tape.center(`(${shop.companyNo})`);
    for (const line of shop.address) {
      tape.center(line);
    }
    tape.center(shop.phone);
    tape.center(`GST ID : ${shop.gstNo}`);
    tape.skip(0.5);
    tape.center(random.pick(['CASH RECEIPT', 'TAX INVOICE', 'RECEIPT']), { bold: true });
    tape.pair(
      `Receipt#: ${random.int(100_000, 999_999)}`,
      formatWhen(when, random.pick(['dd/mm/yyyy', 'dd-mm-yy', 'dd.mm.yyyy'] as const)),
    );
    tape.pair(`Cashier: ${random.pick(['ALI', 'MEI', '01'])}`, when.time);
    tape.rule();
    const items = makeItems(random, BOOKS, random.int(2, 6), 0.8, 24);
    for (const item of items) {
      tape.line(item.description);
      tape.cells([
        [2, `${item.quantity} x ${money(item.price)}`],
        [-4, money(item.amount)],
        [-1, 'SR'],
      ]);
    }
    tape.rule();
    const excl = sumOf(items);
    const discount = random.chance(0.4) ? cents(excl * 0.1) : 0;
    const gst = cents((excl - discount) * 0.06);
    const incl = cents(excl - discount + gst);
    const total = toFiveSen(incl);
    tape.pair('Total Sales (Excluding GST)', money(excl));
    tape.pair('Discount', money(discount));
    tape.pair('Total GST', money(gst));
    tape.pair('Rounding', money(cents(total - incl)));
    tape.pair('Total Sales (Inclusive of GST)', money(total), { bold: true });
    const paid = tendered(random, total);
    tape.pair('CASH', money(paid));
    tape.pair('CHANGE', money(cents(paid - total)));
    tape.skip();
    tape.center('THANK YOU. PLEASE COME AGAIN.');
    return answersOf(shop, when, total);
  },
};

export const PROBE3_HELD_FAMILIES: ReceiptFamily[] = [diyBarcode, phoneShop, twoLineBookshop];
