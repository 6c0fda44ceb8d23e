import { readSpreadsheet } from '@folio/documents';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { workbookTables } from './sheet-tables';
import { toSqlName } from './sql-names';

async function xlsx(
  sheets: Record<string, (string | number | Date | null)[][]>,
  merges: Record<string, string[]> = {},
) {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    rows.forEach((row) => sheet.addRow(row));
    for (const range of merges[name] ?? []) {
      sheet.mergeCells(range);
    }
  }
  return readSpreadsheet(new Uint8Array(await workbook.xlsx.writeBuffer()), 'xlsx');
}

describe('sheets as tables', () => {
  it('finds the header below a title and blank rows, types each column and keeps totals and notes apart', async () => {
    const book = await xlsx({
      'Facturas emitidas': [
        ['Libro de facturas emitidas 2024'],
        [],
        ['Nº factura', 'Fecha', 'Cliente', 'Base imponible', 'IVA (%)', 'Total'],
        ['F-001', '15/01/2024', 'Aceites del Sur', '1.200,50', 21, '1.452,61'],
        ['F-002', '03/02/2024', 'Bodegas Rioja', '800', 21, '968,00'],
        [],
        ['F-003', '28/02/2024', 'Aceites del Sur', '-', 10, '0,00'],
        ['Total', null, null, '2.000,50', null, '2.420,61'],
        ['* Importes en euros'],
      ],
    });
    const [table] = workbookTables(book.sheets, 'libro.xlsx');
    expect(table?.name).toBe('facturas_emitidas');
    expect(table?.columns.map((column) => [column.name, column.header, column.type])).toEqual([
      ['no_factura', 'Nº factura', 'text'],
      ['fecha', 'Fecha', 'date'],
      ['cliente', 'Cliente', 'text'],
      ['base_imponible', 'Base imponible', 'decimal'],
      ['iva', 'IVA (%)', 'integer'],
      ['total', 'Total', 'decimal'],
    ]);
    expect(table?.rows).toEqual([
      ['F-001', '2024-01-15', 'Aceites del Sur', 1200.5, 21, 1452.61],
      ['F-002', '2024-02-03', 'Bodegas Rioja', 800, 21, 968],
      ['F-003', '2024-02-28', 'Aceites del Sur', null, 10, 0],
    ]);
    expect(table?.totals).toEqual([['Total', '', '', '2.000,50', '', '2.420,61']]);
    expect(table?.notes).toEqual(['Libro de facturas emitidas 2024', '* Importes en euros']);
    expect(table?.columns[2]).toMatchObject({
      values: ['Aceites del Sur', 'Bodegas Rioja'],
      maxDuplicates: 2,
    });
  });

  it('joins a merged group header with the sub-headers under it', async () => {
    const book = await xlsx(
      {
        Ventas: [
          ['Producto', 'Ventas 2024', null, null],
          [null, 'T1', 'T2', 'T3'],
          ['Aceite', 100, 120.5, 90],
          ['Vino', 80, 60, 75],
        ],
      },
      { Ventas: ['B1:D1'] },
    );
    const [table] = workbookTables(book.sheets, 'ventas.xlsx');
    expect(table?.columns.map((column) => [column.name, column.header, column.type])).toEqual([
      ['producto', 'Producto', 'text'],
      ['ventas_2024_t1', 'Ventas 2024 T1', 'integer'],
      ['ventas_2024_t2', 'Ventas 2024 T2', 'decimal'],
      ['ventas_2024_t3', 'Ventas 2024 T3', 'integer'],
    ]);
    expect(table?.rows).toHaveLength(2);
  });

  it('names a default sheet after its file, keeps names unique in the topic, and skips sheets without a table', async () => {
    const book = await xlsx({
      Hoja1: [
        ['Fecha', 'Importe'],
        [new Date(Date.UTC(2024, 0, 5)), 10],
      ],
      Notas: [['solo texto']],
    });
    const tables = workbookTables(book.sheets, 'Gastos 2024.xlsx', new Set(['gastos_2024']));
    expect(tables.map((table) => table.name)).toEqual(['gastos_2024_2']);
    expect(tables[0]?.rows).toEqual([['2024-01-05', 10]]);
  });

  it('makes SQL names of any header', () => {
    expect(toSqlName('Año fiscal', 'x')).toBe('ano_fiscal');
    expect(toSqlName('2024', 'x')).toBe('c_2024');
    expect(toSqlName('Order', 'x')).toBe('order_');
    expect(toSqlName('€€', 'column_3')).toBe('column_3');
  });
});

describe('totals rows', () => {
  it('keeps apart totals labelled anywhere in the row, and keeps a supplier named "Total…" as data', async () => {
    const book = await xlsx({
      Diario: [
        ['Asiento', 'Fecha', 'Proveedor', 'Concepto', 'Debe', 'Haber'],
        [1, '02/01/2024', 'Total Energies S.A.', 'Gasóleo', '120,50', null],
        [2, '03/01/2024', 'Suma Seguros S.L.', 'Póliza', '300,00', null],
        [3, '04/01/2024', 'Aceites del Sur', 'Cobro', null, '420,50'],
        [null, null, null, 'Suma y sigue', '420,50', '420,50'],
        [null, null, null, 'TOTAL', '420,50', '420,50'],
        ['Sumas y saldos', null, null, null, '420,50', '420,50'],
        ['Total enero', null, null, null, '420,50', '420,50'],
      ],
    });
    const [table] = workbookTables(book.sheets, 'diario.xlsx');
    expect(table?.rows.map((row) => row[2])).toEqual([
      'Total Energies S.A.',
      'Suma Seguros S.L.',
      'Aceites del Sur',
    ]);
    expect(table?.totals).toHaveLength(4);
    expect(table?.columns[0]).toMatchObject({ name: 'asiento', type: 'integer' });
  });
});
