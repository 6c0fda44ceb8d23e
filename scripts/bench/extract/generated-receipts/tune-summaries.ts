// The eighteenth pass's tune family for a total printed beside a tax summary with its own
// `Total` row, in another layout than the probe's held ones: a Singaporean or Malaysian food
// court or kopitiam whose GST summary (`GST Summary  Amount  Tax`, two amounts a row) stands
// above or under the bill's total, prices with GST included or added, paid by NETS, e-wallet or
// cash with change.
import type { Random } from '../generated-es/random.ts';
import type { ReceiptFamily } from './family.ts';
import {
  cents,
  DATE_STYLES,
  formatWhen,
  makeItems,
  makeWhen,
  money,
  sumOf,
  tendered,
} from './model.ts';
import type { Tape } from './tape.ts';

const STALLS = [
  'CHICKEN RICE',
  'NASI LEMAK SET',
  'CHAR KWAY TEOW',
  'FISHBALL NOODLE',
  'KOPI O',
  'TEH TARIK',
  'LIME JUICE',
  'YONG TAU FOO',
  'ROTI PRATA 2PC',
  'ICE KACANG',
];
const WORDS = ['GOLDEN', 'HAPPY', 'LUCKY', 'EASTWIND', 'JADE', 'PEARL', 'SUNNY', 'ORCHID'];
const KINDS = ['FOOD COURT', 'FOOD JUNCTION', 'KOPITIAM', 'EATING HOUSE', 'HAWKER HUB'];
const SG_STREETS = ['Ang Mo Kio Ave 3', 'Tampines St 81', 'Jurong West St 52', 'Bedok North Rd'];
const MY_TOWNS = ['47400 PETALING JAYA, SELANGOR', '50450 KUALA LUMPUR', '81200 JOHOR BAHRU'];

type Country = 'SG' | 'MY';

/** The shop's block: name (large or bold), company with its number, address, registration. */
function printStall(
  tape: Tape,
  random: Random,
  country: Country,
): { name: string; company: string } {
  const name = `${random.pick(WORDS)} ${random.pick(KINDS)}`;
  const form = country === 'SG' ? random.pick(['PTE LTD', 'PTE. LTD.']) : 'SDN BHD';
  const company = `${name} ${form}`;
  const isLogo = random.chance(0.5);
  if (isLogo) {
    tape.center(name, { face: random.pick(['logoSans', 'logoSerif'] as const), size: 14 });
    tape.skip(0.3);
    tape.center(company);
  } else {
    tape.center(company, { bold: true });
  }
  if (country === 'SG') {
    const uen = `${random.int(2005, 2019)}${random.int(10_000, 99_999)}${random.pick(['K', 'M', 'N', 'R'])}`;
    tape.center(`Blk ${random.int(100, 899)} ${random.pick(SG_STREETS)}`);
    tape.center(
      `#0${random.int(1, 3)}-${random.int(10, 99)} Singapore ${random.int(310_000, 680_999)}`,
    );
    tape.center(
      random.pick([
        `GST Reg No: ${uen}`,
        `UEN/GST No: ${uen}`,
        `GST REG: M2-${random.int(1_000_000, 9_999_999)}-${random.int(0, 9)}`,
      ]),
    );
  } else {
    tape.center(`(${random.int(100_000, 1_299_999)}-${random.pick(['A', 'K', 'X'])})`);
    tape.center(`NO. ${random.int(1, 99)}, JALAN SS ${random.int(2, 24)}/${random.int(1, 9)},`);
    tape.center(random.pick(MY_TOWNS));
    tape.center(`GST ID No: 00${random.int(1_000_000_000, 2_099_999_999)}`);
  }
  tape.skip(0.5);
  return { name: isLogo ? name : company, company };
}

