import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  makeExecutable,
  makeReportDocx,
  makeSalesXlsx,
  makeZipBombDocx,
} from '../office/testing/office-fixtures';
import { planXlsxSplit } from './split-xlsx';
import { sheetReferences } from './split-xlsx-sheet';
import { makePdf } from './testing/fixtures';
import { context, startUtilsService } from './testing/service';
import { partsOf as partsOfPlan, refusalOf } from './testing/split-parts';

const partsOf = (name: string, bytes: Uint8Array) => partsOfPlan(planXlsxSplit, name, bytes);
const refusal = (name: string, bytes: Uint8Array) => refusalOf(planXlsxSplit, name, bytes);

async function open(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook;
}

describe('planXlsxSplit', () => {
  let parts: Array<{ name: string; bytes: Uint8Array }>;
  let books: ExcelJS.Workbook[];
  beforeAll(async () => {
    parts = await partsOf('Ventas 2025.xlsx', await makeSalesXlsx());
    books = await Promise.all(parts.map((part) => open(part.bytes)));
  });

  it('makes one workbook per sheet, named after it, holding that sheet alone', () => {
    expect(parts.map((part) => part.name)).toEqual([
      'Ventas 2025-Ventas.xlsx',
      'Ventas 2025-Costes.xlsx',
      'Ventas 2025-Notas.xlsx',
    ]);
    expect(books.map((book) => book.worksheets.map((sheet) => sheet.name))).toEqual([
      ['Ventas'],
      ['Costes'],
      ['Notas'],
    ]);
  });

  it('keeps values, formulas, number formats, fonts, fills, borders, widths, heights and merges', () => {
    const sales = books[0]?.getWorksheet('Ventas');
    expect(sales?.getCell('A1').value).toBe('Informe de ventas');
    expect(sales?.getCell('A1').font.bold).toBe(true);
    expect(sales?.getCell('A1').fill).toMatchObject({ fgColor: { argb: 'FFFFE699' } });
    expect(sales?.getCell('D2').border.bottom?.style).toBe('thin');
    expect(sales?.getCell('B2').font.bold).toBe(true);
    expect(sales?.getCell('D3').value).toEqual({ formula: 'B3*C3', result: 25 });
    expect(sales?.getCell('C4').numFmt).toBe('#,##0.00');
    expect(sales?.model.merges).toEqual(['A1:D1']);
    expect([1, 2, 3, 4].map((column) => sales?.getColumn(column).width)).toEqual([22, 12, 14, 16]);
    expect(sales?.getRow(1).height).toBe(30);
    expect(books[0]?.definedNames.getRanges('Totales').ranges).toEqual(['Ventas!$D$3:$D$4']);

    const notes = books[2]?.getWorksheet('Notas');
    expect(notes?.model.merges).toEqual(['B2:C3']);
    expect(notes?.getCell('B2').value).toBe('Nota combinada');
    expect(notes?.getCell('A5').value).toBe('Producto');
  });

  it('keeps the last value of a formula reading another sheet, and formulas of its own', () => {
    const costs = books[1]?.getWorksheet('Costes');
    expect(costs?.getCell('B1').numFmt).toBe('dd/mm/yyyy');
    expect(costs?.getCell('B1').value).toEqual(new Date(Date.UTC(2025, 2, 15)));
    expect(costs?.getCell('B2').numFmt).toBe('0.0%');
    expect(costs?.getCell('B3').value).toBe(30);
    expect(costs?.getCell('B4').value).toEqual({ formula: 'B2*2', result: 0.25 });
    // Through a name that read `Ventas`, and a shared formula group reading `Ventas`.
    expect(costs?.getCell('B5').value).toBe(30);
    expect([costs?.getCell('C1').value, costs?.getCell('C2').value]).toEqual([20, 8]);
    expect(books[1]?.definedNames.getRanges('Totales').ranges).toEqual([]);
  });

  it('drops validations that list another sheet and keeps its own', () => {
    const notes = books[2]?.getWorksheet('Notas');
    expect(notes?.getCell('A6').dataValidation).toBeUndefined();
    expect(notes?.getCell('A7').dataValidation).toMatchObject({ formulae: ['"si,no"'] });
  });

  it('ships only the sheet, its strings and no calculation chain', () => {
    const entries = unzipSync(parts[2]?.bytes ?? new Uint8Array());
    expect(Object.keys(entries).filter((name) => name.startsWith('xl/worksheets/'))).toEqual([
      'xl/worksheets/sheet3.xml',
    ]);
    const strings = strFromU8(entries['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(strings).toContain('uniqueCount="2"');
    expect(strings).not.toContain('Tornillos');
    expect(Object.keys(entries)).not.toContain('xl/calcChain.xml');
    expect(Object.keys(entries)).not.toContain('docProps/app.xml');
  });

  it('answers a workbook of one sheet as it came', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Única').getCell('A1').value = 1;
    const single = new Uint8Array(await workbook.xlsx.writeBuffer());
    const [only, ...rest] = await partsOf('uno.xlsx', single);
    expect(rest).toEqual([]);
    expect(only?.name).toBe('uno-Única.xlsx');
    expect(Buffer.from(only?.bytes ?? []).equals(Buffer.from(single))).toBe(true);
  });

  it('refuses what is not a readable XLSX with a clear code', async () => {
    expect(await refusal('vacio.xlsx', new Uint8Array())).toMatchObject({
      code: 'FILE_VALIDATION_ERROR',
    });
    expect(await refusal('factura.xlsx', await makePdf([[10, 10]]))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: { file: 'factura.xlsx', expected: 'xlsx' },
    });
    expect(await refusal('texto.xlsx', await makeReportDocx())).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await refusal('programa.xlsx', makeExecutable())).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const truncated = (await makeSalesXlsx()).subarray(0, 2_000);
    expect(await refusal('roto.xlsx', truncated)).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'roto.xlsx', reason: 'corrupt' },
    });
    expect(await refusal('bomba.xlsx', makeZipBombDocx(20))).toMatchObject({
      code: 'ZIP_READ_ERROR',
    });
  });
});

