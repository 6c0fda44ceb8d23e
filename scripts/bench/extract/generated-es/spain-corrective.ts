// A Spanish factura rectificativa (eleventh pass, held half): its own series and number and date
// of issue, the rectified invoice's number and date named beside them, the ground for the
// correction (art. 80 LIVA), amounts negative when it corrects by differences (a return, a
// discount) or positive when it replaces the invoice, and sometimes the Verifactu legend.
import { creditAnswersOf } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatDate } from './formats.ts';
import { makeInvoice } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';
import { verifactuLines } from './spain-footers.ts';
import { drawItemRows, drawSums } from './spain-table.ts';
import { moneyOf, pct } from './spain.ts';

const GROUNDS = [
  'Devolución de mercancía (art. 80.Dos Ley 37/1992)',
  'Descuento por volumen de operaciones (art. 80.Dos LIVA)',
  'Error en el precio unitario de la factura original',
  'Anulación parcial de la operación',
];

const negate = (value: number): number => (value === 0 ? 0 : -value);

function corrective(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, {
    country: 'ES',
    rates: [21, 21, 10],
    itemCount: [1, 3],
  });
  // By differences the amounts are negative; a replacing one restates the whole invoice.
  const byDifferences = random.chance(0.7);
  const sign = (value: number): number => (byDifferences ? negate(value) : value);
  const money = moneyOf(random, random.pick(['dot-comma', 'plain-comma']));
  const year = invoice.date.slice(0, 4);
  const number = random.pick([
    `R-${year}-${String(random.int(1, 99)).padStart(4, '0')}`,
    `FR${year.slice(2)}/${String(random.int(1, 99)).padStart(3, '0')}`,
    `R${String(random.int(1, 999)).padStart(5, '0')}`,
  ]);
  const rectified = random.pick([
    `F-${year}-${String(random.int(100, 999)).padStart(4, '0')}`,
    `${year.slice(2)}/${String(random.int(100, 999)).padStart(3, '0')}`,
    `A${String(random.int(1000, 9999)).padStart(5, '0')}`,
  ]);
  const rectifiedDate = addDays(invoice.date, -random.int(5, 60));
  const style = random.pick(['dd/mm/yyyy', 'dd/mm/yyyy', 'dd-mm-yyyy', 'words'] as const);
  const sheet = new Sheet(random);
  sheet.text(45, 55, invoice.issuer.name, { bold: true, size: 13 });
  sheet.text(45, 70, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(45, 82, `${random.pick(['CIF', 'NIF'])}: ${invoice.issuer.taxId}`, { size: 8 });
  sheet.text(330, 55, random.pick(['FACTURA RECTIFICATIVA', 'Factura rectificativa']), {
    bold: true,
    size: 14,
  });
  const facts: [string, string][] = [
    [random.pick(['Nº', 'Número', 'Nº factura rectificativa']), number],
    [random.pick(['Fecha', 'Fecha de expedición']), formatDate(invoice.date, style)],
    [random.pick(['Factura rectificada', 'Rectifica a la factura nº']), rectified],
    [
      random.pick(['Fecha factura rectificada', 'De fecha', 'Fecha de la factura original']),
      formatDate(rectifiedDate, style),
    ],
  ];
  // Some programs name the rectified invoice first, then the rectifying one.
  if (random.chance(0.35)) {
    facts.push(facts.shift() as [string, string], facts.shift() as [string, string]);
  }
  sheet.facts(330, 450, 80, facts);
  sheet.text(45, 150, random.pick(['Cliente', 'CLIENTE', 'Datos del cliente']), {
    bold: true,
    size: 8,
  });
  sheet.text(45, 163, invoice.buyer.name, { size: 9 });
  sheet.text(45, 175, `NIF: ${invoice.buyer.taxId}`, { size: 8 });
  sheet.text(45, 187, invoice.buyer.address[0] ?? '', { size: 8 });
  sheet.text(
    45,
    210,
    `${random.pick(['Motivo de la rectificación', 'Causa'])}: ${random.pick(GROUNDS)}`,
    { size: 8 },
  );
  sheet.headings(
    240,
    [
      [45, 'Concepto'],
      [350, 'Cantidad', true],
      [430, 'Precio', true],
      [550, 'Importe', true],
    ],
    8,
  );
  sheet.rule(40, 555, 246);
  let top = drawItemRows(
    sheet,
    262,
    invoice.items,
    { quantity: 350, price: 430, amount: 550 },
    money,
    sign,
    (item) => `${byDifferences ? 'Abono: ' : ''}${item.description}`,
  );
  top = Math.max(top + 30, 470);
  const rows: [string, number][] = [
    [random.pick(['Base imponible', 'BASE IMPONIBLE']), invoice.net],
    ...invoice.taxes.map((tax): [string, number] => [
      random.pick([`IVA ${pct(tax.rate)}`, `Cuota IVA ${pct(tax.rate)}`]),
      tax.amount,
    ]),
    [random.pick(['Total factura', 'TOTAL RECTIFICATIVA', 'Total']), invoice.total],
  ];
  top = drawSums(
    sheet,
    370,
    top,
    rows.map(([label, value]) => [label, money(sign(value))] as const),
    (label) => /total/iu.test(label),
  );
  top += 30;
  if (random.chance(0.5)) {
    for (const text of verifactuLines(
      random,
      invoice.issuer.taxId,
      number,
      invoice.date,
      sign(invoice.total),
    )) {
      sheet.text(45, top, text, { size: 7 });
      top += 10;
    }
  }
  return { pages: [sheet.items], ...creditAnswersOf(invoice, number, sign) };
}

export const SPAIN_CORRECTIVE_FAMILY: Family = {
  name: 'es-rectificativa',
  half: 'held',
  kind: 'A Spanish corrective invoice naming the rectified one, negative by differences',
  make: corrective,
};
