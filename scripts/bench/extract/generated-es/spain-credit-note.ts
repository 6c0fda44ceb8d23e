// A wholesaler's factura de abono (eleventh pass, second probe, tune half): the corrected
// invoice's number and date in a reference block printed over (or beside) the credit note's own
// number and date, the returned goods with negative quantities and amounts, base, IVA and total
// negative, "Importe a abonar".
import { creditAnswersOf } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatDate } from './formats.ts';
import { makeInvoice } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';
import { drawItemRows, drawSums } from './spain-table.ts';
import { moneyOf, pct } from './spain.ts';

function creditNote(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, { country: 'ES', rates: [21, 21, 10], itemCount: [1, 3] });
  const money = moneyOf(random, random.pick(['dot-comma', 'plain-comma']));
  const year = invoice.date.slice(0, 4);
  const number = random.pick([
    `AB-${year}-${String(random.int(1, 300)).padStart(3, '0')}`,
    `A${year.slice(2)}/${String(random.int(1, 300)).padStart(4, '0')}`,
    `NA${String(random.int(1, 9999)).padStart(5, '0')}`,
  ]);
  const original = random.pick([
    `F-${year}-${String(random.int(300, 2000)).padStart(4, '0')}`,
    `${year.slice(2)}/${String(random.int(300, 2000)).padStart(5, '0')}`,
    `FV${String(random.int(10000, 99999))}`,
  ]);
  const originalDate = addDays(invoice.date, -random.int(4, 45));
  const style = random.pick(['dd/mm/yyyy', 'dd-mm-yyyy', 'dd.mm.yyyy'] as const);
  const negated = (value: number): number => -value;
  const negative = (value: number): string => money(negated(value));
  const sheet = new Sheet(random);
  sheet.text(45, 52, invoice.issuer.name, { bold: true, size: 14 });
  sheet.text(45, 68, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(45, 80, `CIF ${invoice.issuer.taxId}`, { size: 8 });
  sheet.text(340, 52, random.pick(['FACTURA DE ABONO', 'NOTA DE ABONO', 'Factura de abono']), {
    bold: true,
    size: 14,
  });
  // The reference to the corrected invoice, then the credit note's own facts (or the reverse).
  const reference: [string, string][] = [
    [random.pick(['Factura original', 'Ref. factura', 'Abona la factura']), original],
    [
      random.pick(['Fecha factura original', 'De fecha', 'Fecha factura']),
      formatDate(originalDate, style),
    ],
  ];
  const own: [string, string][] = [
    [random.pick(['Nº abono', 'Número', 'Abono nº']), number],
    [random.pick(['Fecha abono', 'Fecha', 'Fecha de expedición']), formatDate(invoice.date, style)],
  ];
  const facts = random.chance(0.5) ? [...reference, ...own] : [...own, ...reference];
  sheet.facts(340, 460, 74, facts);
  sheet.text(45, 140, random.pick(['Cliente', 'DATOS DEL CLIENTE']), { bold: true, size: 8 });
  sheet.text(45, 153, invoice.buyer.name, { size: 9 });
  sheet.text(45, 165, `NIF: ${invoice.buyer.taxId}`, { size: 8 });
  sheet.text(45, 177, invoice.buyer.address[0] ?? '', { size: 8 });
  sheet.text(
    45,
    200,
    `Motivo: ${random.pick(['Devolución de mercancía', 'Mercancía defectuosa', 'Rappel por volumen'])}`,
    {
      size: 8,
    },
  );
  sheet.headings(
    228,
    [
      [45, 'Artículo'],
      [350, 'Uds.', true],
      [420, 'Precio', true],
      [460, 'IVA', true],
      [550, 'Importe', true],
    ],
    8,
  );
  sheet.rule(40, 555, 234);
  let top = drawItemRows(
    sheet,
    250,
    invoice.items,
    { quantity: 350, price: 420, rate: 460, amount: 550 },
    money,
    negated,
  );
  top = Math.max(top + 30, 460);
  const rows: [string, string][] = [
    [random.pick(['Base imponible', 'Total base']), negative(invoice.net)],
    ...invoice.taxes.map((tax): [string, string] => [`IVA ${pct(tax.rate)}`, negative(tax.amount)]),
    [random.pick(['Importe a abonar', 'TOTAL ABONO', 'Total']), negative(invoice.total)],
  ];
  top = drawSums(sheet, 370, top, rows, (label) => /abon|total$/iu.test(label));
  sheet.text(45, top + 24, 'El importe se compensará en su próxima factura.', { size: 8 });
  return { pages: [sheet.items], ...creditAnswersOf(invoice, number, negated) };
}

export const SPAIN_CREDIT_NOTE_FAMILY: Family = {
  name: 'es-factura-abono',
  half: 'tune',
  kind: "A wholesaler's credit note naming the corrected invoice's number and date, negative amounts",
  make: creditNote,
};
