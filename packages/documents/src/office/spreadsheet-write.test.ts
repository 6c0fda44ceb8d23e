import { buffer } from 'node:stream/consumers';

import { describe, expect, it } from 'vitest';

import { readSpreadsheet } from './spreadsheet';
import { writeSpreadsheet } from './spreadsheet-write';

async function* rowsOf(rows: readonly (string | number)[][]) {
  for (const row of rows) {
    yield await Promise.resolve(row);
  }
}

async function* failingAfterOneRow() {
  yield await Promise.resolve(['Name']);
  throw new Error('the database went away');
}

describe('writeSpreadsheet', () => {
  it('writes a workbook our reader reads back, text and numbers as they were', async () => {
    const bytes = await buffer(
      writeSpreadsheet(
        'Ventas',
        rowsOf([
          ['Mes', 'Total'],
          ['enero', 1200.5],
          ['=SUM(B2)', -3],
        ]),
      ),
    );
    const { sheets } = await readSpreadsheet(new Uint8Array(bytes), 'xlsx');
    expect(sheets[0]?.name).toBe('Ventas');
    const text = (value: string) => ({ type: 'string', value });
    const number = (value: number) => ({ type: 'number', value });
    expect(sheets[0]?.rows).toEqual([
      [text('Mes'), text('Total')],
      [text('enero'), number(1200.5)],
      // Text that looks like a formula stays text.
      [text('=SUM(B2)'), number(-3)],
    ]);
  });

  it('ends the stream with the error when the rows fail, never as a finished file', async () => {
    await expect(buffer(writeSpreadsheet('x', failingAfterOneRow()))).rejects.toThrow(
      'the database went away',
    );
  });
});
