// A Mexican CFDI de egreso (twelfth pass, tune half): a credit note whose printout names the
// invoice it credits in a "CFDI relacionados" part, as an ERP prints it: a block under its own
// heading (Tipo de relación, UUID, the related invoice's Serie-Folio and date), one line
// ("Factura relacionada: A-1234 de fecha …"), or a small table of related documents whose
// column heads include "Fecha de emisión". The note's own Serie/Folio and Fecha de emisión sit
// in the header at the right, the SAT's certification stamp at the foot.
import { taxedAnswersOf } from './answers.ts';
import type { Family, GeneratedInvoice } from './family.ts';
import { addDays, formatAmount, formatDate, padded } from './formats.ts';
import { makeInvoice, taxTotal } from './invoice.ts';
import type { Random } from './random.ts';
import { Sheet } from './sheet.ts';

function hex(random: Random, length: number): string {
  return Array.from({ length }, () => '0123456789ABCDEF'[random.int(0, 15)]).join('');
}

const uuid = (random: Random): string =>
  `${hex(random, 8)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 4)}-${hex(random, 12)}`;

const clock = (random: Random): string =>
  `${padded(random.int(8, 19), 2)}:${padded(random.int(0, 59), 2)}:${padded(random.int(0, 59), 2)}`;

/** The related invoice as the printout names it: its Serie-Folio, its date, its UUID. */
type Related = { folio: string; date: string; uuid: string };

/** Draws the related invoice's part from `top` in one of three ways; returns the y under it. */
function drawRelated(sheet: Sheet, random: Random, top: number, related: Related): number {
  const style = random.pick(['block', 'line', 'table'] as const);
  const when = random.pick([related.date, formatDate(related.date, 'dd/mm/yyyy')]);
  if (style === 'line') {
    sheet.text(
      40,
      top,
      `${random.pick(['Factura relacionada', 'CFDI relacionado', 'Documento relacionado'])}: ${related.folio} de fecha ${when}`,
      { size: 8 },
    );
    sheet.text(40, top + 11, `UUID relacionado: ${related.uuid}`, { size: 7 });
    return top + 24;
  }
  sheet.text(
    40,
    top,
    random.pick(['CFDI Relacionados', 'CFDI RELACIONADOS', 'Documentos relacionados']),
    {
      bold: true,
      size: 9,
    },
  );
  if (style === 'block') {
    sheet.facts(40, 150, top + 13, [
      ['Tipo de relación', '01 - Nota de crédito de los documentos relacionados'],
      ['UUID', related.uuid],
      ['Serie y Folio', related.folio],
      ['Fecha', when],
    ]);
    return top + 13 + 4 * 12 + 6;
  }
  sheet.headings(
    top + 13,
    [
      [40, 'Tipo de relación'],
      [130, 'Serie-Folio'],
      [200, 'Fecha de emisión'],
      [290, 'UUID'],
    ],
    7,
  );
  sheet.text(40, top + 25, '01', { size: 7 });
  sheet.text(130, top + 25, related.folio, { size: 7 });
  sheet.text(200, top + 25, when, { size: 7 });
  sheet.text(290, top + 25, related.uuid, { size: 7 });
  return top + 40;
}

