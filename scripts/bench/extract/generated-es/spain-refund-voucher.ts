// A Spanish shop's refund or exchange voucher (twelfth pass, tune half): a till strip printed
// when goods come back, titled "VALE DE DEVOLUCIÓN", "DEVOLUCIÓN" or "TICKET DE CAMBIO", with
// its own number and its date and time, the purchase ticket it refunds named with that ticket's
// number and date ("Ticket original nº … de fecha …", "Devolución s/ ticket … del …", "Doc.
// origen: … Fecha: …", or the original's date on a line of its own), the goods returned, the
// amount refunded or credited to a voucher valid until a later date, and the VAT breakdown.
import { answersFrom } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatAmount, formatDate, padded } from './formats.ts';
import { type Item, itemLinesOf, taxIdOf } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';
import { grossBreakdown } from './vat-included.ts';

/** Trade name, legal name, goods (description, VAT-included price, rate). */
const SHOPS: readonly [string, string, readonly (readonly [string, number, number])[]][] = [
  [
    'MODAS CARMELA',
    'Textil Carmela Ruiz S.L.',
    [
      ['CAMISA LINO T.M', 29.95, 21],
      ['PANTALON CHINO 42', 39.9, 21],
      ['CAMISETA BASICA', 9.99, 21],
      ['CINTURON PIEL', 19.5, 21],
    ],
  ],
  [
    'DEPORTES CUMBRE',
    'Cumbre Sport Retail S.A.',
    [
      ['ZAPATILLA TRAIL 43', 89.95, 21],
      ['CALCETIN TECNICO', 7.5, 21],
      ['MOCHILA 20L', 34.9, 21],
    ],
  ],
  [
    'LIBRERÍA EL FARO',
    'Papelería y Librería El Faro S.L.',
    [
      ['LIBRO NOVELA', 19.9, 4],
      ['AGENDA 2025', 12.5, 21],
      ['ROTULADORES 12U', 6.95, 21],
      ['LIBRO INFANTIL', 14.95, 4],
    ],
  ],
  [
    'SUPERMERCADOS DÍAZ',
    'Alimentación Díaz Hermanos S.L.',
    [
      ['ACEITE OLIVA 1L', 9.45, 4],
      ['DETERGENTE 3L', 8.95, 21],
      ['CAFE MOLIDO 250G', 3.6, 10],
    ],
  ],
];

const STREETS = [
  'C/ Real 15, 15003 A Coruña',
  'Av. de Andalucía 31, 29006 Málaga',
  'C/ Alfonso I 9, 50003 Zaragoza',
  'Gran Vía 62, 48011 Bilbao',
];

