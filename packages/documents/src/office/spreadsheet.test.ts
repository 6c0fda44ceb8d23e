import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';

import { convertWithLibreOffice } from './libreoffice';
import { readSpreadsheet } from './spreadsheet';

async function makeXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const invoices = workbook.addWorksheet('Facturas');
  invoices.addRow(['Número', 'Fecha', 'Importe', 'Pagada', 'IVA']);
  invoices.addRow([
    'F-001',
    new Date(Date.UTC(2024, 2, 1)),
    1234.56,
    true,
    { formula: 'C2*0.21', result: 259.26 },
  ]);
  invoices.addRow([
    'F-002',
    new Date(Date.UTC(2024, 2, 15)),
    99,
    false,
    { formula: 'C3*0.21', result: 20.79 },
  ]);
  invoices.getCell('A5').value = { error: '#DIV/0!' };
  invoices.mergeCells('A6:B6');
  invoices.getCell('A6').value = 'Total';
  invoices.getCell('C6').value = {
    richText: [{ text: 'muy ' }, { text: 'alto', font: { bold: true } }],
  };
  const notes = workbook.addWorksheet('Notas');
  for (let row = 1; row <= 30; row++) {
    notes.addRow([`nota ${row}`]);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('readSpreadsheet', () => {
  it('reads every sheet of an XLSX with typed cells', async () => {
    const { sheets } = await readSpreadsheet(await makeXlsx(), 'xlsx');
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Facturas', 'Notas']);
    const rows = sheets[0]?.rows ?? [];
    expect(rows[1]).toEqual([
      { type: 'string', value: 'F-001' },
      { type: 'date', value: '2024-03-01' },
      { type: 'number', value: 1234.56 },
      { type: 'boolean', value: true },
      { type: 'formula', formula: 'C2*0.21', result: { type: 'number', value: 259.26 } },
    ]);
    expect(rows[4]?.[0]).toEqual({ type: 'error', value: '#DIV/0!' });
    expect(rows[5]?.slice(0, 3)).toEqual([
      { type: 'string', value: 'Total' },
      { type: 'empty' },
      { type: 'string', value: 'muy alto' },
    ]);
  });

  it('returns the first N rows and says the sheet was truncated', async () => {
    const { sheets } = await readSpreadsheet(await makeXlsx(), 'xlsx', { maxRows: 10 });
    expect(sheets[1]).toMatchObject({ name: 'Notas', rowCount: 30, truncated: true });
    expect(sheets[1]?.rows).toHaveLength(10);
    expect(sheets[0]?.truncated).toBe(false);
  });

  it('reads a European CSV: semicolons, decimal commas, day-first dates, Latin-1', async () => {
    const csv =
      'Cliente;Fecha;Importe;Código\nPeña S.A.;15/03/2024;1.234,56;007\n"Muñoz; Hijos";2024-03-16;-12,5;8\n';
    const { sheets } = await readSpreadsheet(iconv.encode(csv, 'latin1'), 'csv');
    expect(sheets[0]?.rows[1]).toEqual([
      { type: 'string', value: 'Peña S.A.' },
      { type: 'date', value: '2024-03-15' },
      { type: 'number', value: 1234.56 },
      { type: 'string', value: '007' },
    ]);
    expect(sheets[0]?.rows[2]?.[0]).toEqual({ type: 'string', value: 'Muñoz; Hijos' });
    expect(sheets[0]?.rows[2]?.[2]).toEqual({ type: 'number', value: -12.5 });
  });

  it('reads a comma CSV with dot decimals and booleans', async () => {
    const csv = 'name,amount,paid\nAcme,"1,250.50",true\n';
    const { sheets } = await readSpreadsheet(new TextEncoder().encode(csv), 'csv');
    expect(sheets[0]?.rows[1]).toEqual([
      { type: 'string', value: 'Acme' },
      { type: 'number', value: 1250.5 },
      { type: 'boolean', value: true },
    ]);
  });

  it('reads XLS and ODS through LibreOffice', async () => {
    const xlsx = await makeXlsx();
    for (const format of ['xls', 'ods'] as const) {
      const converted = await convertWithLibreOffice(xlsx, 'xlsx', format);
      const { sheets } = await readSpreadsheet(converted, format);
      expect(sheets[0]?.rows[1]?.slice(0, 3)).toEqual([
        { type: 'string', value: 'F-001' },
        { type: 'date', value: '2024-03-01' },
        { type: 'number', value: 1234.56 },
      ]);
    }
  }, 120_000);

  it('refuses a damaged XLSX with DOCUMENT_UNREADABLE', async () => {
    const xlsx = await makeXlsx();
    await expect(readSpreadsheet(xlsx.subarray(0, 200), 'xlsx')).rejects.toMatchObject({
      code: 'DOCUMENT_UNREADABLE',
    });
  });

  it('refuses an empty CSV with DOCUMENT_EMPTY', async () => {
    await expect(readSpreadsheet(new Uint8Array(), 'csv')).rejects.toMatchObject({
      code: 'DOCUMENT_EMPTY',
    });
  });
});
