// A Spanish factura simplificada (eleventh pass, tune half): a till's narrow strip with the shop's
// trade name in capitals over its legal name and NIF, prices with VAT included, "TOTAL (IVA
// incluido)", cash handed over and change, and the VAT breakdown (rate, base, cuota) at the foot.
import { answersFrom } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatAmount, formatDate, padded } from './formats.ts';
import { itemLinesOf, type Item, taxIdOf } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';
import { verifactuLines } from './spain-footers.ts';
import { grossBreakdown } from './vat-included.ts';

/** Trade name, legal name, the kind of goods it sells (with their VAT rate). */
const SHOPS: readonly [string, string, readonly (readonly [string, number, number])[]][] = [
  [
    'CAFETERÍA PLAZA MAYOR',
    'Hostelería Plaza Mayor S.L.',
    [
      ['CAFE CON LECHE', 1.6, 10],
      ['TOSTADA TOMATE', 2.3, 10],
      ['ZUMO NARANJA', 3.2, 10],
      ['CAÑA', 2.1, 10],
      ['MENU DEL DIA', 13.5, 10],
      ['AGUA 50CL', 1.5, 10],
    ],
  ],
  [
    'FERRETERÍA LA ESQUINA',
    'Suministros La Esquina S.L.',
    [
      ['TORNILLO 4X40 (100U)', 4.95, 21],
      ['CINTA AMERICANA', 6.5, 21],
      ['BROCA HSS 6MM', 3.2, 21],
      ['BOMBILLA LED E27', 5.99, 21],
      ['SILICONA BLANCA', 7.45, 21],
    ],
  ],
  [
    'PANADERÍA HNOS. GIL',
    'Hermanos Gil Panaderos S.L.',
    [
      ['BARRA PAN', 1.1, 4],
      ['HOGAZA INTEGRAL', 3.4, 4],
      ['CROISSANT', 1.35, 10],
      ['EMPANADA ATUN', 9.8, 10],
      ['REFRESCO LATA', 1.4, 10],
    ],
  ],
  [
    'DROGUERÍA EL SOL',
    'Comercial Droguería El Sol S.L.U.',
    [
      ['DETERGENTE 3L', 8.95, 21],
      ['LEJIA 2L', 1.85, 21],
      ['PAPEL HIGIENICO 12R', 5.6, 21],
      ['LECHE ENTERA 1L', 0.99, 4],
      ['ACEITE OLIVA 1L', 9.45, 4],
    ],
  ],
];

const STREETS = [
  'C/ Mayor 24, 28013 Madrid',
  'Av. de la Constitución 8, 41001 Sevilla',
  'C/ San Vicente 45, 46002 Valencia',
  'Plaza del Pilar 3, 50003 Zaragoza',
  'C/ Uría 12, 33003 Oviedo',
];

