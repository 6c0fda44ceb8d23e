// An invoice from the Canary Islands (eleventh pass, held half): IGIC instead of IVA, at 7 %
// (general), 3 % (reduced) or 0 %, with "Base imponible", "Cuota IGIC" per rate, "Total IGIC"
// and the total; an address in Las Palmas or Santa Cruz de Tenerife.
import { taxedAnswersOf } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { formatDate } from './formats.ts';
import { makeInvoice } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';
import { drawSums } from './spain-table.ts';
import { moneyOf, pct } from './spain.ts';

const ADDRESSES = [
  'C/ Triana 58, 35002 Las Palmas de Gran Canaria',
  'C/ Castillo 21, 38002 Santa Cruz de Tenerife',
  'Av. Mesa y López 40, 35010 Las Palmas de Gran Canaria',
  'C/ Real 12, 38400 Puerto de la Cruz (Tenerife)',
  'C/ León y Castillo 5, 35500 Arrecife (Lanzarote)',
];

function canaryInvoice(random: Random): GeneratedInvoice {
  const drawn = makeInvoice(random, { country: 'ES', rates: [7, 7, 3, 0] });
  const invoice = {
    ...drawn,
    issuer: { ...drawn.issuer, address: [random.pick(ADDRESSES)] },
    buyer: { ...drawn.buyer, address: [random.pick(ADDRESSES)] },
  };
  const money = moneyOf(random, random.pick(['dot-comma', 'plain-comma']));
  const number = random.pick([
    `${invoice.date.slice(0, 4)}/${String(random.int(1, 9999)).padStart(4, '0')}`,
    `FC-${String(random.int(1, 99999)).padStart(5, '0')}`,
    `${random.int(1, 9)}-${String(random.int(1, 99999)).padStart(6, '0')}`,
  ]);
  const style = random.pick(['dd/mm/yyyy', 'dd-mm-yyyy', 'words'] as const);
  const sheet = new Sheet(random);
  // Letterhead in the centre, then two columns: the invoice's facts and the customer's.
  sheet.text(200, 50, invoice.issuer.name, { bold: true, size: 14 });
  sheet.text(200, 66, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(
    200,
    78,
    `C.I.F. ${invoice.issuer.taxId}  ·  Tel. 928 ${random.int(100, 999)} ${random.int(100, 999)}`,
    { size: 8 },
  );
  sheet.rule(40, 555, 92);
  sheet.text(45, 112, random.pick(['FACTURA', 'Factura']), { bold: true, size: 13 });
  sheet.text(45, 130, `${random.pick(['Número', 'Nº Factura', 'Factura Nº'])}: ${number}`, {
    size: 9,
  });
  sheet.text(45, 143, `Fecha: ${formatDate(invoice.date, style)}`, { size: 9 });
  sheet.text(45, 156, `Forma de pago: ${random.pick(['Contado', 'Transferencia 30 días'])}`, {
    size: 8,
  });
  sheet.text(320, 112, random.pick(['Cliente:', 'Sr./Sra.:', 'Datos del cliente']), {
    bold: true,
    size: 8,
  });
  sheet.text(320, 125, invoice.buyer.name, { size: 9 });
  sheet.text(320, 137, invoice.buyer.address[0] ?? '', { size: 8 });
  sheet.text(320, 149, `CIF/NIF: ${invoice.buyer.taxId}`, { size: 8 });
  sheet.headings(
    190,
    [
      [45, 'Ref.'],
      [90, 'Descripción'],
      [350, 'Cant.', true],
      [410, 'Precio', true],
      [460, 'IGIC', true],
      [550, 'Importe', true],
    ],
    8,
  );
  sheet.rule(40, 555, 196);
  let top = 212;
  for (const item of invoice.items) {
    sheet.text(45, top, String(random.int(1000, 9999)), { size: 8 });
    sheet.text(90, top, item.description, { size: 8 });
    sheet.right(350, top, String(item.quantity), { size: 8 });
    sheet.right(410, top, money(item.price), { size: 8 });
    sheet.right(460, top, pct(item.rate), { size: 8 });
    sheet.right(550, top, money(item.quantity * item.price), { size: 8 });
    top += 13;
  }
  top = Math.max(top + 30, 460);
  const igic = Math.round(invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0) * 100) / 100;
  const isTable = random.chance(0.5);
  if (isTable) {
    // The breakdown as a table: one row per rate, then the total alone.
    sheet.headings(
      top,
      [
        [200, 'Base imponible', true],
        [260, '% IGIC', true],
        [340, 'Cuota IGIC', true],
        [550, 'TOTAL', true],
      ],
      8,
    );
    top += 13;
    invoice.taxes.forEach((tax, index) => {
      sheet.right(200, top, money(tax.base), { size: 8 });
      sheet.right(260, top, pct(tax.rate), { size: 8 });
      sheet.right(340, top, money(tax.amount), { size: 8 });
      if (index === 0) {
        sheet.right(550, top, money(invoice.total), { bold: true, size: 10 });
      }
      top += 12;
    });
  } else {
    const rows: [string, string][] = [
      [random.pick(['Base imponible', 'Total base']), money(invoice.net)],
      ...invoice.taxes.map((tax): [string, string] => [
        random.pick([`IGIC ${pct(tax.rate)}`, `Cuota IGIC ${pct(tax.rate)}`]),
        money(tax.amount),
      ]),
      ...(invoice.taxes.length > 1
        ? [[random.pick(['Total IGIC', 'Total cuota IGIC']), money(igic)] as [string, string]]
        : []),
      [random.pick(['TOTAL FACTURA', 'Total', 'Total a pagar']), money(invoice.total)],
    ];
    top = drawSums(sheet, 370, top, rows, (label) =>
      /^total (factura|a pagar)$|^total$/iu.test(label),
    );
  }
  sheet.text(45, top + 30, 'Operación sujeta al Impuesto General Indirecto Canario (IGIC).', {
    size: 7,
  });
  return {
    pages: [sheet.items],
    ...taxedAnswersOf(invoice, number, 'EUR', igic),
  };
}

export const CANARY_IGIC_FAMILY: Family = {
  name: 'es-canarias-igic',
  half: 'held',
  kind: 'A Canary Islands invoice with IGIC (7 %, 3 %, 0 %) instead of IVA',
  make: canaryInvoice,
};
