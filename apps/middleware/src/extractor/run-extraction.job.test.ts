import { DocumentError } from '@folio/documents';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { extractDocument } from './extract-document';
import type { Run } from './extractor-types';
import {
  createExtractorTestApp,
  dataOf,
  makeSpanishInvoice,
  makeTextPdf,
  makeZip,
  type ExtractorTestApp,
  type TestUser,
} from './testing/extractor-test-app';

let test: ExtractorTestApp;
let ana: TestUser;
let zip: Uint8Array;

beforeAll(async () => {
  test = await createExtractorTestApp();
  ana = await test.signIn();
  expect((await test.saveConfiguration(ana)).statusCode).toBe(200);
  const invoice = await makeSpanishInvoice();
  // Three documents of 1, 2 and 1 pages.
  zip = makeZip({ 'a.pdf': invoice, 'b.pdf': await makeTextPdf(2), 'c.pdf': invoice });
});

afterAll(async () => {
  await test.close();
});

async function startRun(
  user = ana,
  archive = zip,
): Promise<{ runId: string; documentIds: string[] }> {
  const response = await test.extractZip(user, 'Facturas', archive);
  expect(response.statusCode).toBe(202);
  const run = dataOf<Run>(response);
  return {
    runId: run.run_id,
    documentIds: run.documents.map((document) => document.document_id),
  };
}

const documentsOf = (runId: string) =>
  test.db
    .selectFrom('extracted_documents')
    .select(['id', 'file_name', 'status', 'state', 'error', 'updated_at'])
    .where('run_id', '=', runId)
    .orderBy('created_at', 'desc')
    .execute();

/** An extraction that counts the documents it reads. */
function countingExtract() {
  const calls: number[] = [];
  const extract: typeof extractDocument = async (pdf, plan, options) => {
    calls.push(options?.expectedPages ?? 0);
    return extractDocument(pdf, plan, options);
  };
  return { calls, extract };
}