function ticket(random: Random): GeneratedInvoice {
  const [tradeName, legalName, goods] = random.pick(SHOPS);
  const nif = taxIdOf(random, 'ES');
  const date = addDays('2024-01-08', random.int(0, 500));
  const lines: Item[] = Array.from({ length: random.int(2, 6) }, () => {
    const [description, price, rate] = random.pick(goods);
    return { description, quantity: random.pick([1, 1, 1, 2, 3]), price, rate };
  });
  // Prices include VAT: each rate's base is taken back out of its gross amount.
  const { breakdown, total, net, tax } = grossBreakdown(lines);
  const amount = (value: number): string => formatAmount(value, 'dot-comma');
  const register = random.int(1, 4);
  const number = random.pick([
    `T${register}-${padded(random.int(1, 99999), 6)}`,
    `${date.slice(0, 4)}/${padded(register, 3)}/${padded(random.int(1, 99999), 6)}`,
    `FS${date.slice(2, 4)}${padded(random.int(1, 999999), 6)}`,
  ]);
  const sheet = new Sheet(random);
  const left = 190;
  const right = 400;
  let top = 50;
  const line = (text: string, options: { bold?: boolean; size?: number } = {}) => {
    sheet.text(left, top, text, { size: 8, ...options });
    top += 11;
  };
  line(tradeName, { bold: true, size: 11 });
  top += 2;
  if (random.chance(0.6)) {
    line(legalName);
  }
  line(random.pick(STREETS));
  line(`${random.pick(['NIF', 'N.I.F.', 'CIF'])}: ${nif}`);
  line(`Tel. 9${random.int(10, 98)} ${random.int(100, 999)} ${random.int(100, 999)}`);
  top += 6;
  line(random.pick(['FACTURA SIMPLIFICADA', 'Factura simplificada', 'FRA. SIMPLIFICADA']), {
    bold: true,
  });
  const dateText = formatDate(date, random.pick(['dd/mm/yyyy', 'dd-mm-yyyy'] as const));
  const time = `${padded(random.int(8, 21), 2)}:${padded(random.int(0, 59), 2)}`;
  if (random.chance(0.5)) {
    line(`Nº: ${number}`);
    line(`Fecha: ${dateText}   Hora: ${time}`);
  } else {
    line(`${dateText} ${time}   Caja: ${register}`);
    line(`${random.pick(['Núm. ticket', 'Fra. simpl. nº', 'Nº Factura'])}: ${number}`);
  }
  line(`Atendido por: ${random.pick(['MARIA', 'JAVI', 'LUCIA', 'CAJA 1'])}`);
  sheet.rule(left, right, top - 4);
  top += 6;
  sheet.text(left, top, 'UDS', { bold: true, size: 8 });
  sheet.text(left + 25, top, 'DESCRIPCIÓN', { bold: true, size: 8 });
  sheet.right(right, top, 'IMPORTE', { bold: true, size: 8 });
  top += 12;
  for (const item of lines) {
    sheet.text(left + 5, top, String(item.quantity), { size: 8 });
    sheet.text(left + 25, top, item.description, { size: 8 });
    sheet.right(right, top, amount(item.quantity * item.price), { size: 8 });
    top += 11;
    if (item.quantity > 1) {
      sheet.text(left + 35, top, `${item.quantity} x ${amount(item.price)}`, { size: 7 });
      top += 10;
    }
  }
  sheet.rule(left, right, top - 3);
  top += 10;
  sheet.text(
    left,
    top,
    random.pick(['TOTAL (IVA incluido)', 'TOTAL EUROS', 'TOTAL A PAGAR', 'TOTAL IVA INCL.']),
    { bold: true, size: 10 },
  );
  sheet.right(right, top, `${amount(total)}${random.chance(0.5) ? ' €' : ''}`, {
    bold: true,
    size: 10,
  });
  top += 14;
  if (random.chance(0.5)) {
    const handed = Math.ceil(total / 5) * 5 + random.pick([0, 5, 10]);
    sheet.text(left, top, 'Entregado', { size: 8 });
    sheet.right(right, top, amount(handed), { size: 8 });
    top += 11;
    sheet.text(left, top, 'Cambio', { size: 8 });
    sheet.right(right, top, amount(handed - total), { size: 8 });
  } else {
    sheet.text(left, top, random.pick(['Tarjeta', 'TARJETA CREDITO', 'Pago con tarjeta']), {
      size: 8,
    });
    sheet.right(right, top, amount(total), { size: 8 });
  }
  top += 18;
  sheet.text(left, top, '% IVA', { bold: true, size: 8 });
  sheet.right(left + 95, top, 'BASE', { bold: true, size: 8 });
  sheet.right(left + 150, top, 'CUOTA', { bold: true, size: 8 });
  sheet.right(right, top, 'TOTAL', { bold: true, size: 8 });
  top += 11;
  for (const row of breakdown) {
    sheet.text(left, top, `${row.rate},00%`, { size: 8 });
    sheet.right(left + 95, top, amount(row.base), { size: 8 });
    sheet.right(left + 150, top, amount(row.tax), { size: 8 });
    sheet.right(right, top, amount(row.amount), { size: 8 });
    top += 11;
  }
  top += 10;
  if (random.chance(0.5)) {
    for (const text of verifactuLines(random, nif, number, date, total)) {
      sheet.text(left, top, text, { size: 6 });
      top += 9;
    }
  }
  sheet.text(left, top + 6, random.pick(['Gracias por su visita', 'IVA INCLUIDO - GRACIAS']), {
    size: 8,
  });
  return {
    pages: [sheet.items],
    ...answersFrom(
      { number, date, issuer: [tradeName, legalName], total },
      'EUR',
      itemLinesOf(lines),
      { net_total: net, tax_total: tax },
    ),
  };
}

export const SPAIN_SIMPLIFIED_TICKET_FAMILY: Family = {
  name: 'es-factura-simplificada',
  half: 'tune',
  kind: 'A Spanish factura simplificada (till ticket), VAT included, breakdown at the foot',
  make: ticket,
};
