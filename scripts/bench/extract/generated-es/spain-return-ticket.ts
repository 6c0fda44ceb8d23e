// A shop's return ticket, a corrective simplified invoice (eleventh pass, second probe, held
// half): a till's strip with the trade name and NIF, its own R-series number and date with the
// time, the original ticket's number and date on one line, the returned goods, a negative total
// refunded in cash or to the card, and the VAT breakdown by rate, negative too.
import type { ExpectedLine } from '../dataset.ts';
import { answersFrom } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatAmount, formatDate, padded } from './formats.ts';
import { taxIdOf, round } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';
import { grossBreakdown } from './vat-included.ts';

const SHOPS: readonly [string, readonly (readonly [string, number, number])[]][] = [
  [
    'MODAS ALBA',
    [
      ['CAMISETA ALGODON', 12.95, 21],
      ['PANTALON VAQUERO', 29.9, 21],
      ['CALCETINES PACK 3', 6.5, 21],
    ],
  ],
  [
    'LIBRERÍA EL FARO',
    [
      ['LIBRO BOLSILLO', 9.95, 4],
      ['CUADERNO A4', 3.2, 21],
      ['AGENDA 2025', 14.5, 21],
    ],
  ],
  [
    'SUPERMERCADO LA HUERTA',
    [
      ['ACEITE GIRASOL 1L', 2.15, 10],
      ['DETERGENTE 40 LAV', 11.99, 21],
      ['YOGUR NATURAL X4', 1.89, 4],
    ],
  ],
];

function returnTicket(random: Random): GeneratedInvoice {
  const [shop, goods] = random.pick(SHOPS);
  const nif = taxIdOf(random, 'ES');
  const date = addDays('2024-02-05', random.int(0, 420));
  const originalDate = addDays(date, -random.int(1, 28));
  const returned = Array.from({ length: random.int(1, 3) }, () => {
    const [description, price, rate] = random.pick(goods);
    return { description, quantity: random.pick([1, 1, 2]), price, rate };
  });
  const { breakdown, total, net, tax } = grossBreakdown(returned);
  const minus = (value: number): string => formatAmount(-value, 'dot-comma');
  const register = random.int(1, 5);
  const number = `R${register}-${padded(random.int(1, 9999), 6)}`;
  const original = `T${register}-${padded(random.int(10000, 99999), 6)}`;
  const dateText = (value: string): string => formatDate(value, 'dd/mm/yyyy');
  const sheet = new Sheet(random);
  const left = 200;
  const right = 400;
  let top = 50;
  const line = (text: string, options: { bold?: boolean; size?: number } = {}) => {
    sheet.text(left, top, text, { size: 8, ...options });
    top += 11;
  };
  line(shop, { bold: true, size: 11 });
  top += 2;
  line(`NIF ${nif}`);
  line(
    random.pick([
      'C/ Real 14, 15003 A Coruña',
      'Gran Vía 31, 28013 Madrid',
      'C/ Larios 5, 29005 Málaga',
    ]),
  );
  top += 6;
  line(random.pick(['TICKET DE DEVOLUCIÓN', 'FACTURA SIMPLIFICADA RECTIFICATIVA', 'DEVOLUCIÓN']), {
    bold: true,
  });
  line(`Nº ${number}`);
  line(`${dateText(date)}  ${padded(random.int(9, 21), 2)}:${padded(random.int(0, 59), 2)}`);
  line(
    random.pick([
      `Ticket original: ${original} de ${dateText(originalDate)}`,
      `Rectifica a: ${original} (${dateText(originalDate)})`,
    ]),
  );
  sheet.rule(left, right, top - 4);
  top += 6;
  for (const item of returned) {
    sheet.text(left, top, `${-item.quantity} ${item.description}`, { size: 8 });
    sheet.right(right, top, minus(item.quantity * item.price), { size: 8 });
    top += 11;
  }
  sheet.rule(left, right, top - 3);
  top += 10;
  sheet.text(left, top, 'TOTAL', { bold: true, size: 10 });
  sheet.right(right, top, `${minus(total)} €`, { bold: true, size: 10 });
  top += 14;
  sheet.text(left, top, random.pick(['Reembolso efectivo', 'Abono en tarjeta']), { size: 8 });
  sheet.right(right, top, minus(total), { size: 8 });
  top += 18;
  sheet.text(left, top, 'IVA', { bold: true, size: 8 });
  sheet.right(left + 95, top, 'BASE', { bold: true, size: 8 });
  sheet.right(left + 150, top, 'CUOTA', { bold: true, size: 8 });
  sheet.right(right, top, 'IMPORTE', { bold: true, size: 8 });
  top += 11;
  for (const row of breakdown) {
    sheet.text(left, top, `${row.rate}%`, { size: 8 });
    sheet.right(left + 95, top, minus(row.base), { size: 8 });
    sheet.right(left + 150, top, minus(row.tax), { size: 8 });
    sheet.right(right, top, minus(row.amount), { size: 8 });
    top += 11;
  }
  sheet.text(left, top + 14, 'Conserve este ticket', { size: 8 });
  const lines: ExpectedLine[] = returned.map((item) => ({
    description: item.description,
    quantity: -item.quantity,
    unit_price: item.price,
    amount: -round(item.quantity * item.price),
  }));
  const both = (value: number): number[] => [-value, value];
  return {
    pages: [sheet.items],
    ...answersFrom({ number, date, issuer: shop, total: both(total) }, 'EUR', lines, {
      net_total: both(net),
      tax_total: both(tax),
    }),
  };
}

export const SPAIN_RETURN_TICKET_FAMILY: Family = {
  name: 'es-ticket-devolucion',
  half: 'held',
  kind: "A shop's return ticket naming the original ticket, negative total and breakdown",
  make: returnTicket,
};