function creditNote(random: Random): GeneratedInvoice {
  const invoice = makeInvoice(random, { country: 'MX', rates: [16], itemCount: [1, 3] });
  const series = random.pick(['NC', 'E', 'NCR']);
  const folio = String(random.int(10, 9999));
  const related: Related = {
    folio: `${random.pick(['A', 'F', 'FAC'])}-${random.int(100, 99999)}`,
    date: addDays(invoice.date, -random.int(3, 60)),
    uuid: uuid(random),
  };
  const money = (value: number): string => `$ ${formatAmount(value, 'comma-dot')}`;
  const issuedAt = `${invoice.date}T${clock(random)}`;
  const sheet = new Sheet(random);
  sheet.text(40, 55, invoice.issuer.name, { bold: true, size: 12 });
  sheet.text(40, 70, `RFC: ${invoice.issuer.taxId}`);
  sheet.text(40, 84, 'Régimen Fiscal: 601 - General de Ley Personas Morales', { size: 8 });
  sheet.text(40, 98, invoice.issuer.address[0] ?? '', { size: 8 });
  sheet.text(360, 52, random.pick(['NOTA DE CRÉDITO', 'CFDI DE EGRESO', 'Nota de Crédito']), {
    bold: true,
    size: 13,
  });
  const own: [string, string][] = [
    ...(random.chance(0.5)
      ? ([
          ['Serie', series],
          ['Folio', folio],
        ] as [string, string][])
      : ([['Serie y Folio', `${series}-${folio}`]] as [string, string][])),
    ['Tipo de comprobante', 'E - Egreso'],
    [random.pick(['Fecha de emisión', 'Fecha y hora de emisión']), issuedAt],
    ['Lugar de expedición', String(random.int(10000, 99999))],
  ];
  sheet.facts(360, 460, 70, own);
  sheet.text(360, 70 + own.length * 12 + 4, `Folio fiscal: ${uuid(random)}`, { size: 6 });
  sheet.rule(30, 565, 150);
  sheet.text(40, 165, 'Receptor', { bold: true });
  sheet.text(40, 179, invoice.buyer.name);
  sheet.text(40, 193, `RFC: ${invoice.buyer.taxId}`);
  sheet.text(300, 179, 'Uso CFDI: G02 - Devoluciones, descuentos o bonificaciones', { size: 8 });
  sheet.text(300, 193, 'Régimen fiscal receptor: 601', { size: 8 });
  let top = drawRelated(sheet, random, 216, related);
  top += 8;
  sheet.headings(
    top,
    [
      [40, 'Clave'],
      [90, 'Cantidad'],
      [140, 'Unidad'],
      [190, 'Descripción'],
      [470, 'Valor unitario', true],
      [560, 'Importe', true],
    ],
    8,
  );
  top += 16;
  for (const item of invoice.items) {
    sheet.text(40, top, '84111506', { size: 8 });
    sheet.text(90, top, String(item.quantity), { size: 8 });
    sheet.text(140, top, 'ACT', { size: 8 });
    sheet.text(190, top, item.description, { size: 8 });
    sheet.right(470, top, money(item.price), { size: 8 });
    sheet.right(560, top, money(item.quantity * item.price), { size: 8 });
    top += 14;
  }
  top = Math.max(top + 30, 500);
  const tax = taxTotal(invoice);
  const sums: [string, string][] = [
    ['Subtotal', money(invoice.net)],
    [random.pick(['IVA 16%', 'IVA Trasladado (16%)', 'Impuestos trasladados']), money(tax)],
    ['Total', money(invoice.total)],
  ];
  for (const [label, value] of sums) {
    sheet.right(470, top, label, { bold: label === 'Total' });
    sheet.right(560, top, value, { bold: label === 'Total' });
    top += 15;
  }
  sheet.text(40, top - 30, 'Moneda: MXN   Forma de pago: 15 Condonación   Método de pago: PUE', {
    size: 8,
  });
  sheet.text(40, top + 6, 'Este documento es una representación impresa de un CFDI', { size: 7 });
  sheet.text(40, top + 18, `Fecha y hora de certificación: ${invoice.date}T${clock(random)}`, {
    size: 7,
  });
  sheet.text(40, top + 30, `Sello digital del SAT: ${hex(random, 60)}`, { size: 5 });
  return {
    pages: [sheet.items],
    ...taxedAnswersOf(invoice, [`${series}-${folio}`, `${series}${folio}`, folio], 'MXN', tax),
  };
}

export const MEXICO_CREDIT_NOTE_FAMILY: Family = {
  name: 'mx-cfdi-egreso',
  half: 'tune',
  kind: 'A Mexican CFDI de egreso naming its related invoice (CFDI relacionados) and its date',
  make: creditNote,
};