describe('extractor.run job', () => {
  it('resumes after a crash without redoing finished documents, paying each page once', async () => {
    const balance = await test.balanceOf(ana);
    const { runId } = await startRun();
    const crash = new AbortController();
    const first = countingExtract();
    // The worker dies once the first document is recorded.
    await expect(
      test.runJob(runId, {
        signal: crash.signal,
        extract: first.extract,
        onProgress: (done) => {
          if (done === 1) {
            crash.abort(new Error('worker killed'));
          }
        },
      }),
    ).rejects.toThrow(/stopped/);
    expect(first.calls).toHaveLength(1);
    const halfway = await documentsOf(runId);
    expect(halfway.map((document) => document.status)).toEqual(['done', 'queued', 'queued']);
    expect(await test.balanceOf(ana)).toBe(balance - 1);

    const second = countingExtract();
    expect(await test.runJob(runId, { extract: second.extract, attempt: 2 })).toMatchObject({
      status: 'succeeded',
      done: 3,
      failed: 0,
    });
    // Only the two documents left were read; the first kept its result and time.
    expect(second.calls).toEqual([2, 1]);
    const finished = await documentsOf(runId);
    expect(finished.map((document) => document.status)).toEqual(['done', 'done', 'done']);
    expect(finished[0]?.updated_at).toEqual(halfway[0]?.updated_at);
    expect(await test.balanceOf(ana)).toBe(balance - 4);

    // A run that is over is not worked again.
    expect(await test.runJob(runId)).toMatchObject({ status: 'succeeded' });
    expect(await test.balanceOf(ana)).toBe(balance - 4);
  });

  it('fails a document that cannot be read alone, spending nothing for it', async () => {
    const balance = await test.balanceOf(ana);
    const { runId } = await startRun();
    let call = 0;
    const result = await test.runJob(runId, {
      extract: async (pdf, plan, options) => {
        call += 1;
        if (call === 2) {
          throw new DocumentError('PDF_INVALID', { message: 'damaged' });
        }
        return extractDocument(pdf, plan, options);
      },
    });
    expect(result).toMatchObject({ status: 'succeeded', done: 2, failed: 1 });
    const documents = await documentsOf(runId);
    expect(documents.map((document) => [document.status, document.error])).toEqual([
      ['done', null],
      ['failed', 'PDF_PROCESSING_ERROR'],
      ['done', null],
    ]);
    expect(await test.balanceOf(ana)).toBe(balance - 2);
  });

  it('indexes each PDF it reads for content search; index jobs wait for the ones it never read', async () => {
    // PDFs Files has not seen: a run on bytes already stored shares their file (issue 16).
    const dora = await test.signIn();
    expect((await test.saveConfiguration(dora)).statusCode).toBe(200);
    const fresh = makeZip({
      'a.pdf': await makeSpanishInvoice(),
      'b.pdf': await makeTextPdf(2),
      'c.pdf': await makeTextPdf(1, 'Otra nota'),
    });
    const { runId } = await startRun(dora, fresh);
    // In the ZIP's order: a.pdf first.
    const files = await test.db
      .selectFrom('extracted_documents')
      .select('file_id')
      .where('run_id', '=', runId)
      .orderBy('created_at', 'desc')
      .execute();
    const fileIds = files.map((row) => row.file_id ?? '');
    const indexJobs = await test.db
      .selectFrom('jobs')
      .select(sql<boolean>`run_at > now() + interval '50 seconds'`.as('later'))
      .where('kind', '=', 'storage.index')
      .where(sql<string>`payload->>'fileId'`, 'in', fileIds)
      .execute();
    expect(indexJobs.map((job) => job.later)).toEqual([true, true, true]);

    let call = 0;
    await test.runJob(runId, {
      extract: async (pdf, plan, options) => {
        call += 1;
        if (call === 2) {
          throw new DocumentError('PDF_INVALID', { message: 'damaged' });
        }
        return extractDocument(pdf, plan, options);
      },
    });
    const statuses = await test.db
      .selectFrom('files')
      .select(['id', 'index_status'])
      .where('id', 'in', fileIds)
      .execute();
    const statusOf = new Map(statuses.map((row) => [row.id, row.index_status]));
    expect(fileIds.map((id) => statusOf.get(id))).toEqual(['indexed', 'pending', 'indexed']);
    const pages = await test.db
      .selectFrom('file_pages')
      .select(['file_id', 'text'])
      .where('file_id', 'in', fileIds)
      .execute();
    expect(
      pages.some((page) => page.file_id === fileIds[0] && page.text.includes('Base imponible')),
    ).toBe(true);
  });

  it('fails the documents the balance no longer pays for', async () => {
    const { runId } = await startRun();
    await test.setBalance(ana, 1);
    expect(await test.runJob(runId)).toMatchObject({ done: 1, failed: 2 });
    const documents = await documentsOf(runId);
    expect(documents.map((document) => document.error)).toEqual([
      null,
      'INSUFFICIENT_BALANCE',
      'INSUFFICIENT_BALANCE',
    ]);
    expect(await test.balanceOf(ana)).toBe(0);
    await test.setBalance(ana, 5000);
  });

  it('stops a cancelled run: finished documents stay, the rest are never started', async () => {
    const balance = await test.balanceOf(ana);
    const { runId } = await startRun();
    const stop = new AbortController();
    await expect(
      test.runJob(runId, {
        signal: stop.signal,
        onProgress: (done) => {
          if (done === 1) {
            stop.abort();
          }
        },
      }),
    ).rejects.toThrow();
    const cancelled = await test.call(ana, {
      method: 'POST',
      url: `/extractor/runs/${runId}/cancel`,
    });
    expect(dataOf<Run>(cancelled)).toMatchObject({ status: 'cancelled', done: 1, failed: 2 });
    expect(dataOf<Run>(cancelled).documents[1]).toMatchObject({
      status: 'failed',
      error: 'RUN_CANCELLED',
    });
    expect(await test.runJob(runId, { attempt: 2 })).toMatchObject({ status: 'cancelled' });
    expect(await test.balanceOf(ana)).toBe(balance - 1);
  });
});
