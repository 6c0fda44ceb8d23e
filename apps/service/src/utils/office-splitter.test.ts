import { readdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';

import { messageForError } from '@folio/core';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';

import { makeReportDocx, makeSalesXlsx } from '../office/testing/office-fixtures';
import { startOfficeSplitter, type OfficeSplitter } from './office-splitter';
import { checkDocx } from './split-docx';
import { makePdf } from './testing/fixtures';
import { uploadOf } from './testing/split-parts';

let splitter: OfficeSplitter | undefined;
afterEach(async () => {
  await splitter?.close();
  splitter = undefined;
});

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error as { code: string; detail: Record<string, unknown> },
  );

describe('startOfficeSplitter', () => {
  it('splits on a thread it keeps warm, leaving no file behind', async () => {
    splitter = startOfficeSplitter({ timeoutMs: 60_000, workers: 1, maxQueue: 5 });
    const docx = await buffer(
      await splitter.split('docx', uploadOf('informe.docx', await makeReportDocx())),
    );
    expect(Object.keys(unzipSync(docx))).toEqual([1, 2, 3, 4, 5].map((n) => `informe-${n}.docx`));
    const xlsx = await buffer(
      await splitter.split('xlsx', uploadOf('ventas.xlsx', await makeSalesXlsx())),
    );
    expect(Object.keys(unzipSync(xlsx))).toHaveLength(3);
    expect(splitter.status()).toMatchObject({ threads: 1, idle: 1, killed: 0 });
    expect(await readdir(splitter.status().dir)).toEqual([]);
  }, 120_000);

  it('refuses what is not the type asked for before any thread starts', async () => {
    splitter = startOfficeSplitter({ timeoutMs: 60_000, workers: 1, maxQueue: 5 });
    expect(
      await failureOf(splitter.split('docx', uploadOf('a.docx', await makePdf([[100, 100]])))),
    ).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: { file: 'a.docx', expected: 'docx' },
    });
    expect(splitter.status().threads).toBe(0);
  });

  it('kills a split past its budget and answers FILE_PROCESSING_ERROR within the budget plus 2 s', async () => {
    const budgetMs = 300;
    splitter = startOfficeSplitter({ timeoutMs: budgetMs, workers: 1, maxQueue: 5 });
    const file = uploadOf('enorme.docx', await makeReportDocx());
    // The structure check runs first on the documents toolkit's reader thread: warmed here, so
    // what is timed is the split's thread, which (from source) takes longer to load than its budget.
    await checkDocx(file);
    const startedAt = Date.now();
    const failure = await failureOf(splitter.split('docx', file));
    const elapsed = Date.now() - startedAt;
    expect(failure).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'enorme.docx', reason: 'timeout', timeoutMs: budgetMs },
    });
    expect(elapsed).toBeLessThan(budgetMs + 2_000);
    expect(messageForError('en', failure?.code ?? '', undefined, failure?.detail)).toMatch(
      /too complex/,
    );
    expect(messageForError('sp', failure?.code ?? '', undefined, failure?.detail)).toMatch(
      /demasiado complejo/,
    );
    const pool = splitter;
    expect(pool.status().killed).toBe(1);
    await expect.poll(() => pool.status().threads, { timeout: 30_000 }).toBe(0);
    await expect.poll(() => readdir(pool.status().dir), { timeout: 30_000 }).toEqual([]);
  }, 120_000);
});