/** The summary's rows: a heading, the rate's row, a zero-rated row at times, the `Total` row. */
function printSummary(tape: Tape, random: Random, rate: number, amount: number, tax: number): void {
  const title = random.pick(['GST Summary', 'Tax Summary', 'GST Analysis', 'GST SUMMARY']);
  tape.cells([
    [0, title],
    [-9, random.pick(['Amount', 'Amt', 'AMOUNT'])],
    [-1, random.pick(['Tax', 'GST'])],
  ]);
  tape.cells([
    [0, `${random.pick(['SR', 'S', 'GST'])} @ ${rate}%`],
    [-9, money(amount)],
    [-1, money(tax)],
  ]);
  if (random.chance(0.4)) {
    tape.cells([
      [0, 'ZR @ 0%'],
      [-9, '0.00'],
      [-1, '0.00'],
    ]);
  }
  tape.cells([
    [0, random.pick(['Total', 'TOTAL', 'Total:'])],
    [-9, money(amount)],
    [-1, money(tax)],
  ]);
}

const foodCourtSummary: ReceiptFamily = {
  name: 'sg-my-food-court-gst-summary',
  half: 'tune',
  kind: 'Singaporean or Malaysian food court: stall items, GST included (summary of the amount before tax and the tax) or added (Sub Total, GST 7%, Svc Chg at a coffee shop), a GST Summary table (Amount, Tax) with its own Total row above or under the bill total, NETS, e-wallet or cash and change',
  print(random, tape) {
    const country: Country = random.chance(0.6) ? 'SG' : 'MY';
    const rate = country === 'SG' ? 7 : 6;
    const when = makeWhen(random, 'GST');
    const shop = printStall(tape, random, country);
    tape.center(random.pick(['TAX INVOICE', 'RECEIPT', 'SIMPLIFIED TAX INVOICE']), { bold: true });
    tape.skip(0.3);
    tape.pair(
      `Stall ${random.int(1, 24)}  Tbl ${random.int(1, 60)}`,
      `#${random.int(10_000, 99_999)}`,
    );
    tape.line(`${formatWhen(when, random.pick(DATE_STYLES))}  ${when.time}`);
    tape.rule();
    const items = makeItems(random, STALLS, random.int(2, 6), 1.2, 9.5);
    for (const item of items) {
      tape.pair(`${item.quantity} ${item.description}`, money(item.amount));
    }
    tape.rule();
    const subtotal = sumOf(items);
    const isIncluded = random.chance(0.5);
    let total: number;
    let base: number;
    let tax: number;
    if (isIncluded) {
      total = subtotal;
      tax = cents((total * rate) / (100 + rate));
      base = cents(total - tax);
    } else {
      const charge = random.chance(0.4) ? cents(subtotal * 0.1) : 0;
      base = cents(subtotal + charge);
      tax = cents((base * rate) / 100);
      total = cents(base + tax);
      tape.pair(random.pick(['Sub Total', 'Subtotal', 'SUB-TOTAL']), money(subtotal));
      if (charge > 0) {
        tape.pair(random.pick(['Svc Chg 10%', 'Service Charge 10%']), money(charge));
      }
      tape.pair(`GST ${rate}%`, money(tax));
    }
    const isSummaryFirst = random.chance(0.5);
    if (isSummaryFirst) {
      printSummary(tape, random, rate, base, tax);
      tape.rule();
    }
    const label = random.pick(['TOTAL', 'Total', 'TOTAL (SGD)', 'Grand Total', 'NETT TOTAL']);
    tape.pair(country === 'MY' && label.includes('SGD') ? 'TOTAL (RM)' : label, money(total), {
      bold: true,
    });
    const tender = random.pick(['NETS', 'CASH', 'CASH', 'GRABPAY', 'VISA']);
    if (tender === 'CASH') {
      const paid = tendered(random, total);
      tape.pair('CASH', money(paid));
      tape.pair('CHANGE', money(cents(paid - total)));
    } else {
      tape.pair(country === 'MY' && tender === 'NETS' ? 'DEBIT CARD' : tender, money(total));
    }
    if (!isSummaryFirst) {
      tape.skip(0.5);
      printSummary(tape, random, rate, base, tax);
    }
    tape.skip(0.5);
    tape.center(
      random.pick(['THANK YOU', 'Thank you! Please come again', 'GOODS SOLD ARE NOT REFUNDABLE']),
    );
    return {
      issuer: shop.name === shop.company ? shop.company : [shop.company, shop.name],
      date: when.iso,
      total,
      currency: country === 'SG' ? 'SGD' : 'MYR',
    };
  },
};

export const TUNE_SUMMARY_FAMILIES: ReceiptFamily[] = [foodCourtSummary];