describe('sheetReferences', () => {
  it('names the sheets and workbooks a formula reads, not text that looks like one', () => {
    expect(sheetReferences("Ventas!A1+'Mis datos'!B2*'O''Brien'!C3")).toEqual([
      'Ventas',
      'Mis datos',
      "O'Brien",
    ]);
    expect(sheetReferences('SUM(Enero:Marzo!A1)+[1]Otro!A1')).toEqual([
      'Enero',
      'Marzo',
      '[1]Otro',
    ]);
    expect(sheetReferences('"hola!"&A1')).toEqual([]);
  });
});

describe('POST /utils/split-xlsx', () => {
  let service: Awaited<ReturnType<typeof startUtilsService>>;
  beforeAll(async () => {
    service = await startUtilsService();
  });
  afterAll(async () => service.close());

  it('answers archivos.zip with a workbook per sheet, refuses a PDF, and keeps serving', async () => {
    const book = await makeSalesXlsx();
    const response = await service.post('split-xlsx', context, [
      { name: 'ventas.xlsx', bytes: book },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''archivos.zip`);
    expect(Object.keys(unzipSync(response.rawPayload))).toEqual([
      'ventas-Ventas.xlsx',
      'ventas-Costes.xlsx',
      'ventas-Notas.xlsx',
    ]);
    const pdf = await service.post('split-xlsx', context, [
      { name: 'ventas.xlsx', bytes: await makePdf([[10, 10]]) },
    ]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({
      errorCode: 'UNSUPPORTED_MEDIA_TYPE',
      detail: { file: 'ventas.xlsx' },
    });
    const after = await service.post('split-xlsx', context, [{ name: 'b.xlsx', bytes: book }]);
    expect(Object.keys(unzipSync(after.rawPayload))).toHaveLength(3);
  });
});
