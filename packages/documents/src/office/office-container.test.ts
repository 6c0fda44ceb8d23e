import { describe, expect, it } from 'vitest';

import {
  docxBomb,
  docxNestedTables,
  xlsxBillionLaughs,
  xlsxFarCorner,
  xlsxManyRows,
  xlsxManySheets,
} from '../testing/hostile-office';
import { checkOfficeFile } from '../workers/run-reader';
import { readDocx } from './docx';
import { readSpreadsheet } from './spreadsheet';

describe('office files built to exhaust their reader (issue 17)', { timeout: 60_000 }, () => {
  it('refuses a DOCX whose part inflates past what its headers declare, as the bytes come', async () => {
    await expect(readDocx(docxBomb(64 * 1024 * 1024))).rejects.toMatchObject({
      code: 'DOCUMENT_UNREADABLE',
    });
  });

  it('refuses 3,000 nested tables by their depth', async () => {
    await expect(readDocx(docxNestedTables(3_000))).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      detail: { reason: 'depth' },
    });
  });

  it('refuses entity declarations (billion laughs) before any parser expands them', async () => {
    await expect(readSpreadsheet(xlsxBillionLaughs(), 'xlsx')).rejects.toMatchObject({
      code: 'DOCUMENT_UNREADABLE',
      detail: { reason: 'declarations' },
    });
  });

  it('refuses a used range that reaches the far corner, too many rows and too many sheets', async () => {
    await expect(checkOfficeFile(xlsxFarCorner())).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      detail: { reason: 'rows' },
    });
    await expect(checkOfficeFile(xlsxManyRows(250_000))).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      detail: { reason: 'rows' },
    });
    await expect(checkOfficeFile(xlsxManySheets(300))).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_LARGE',
      detail: { reason: 'sheets' },
    });
  });

  it('passes an ordinary workbook of a few sheets and rows', async () => {
    await expect(checkOfficeFile(xlsxManySheets(3))).resolves.toBeUndefined();
    const workbook = await readSpreadsheet(xlsxManyRows(20), 'xlsx');
    expect(workbook.sheets[0]?.rowCount).toBe(20);
  });

  it('stops a parse at its deadline by ending its worker, and the next parse is served', async () => {
    const rows = Array.from({ length: 200_000 }, (_, row) => `${row};${row * 2};texto ${row}`);
    const csv = new TextEncoder().encode(rows.join('\n'));
    await expect(readSpreadsheet(csv, 'csv', { timeoutMs: 50 })).rejects.toMatchObject({
      code: 'DOCUMENT_TIMEOUT',
    });
    const small = await readSpreadsheet(new TextEncoder().encode('a;b\n1;2'), 'csv');
    expect(small.sheets[0]?.rows[1]).toEqual([
      { type: 'number', value: 1 },
      { type: 'number', value: 2 },
    ]);
  });
});