function refundVoucher(random: Random): GeneratedInvoice {
  const [tradeName, legalName, goods] = random.pick(SHOPS);
  const nif = taxIdOf(random, 'ES');
  const date = addDays('2024-02-05', random.int(0, 450));
  const bought = addDays(date, -random.int(1, 28));
  const returned: Item[] = Array.from({ length: random.int(1, 2) }, () => {
    const [description, price, rate] = random.pick(goods);
    return { description, quantity: 1, price, rate };
  });
  const { breakdown, total, net, tax } = grossBreakdown(returned);
  const isNegative = random.chance(0.5);
  const sign = (value: number): number => (isNegative ? -value : value);
  const amount = (value: number): string => formatAmount(sign(value), 'dot-comma');
  const dateStyle = random.pick(['dd/mm/yyyy', 'dd-mm-yyyy'] as const);
  const store = padded(random.int(1, 120), 3);
  const register = random.int(1, 6);
  const number = random.pick([
    `V${store}-${padded(random.int(1, 999999), 6)}`,
    `D${date.slice(2, 4)}/${padded(random.int(1, 99999), 6)}`,
    `${store}${register}${padded(random.int(1, 99999), 5)}`,
  ]);
  const original = random.pick([
    `${store}-${register}-${padded(random.int(1, 99999), 6)}`,
    `FS${bought.slice(2, 4)}/${padded(random.int(1, 99999), 6)}`,
    `T${register}/${padded(random.int(1, 999999), 6)}`,
  ]);
  const originalDate = formatDate(bought, dateStyle);
  const sheet = new Sheet(random);
  const left = 200;
  const right = 400;
  let top = 50;
  const line = (text: string, options: { bold?: boolean; size?: number } = {}) => {
    sheet.text(left, top, text, { size: 8, ...options });
    top += 11;
  };
  line(tradeName, { bold: true, size: 11 });
  top += 2;
  line(legalName);
  line(`${random.pick(['NIF', 'C.I.F.', 'CIF'])}: ${nif}`);
  line(random.pick(STREETS));
  top += 6;
  line(random.pick(['VALE DE DEVOLUCIÓN', 'DEVOLUCIÓN', 'TICKET DE CAMBIO / DEVOLUCIÓN']), {
    bold: true,
    size: 10,
  });
  const time = `${padded(random.int(9, 21), 2)}:${padded(random.int(0, 59), 2)}`;
  const own = random.pick([
    [`Nº vale: ${number}`, `${formatDate(date, dateStyle)} ${time}   Caja ${register}`],
    [`Fecha: ${formatDate(date, dateStyle)}  Hora: ${time}`, `Nº devolución: ${number}`],
    [`${formatDate(date, dateStyle)} ${time}  Tda. ${store}`, `Documento: ${number}`],
  ]);
  const reference = random.pick([
    [`Ticket original nº ${original} de fecha ${originalDate}`],
    [`Devolución s/ ticket ${original} del ${originalDate}`],
    [`Doc. origen: ${original}  Fecha: ${originalDate}`],
    [`Ticket de compra: ${original}`, `Fecha de compra: ${originalDate}`],
    [`Ticket original: ${original}`, `De fecha: ${originalDate}`],
  ]);
  // The own facts first, or the purchase's first (some tills print what is refunded on top).
  for (const text of random.chance(0.5) ? [...own, ...reference] : [...reference, ...own]) {
    line(text);
  }
  line(`Le atendió: ${random.pick(['ANA', 'SERGIO', 'CAJA 2', 'MARTA'])}`);
  sheet.rule(left, right, top - 4);
  top += 6;
  sheet.text(left, top, 'UDS', { bold: true, size: 8 });
  sheet.text(left + 25, top, 'ARTÍCULO', { bold: true, size: 8 });
  sheet.right(right, top, 'IMPORTE', { bold: true, size: 8 });
  top += 12;
  for (const item of returned) {
    sheet.text(left + 5, top, String(sign(item.quantity)), { size: 8 });
    sheet.text(left + 25, top, item.description, { size: 8 });
    sheet.right(right, top, amount(item.price), { size: 8 });
    top += 11;
  }
  sheet.rule(left, right, top - 3);
  top += 10;
  sheet.text(
    left,
    top,
    random.pick(['TOTAL DEVOLUCIÓN', 'IMPORTE VALE', 'TOTAL A DEVOLVER', 'TOTAL']),
    { bold: true, size: 10 },
  );
  sheet.right(right, top, `${amount(total)} €`, { bold: true, size: 10 });
  top += 14;
  line(
    random.pick([
      'Devuelto en efectivo',
      'Abonado en tarjeta **** ' + String(random.int(1000, 9999)),
      'Vale canjeable en tienda',
    ]),
  );
  top += 8;
  sheet.text(left, top, 'IVA', { bold: true, size: 8 });
  sheet.right(left + 95, top, 'BASE', { bold: true, size: 8 });
  sheet.right(left + 150, top, 'CUOTA', { bold: true, size: 8 });
  top += 11;
  for (const row of breakdown) {
    sheet.text(left, top, `${row.rate}%`, { size: 8 });
    sheet.right(left + 95, top, amount(row.base), { size: 8 });
    sheet.right(left + 150, top, amount(row.tax), { size: 8 });
    top += 11;
  }
  top += 8;
  if (random.chance(0.5)) {
    line(`Vale válido hasta el ${formatDate(addDays(date, 90), dateStyle)}`);
  }
  line('Conserve este justificante. Gracias.');
  const both = (value: number): number[] => [sign(value), value];
  return {
    pages: [sheet.items],
    ...answersFrom(
      { number, date, issuer: [tradeName, legalName], total: both(total) },
      'EUR',
      // A till prints no unit price for one unit: each line answers its description, quantity
      // and amount as printed.
      itemLinesOf(returned).map((item) => ({
        description: item.description,
        quantity: sign(item.quantity ?? 1),
        amount: sign(item.amount ?? 0),
      })),
      { net_total: both(net), tax_total: both(tax) },
    ),
  };
}

export const SPAIN_REFUND_VOUCHER_FAMILY: Family = {
  name: 'es-vale-devolucion',
  half: 'tune',
  kind: "A shop's refund or exchange voucher naming the purchase ticket it refunds and that ticket's date",
  make: refundVoucher,
};
