import { readPdfText } from '@folio/documents';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedResults } from '../../docdb/testing/seed-results';
import {
  contextOf,
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../../storage/testing/storage-test-app';

let test: StorageTestApp;
let ana: TestUser;
let bea: TestUser;
let documentIds: string[];

beforeAll(async () => {
  test = await createStorageTestApp();
  ana = await test.signIn();
  bea = await test.signIn();
  ({ documentIds } = await seedResults(test, ana));
  await seedResults(test, bea, 'Ajenas');
});
afterAll(async () => {
  await test.close();
});

const exportAs = (
  user: TestUser,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  test.call(user, {
    method: 'POST',
    url: '/extractor/export',
    payload: { ...contextOf(user), ...body },
    headers: { 'accept-language': 'en', ...headers },
  });

describe('exportResults', () => {
  it('answers the CSV as <config>.csv, UTF-8 with a BOM, a row per line, formulas neutralised', async () => {
    const response = await exportAs(ana, { config_name: 'facturas', format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Facturas.csv"; filename*=UTF-8''Facturas.csv`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.slice(1).split('\r\n')).toEqual([
      'Document,State,invoice_number,total,description,amount,' +
        'invoice_number (source),total (source),description (source),amount (source)',
      // Results stored without provenance leave the source columns empty.
      'f1.pdf,Verified,F-1,121,Consultoría,100,,,,',
      "f1.pdf,Verified,F-1,121,'=cmd|calc,21,,,,",
      'f2.pdf,Requires verification,F-2,,,,,,,',
      '',
    ]);
  });

  it('answers <config>.xlsx with the same table, numbers as numbers (issue 21)', async () => {
    const response = await exportAs(ana, { config_name: 'facturas', format: 'xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain('filename="Facturas.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const row = workbook.worksheets[0]?.getRow(2);
    expect([1, 3, 4, 6].map((column) => row?.getCell(column).value)).toEqual([
      'f1.pdf',
      'F-1',
      121,
      100,
    ]);
  });

  it('answers <config>.json with the documents and their values (issue 21)', async () => {
    const response = await exportAs(ana, { config_name: 'facturas', format: 'json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const json = response.json<{ configuration: string; documents: { file_name: string }[] }>();
    expect(json.configuration).toBe('Facturas');
    expect(json.documents.map((document) => document.file_name).sort()).toEqual([
      'f1.pdf',
      'f2.pdf',
    ]);
  });

  it('exports only the documents asked for, and in Spanish for a Spanish client', async () => {
    const response = await exportAs(
      ana,
      { config_name: 'Facturas', format: 'csv', document_ids: [documentIds[1]] },
      { 'accept-language': 'es-ES,es;q=0.9' },
    );
    expect(response.body.slice(1).split('\r\n')).toEqual([
      'Documento,Estado,invoice_number,total,description,amount,' +
        'invoice_number (origen),total (origen),description (origen),amount (origen)',
      'f2.pdf,Requiere verificación,F-2,,,,,,,',
      '',
    ]);
  });

  it('answers a PDF report that reads back with each document', async () => {
    const response = await exportAs(ana, { config_name: 'Facturas', format: 'pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="Facturas.pdf"');
    const pdf = await readPdfText(new Uint8Array(response.rawPayload));
    const text = pdf.pages.flatMap((page) => page.lines.map((line) => line.text)).join('\n');
    expect(pdf.pageCount).toBe(2);
    expect(text).toContain('Results of Facturas');
    expect(text).toContain('f1.pdf');
    expect(text).toContain('Consultoría');
    expect(text).toContain('f2.pdf');
  });

  it('answers plain text', async () => {
    const response = await exportAs(ana, { config_name: 'Facturas', format: 'txt' });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="Facturas.txt"');
    expect(response.body).toContain('Document: f1.pdf');
    expect(response.body).toContain('    1. description: Consultoría | amount: 100');
  });

  it("refuses another user's configuration, an unknown one and a foreign document with RESOURCE_NOT_FOUND", async () => {
    for (const body of [
      { config_name: 'Ajenas', format: 'csv' },
      { config_name: 'Nada', format: 'txt' },
      { config_name: 'Facturas', format: 'csv', document_ids: [crypto.randomUUID()] },
    ]) {
      const response = await exportAs(ana, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
    }
  });

  it('refuses a user context that is not the token subject', async () => {
    const response = await test.call(ana, {
      method: 'POST',
      url: '/extractor/export',
      payload: { ...contextOf(bea), config_name: 'Ajenas', format: 'csv' },
    });
    expect(response.statusCode).toBe(403);
  });
});
