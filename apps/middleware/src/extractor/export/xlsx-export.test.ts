import { arrayBuffer } from 'node:stream/consumers';

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { exportLabels } from './export-labels';
import type { ExportDocument } from './export-model';
import { SOURCED_DOCUMENT, sourceOf } from './testing/export-fixtures';
import { sheetName, writeXlsx } from './xlsx-export';

async function readBack(documents?: readonly ExportDocument[]) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await arrayBuffer(writeXlsx(sourceOf(documents))));
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) {
    throw new Error('no worksheet');
  }
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(
      Array.from({ length: sheet.columnCount }, (_, index) => row.getCell(index + 1).value),
    );
  });
  return { sheet, rows };
}

describe('writeXlsx', () => {
  it('writes the CSV table in one worksheet named after the configuration, numbers as numbers', async () => {
    const { sheet, rows } = await readBack();
    expect(sheet.name).toBe('Facturas');
    expect(rows[0]?.slice(0, 7)).toEqual([
      'Document',
      'State',
      'invoice_number',
      'total',
      'issuer',
      'description',
      'amount',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 7))).toEqual([
      ['factura-1.pdf', 'Verified', 'F-1', 121, 'ACME, S.L.', 'Consultoría "senior"\n(marzo)', 100],
      ['factura-1.pdf', 'Verified', 'F-1', 121, 'ACME, S.L.', '=HYPERLINK("http://evil")', -21],
      ['factura-2.pdf', 'Requires verification', '@SUM(A1)', null, null, null, null],
    ]);
  });

  it('keeps text that looks like a formula as text, never a formula', async () => {
    const { sheet } = await readBack();
    const cell = sheet.getRow(3).getCell(6);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
  });

  it('says where each value came from in the source columns, and freezes the names row', async () => {
    const { sheet, rows } = await readBack([SOURCED_DOCUMENT]);
    const { provenance } = exportLabels('en');
    expect(rows[1]?.slice(7)).toEqual([
      provenance.e_invoice,
      provenance.manual,
      null,
      provenance.text,
      provenance.ocr,
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });
});

describe('sheetName', () => {
  it('keeps what Excel accepts in at most 31 characters', () => {
    expect(sheetName('Facturas/2024: [Q1]?')).toBe('Facturas 2024   Q1');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('[]')).toBe('Results');
  });
});
