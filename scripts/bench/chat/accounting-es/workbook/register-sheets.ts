// The two registers' sheets of the accounting-es workbook, written as a small business keeps
// them: titles above the header, subtotal and total rows, notes, amounts and dates now and then
// typed as text.
import { cents, type Cell, chance, dateCell, spanishAmount } from './basics.ts';
import type { Issued } from './issued.ts';
import type { Received } from './received.ts';
import { addRows, formatColumns, formula, styleHeader, type Workbook } from './sheet-cells.ts';

// Facturas emitidas: title, subtitle, blank row, header on row 4; a "Total 2024" row and a
// blank row between the years, a TOTAL row and a note under the data.
export function addIssuedSheet(workbook: Workbook, issued: readonly Issued[]) {
  const sheet = workbook.addWorksheet('Facturas emitidas');
  addRows(sheet, [
    ['DISTRIBUCIONES OLIVARES S.L. - Libro registro de facturas emitidas'],
    ['Ejercicios 2024 y 2025 (hasta 30/06/2025) · importes en euros'],
    [],
    [
      'Nº factura',
      'Fecha',
      'Cliente',
      'NIF',
      'Base imponible',
      'Tipo IVA',
      'Cuota IVA',
      'Total factura',
      'Estado cobro',
      'Fecha cobro',
    ],
  ]);
  styleHeader(sheet, 4);
  const yearTotal = (year: number) => {
    const rows = issued.filter((one) => one.date.y === year);
    const sum = (pickValue: (one: Issued) => number) =>
      cents(rows.reduce((total, one) => total + pickValue(one), 0));
    return [sum((one) => one.base), sum((one) => one.vat), sum((one) => one.total)];
  };
  for (const year of [2024, 2025]) {
    for (const one of issued.filter((invoice) => invoice.date.y === year)) {
      const row = sheet.rowCount + 1;
      const baseAsText = chance(0.12);
      const rate: Cell = chance(0.06) ? `${String(one.rate)}%` : one.rate;
      const computed = !baseAsText && typeof rate === 'number';
      sheet.addRow([
        one.number,
        dateCell(one.date, 0.15),
        one.client.name,
        one.client.nif,
        baseAsText ? spanishAmount(one.base) : one.base,
        rate,
        computed ? formula(`ROUND(E${String(row)}*F${String(row)}/100,2)`, one.vat) : one.vat,
        computed ? formula(`E${String(row)}+G${String(row)}`, one.total) : one.total,
        chance(0.05) ? `${one.status} ` : one.status,
        one.collected === undefined ? null : dateCell(one.collected, 0.1),
      ] satisfies Cell[]);
    }
    if (year === 2024) {
      const [base = 0, vat = 0, total = 0] = yearTotal(2024);
      sheet.addRow(['Total 2024', null, null, null, base, null, vat, total]);
      sheet.getRow(sheet.rowCount).font = { bold: true };
      sheet.addRow([]);
    }
  }
  const totals = [yearTotal(2024), yearTotal(2025)];
  sheet.addRow([
    'TOTAL',
    null,
    null,
    null,
    cents((totals[0]?.[0] ?? 0) + (totals[1]?.[0] ?? 0)),
    null,
    cents((totals[0]?.[1] ?? 0) + (totals[1]?.[1] ?? 0)),
    cents((totals[0]?.[2] ?? 0) + (totals[1]?.[2] ?? 0)),
  ]);
  sheet.getRow(sheet.rowCount).font = { bold: true };
  sheet.addRow([]);
  sheet.addRow(['Las facturas R- son rectificativas (devoluciones de mercancía) y restan.']);
  formatColumns(sheet, [5, 7, 8], [2, 10]);
  sheet.getColumn(3).width = 36;
}

// Facturas recibidas: one title row, the header right under it; amounts typed with the euro
// sign now and then; the supplier's own invoice numbers as they come (some plain numbers).
export function addReceivedSheet(workbook: Workbook, received: readonly Received[]) {
  const sheet = workbook.addWorksheet('Facturas recibidas');
  addRows(sheet, [
    ['Libro de facturas recibidas (gastos y compras) 2024-2025'],
    [
      'Nº registro',
      'Fecha factura',
      'Proveedor',
      'NIF proveedor',
      'Nº factura proveedor',
      'Concepto',
      'Categoría de gasto',
      'Base imponible',
      '% IVA',
      'Cuota IVA',
      'Retención IRPF',
      'Total a pagar',
      'Pagada',
    ],
  ]);
  styleHeader(sheet, 2);
  received.forEach((one, index) => {
    const register = `${String(one.date.y)}-${String(index + 1).padStart(3, '0')}`;
    sheet.addRow([
      register,
      dateCell(one.date, 0.2),
      one.supplier.name,
      one.supplier.nif,
      one.supplierNumber,
      one.concept,
      one.supplier.category,
      chance(0.1) ? spanishAmount(one.base, true) : one.base,
      one.rate,
      one.vat,
      one.withholding === 0 ? null : one.withholding,
      chance(0.08) ? spanishAmount(one.total, true) : one.total,
      one.paid ? 'Sí' : 'No',
    ] satisfies Cell[]);
  });
  const sum = (pickValue: (one: Received) => number) =>
    cents(received.reduce((total, one) => total + pickValue(one), 0));
  sheet.addRow([
    'Totales',
    null,
    null,
    null,
    null,
    null,
    null,
    sum((one) => one.base),
    null,
    sum((one) => one.vat),
    sum((one) => one.withholding),
    sum((one) => one.total),
  ]);
  sheet.getRow(sheet.rowCount).font = { bold: true };
  formatColumns(sheet, [8, 10, 11, 12], [2]);
  sheet.getColumn(3).width = 38;
  sheet.getColumn(6).width = 44;
}
