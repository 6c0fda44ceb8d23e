import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Collection, DocumentPage, Run } from './extractor-types';
import {
  contextOf,
  createExtractorTestApp,
  dataOf,
  makeSpanishInvoice,
  makeTextPdf,
  SMALL_ZIP_LIMITS,
  makeZip,
  type ExtractorTestApp,
  type TestUser,
} from './testing/extractor-test-app';
import { withBrokenLocalHeader, withDamagedData, withDeclaredSizes } from './testing/damaged-zip';

let test: ExtractorTestApp;
let ana: TestUser;
let bob: TestUser;
let invoice: Uint8Array;

beforeAll(async () => {
  test = await createExtractorTestApp(SMALL_ZIP_LIMITS);
  ana = await test.signIn();
  bob = await test.signIn();
  invoice = await makeSpanishInvoice();
  expect((await test.saveConfiguration(ana)).statusCode).toBe(200);
});

afterAll(async () => {
  await test.close();
});

async function runRows() {
  return test.db.selectFrom('extraction_runs').select('id').execute();
}

/** A run's documents in the ZIP's order: their names and the files they read. */
async function documentFiles(runId: string) {
  return test.db
    .selectFrom('extracted_documents')
    .select(['file_name', 'file_id'])
    .where('run_id', '=', runId)
    .orderBy('created_at', 'desc')
    .execute();
}

describe('extractZip (SPEC §5, §7)', () => {
  it('queues a run with a document per PDF, then the job extracts them', async () => {
    const balance = await test.balanceOf(ana);
    const zip = makeZip({
      'enero/F-1.pdf': invoice,
      'enero/F-2.pdf': invoice,
      '__MACOSX/enero/._F-1.pdf': 'resource fork',
      'enero/': '',
    });
    const response = await test.extractZip(ana, 'facturas', zip);
    expect(response.statusCode).toBe(202);
    const run = dataOf<Run>(response);
    expect(run).toMatchObject({
      config_name: 'Facturas',
      status: 'queued',
      total: 2,
      done: 0,
      documents: [
        { file_name: 'F-1.pdf', status: 'queued' },
        { file_name: 'F-2.pdf', status: 'queued' },
      ],
    });
    // Nothing spent before the work.
    expect(await test.balanceOf(ana)).toBe(balance);
    const job = await test.db
      .selectFrom('jobs')
      .select(['kind', 'payload'])
      .where('kind', '=', 'extractor.run')
      .executeTakeFirstOrThrow();
    expect(job.payload).toEqual({ runId: run.run_id });

    expect(await test.runJob(run.run_id)).toMatchObject({ status: 'succeeded', done: 2 });
    const after = await test.call(ana, { method: 'GET', url: `/extractor/runs/${run.run_id}` });
    expect(dataOf<Run>(after)).toMatchObject({ status: 'succeeded', done: 2, failed: 0 });
    expect(dataOf<Run>(after).documents[0]).toMatchObject({
      status: 'done',
      state: 'auto_verified',
    });
    expect(await test.balanceOf(ana)).toBe(balance - 2);

    const results = await test.call(ana, {
      method: 'GET',
      url: '/extractor/results',
      query: { ...contextOf(ana), config_name: 'Facturas', limit: '1' },
    });
    const page = dataOf<DocumentPage>(results);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      file_name: 'F-1.pdf',
      state: 'auto_verified',
      headers: {
        numero_factura: { value: 'F-2024/0157', page: 1 },
        total: { value: 2288.11 },
        fecha: { value: '2024-03-05' },
      },
      available_fields: { details: ['concepto', 'cantidad', 'precio', 'importe'] },
    });
    expect(page.items[0]?.items).toHaveLength(3);
    expect(page.items[0]?.verified_at).not.toBeNull();
    const next = await test.call(ana, {
      method: 'GET',
      url: '/extractor/results',
      query: { ...contextOf(ana), config_name: 'Facturas', cursor: page.next_cursor ?? '' },
    });
    expect(dataOf<DocumentPage>(next).items.map((item) => item.file_name)).toEqual(['F-2.pdf']);

    // The PDFs are files of the user's `extractor` folder; F-2.pdf has the bytes of F-1.pdf, so
    // both documents read that one file (issue 16), each under its own name.
    const files = await test.db
      .selectFrom('files as f')
      .innerJoin('folders as fo', 'fo.id', 'f.folder_id')
      .select(['f.id', 'f.filename', 'fo.name', 'f.config_name'])
      .where('f.user_id', '=', ana.id)
      .execute();
    expect(files.map(({ id: _id, ...file }) => file)).toEqual([
      { filename: 'F-1.pdf', name: 'extractor', config_name: 'Facturas' },
    ]);
    expect(await documentFiles(run.run_id)).toEqual([
      { file_name: 'F-1.pdf', file_id: files[0]?.id },
      { file_name: 'F-2.pdf', file_id: files[0]?.id },
    ]);

    const collections = await test.call(ana, {
      method: 'GET',
      url: '/extractor/collections',
      query: contextOf(ana),
    });
    expect(dataOf<Collection[]>(collections)).toEqual([
      expect.objectContaining({
        config_name: 'Facturas',
        documents: 2,
        states: { auto_verified: 2 },
      }),
    ]);
  });

  it.each([
    [
      'a file that is not a PDF',
      async () => makeZip({ 'a.pdf': await makeTextPdf(1), 'notas.txt': 'hola' }),
      'ZIP_UNSUPPORTED_FILES',
      { files: ['notas.txt'], count: 1 },
    ],
    [
      'no PDF at all',
      async () => Promise.resolve(makeZip({ 'notas.txt': 'hola' })),
      'ZIP_NO_SUPPORTED_FILES',
      { count: 1 },
    ],
    [
      'a damaged archive',
      async () => Promise.resolve(new TextEncoder().encode('PK\u0003\u0004 not really a zip')),
      'ZIP_READ_ERROR',
      undefined,
    ],
    [
      'more files than allowed',
      async () => {
        const pdf = await makeTextPdf(1);
        return makeZip({ 'a.pdf': pdf, 'b.pdf': pdf, 'c.pdf': pdf, 'd.pdf': pdf });
      },
      'TOO_MANY_FILES',
      { max: 3, current: 4 },
    ],
    [
      'a file with too many pages',
      async () => makeZip({ 'a.pdf': await makeTextPdf(1), 'largo.pdf': await makeTextPdf(3) }),
      'FILE_TOO_MANY_PAGES',
      { file: 'largo.pdf', pages: 3, max: 2, current: 3 },
    ],
    [
      'too many pages in total',
      async () => {
        const pdf = await makeTextPdf(2);
        return makeZip({ 'a.pdf': pdf, 'b.pdf': pdf, 'c.pdf': pdf });
      },
      'TOTAL_PAGES_EXCEEDED',
      { total: 6, max: 4, current: 6 },
    ],
    [
      'a PDF that is not one',
      async () => Promise.resolve(makeZip({ 'falso.pdf': 'just text' })),
      'ZIP_UNSUPPORTED_FILES',
      { files: ['falso.pdf'], count: 1, reason: 'content-mismatch' },
    ],
    // Issue 16: the reader's own failures while inflating, after a good PDF was already staged.
    [
      'a ZIP whose entry holds more bytes than it declares',
      async () => {
        const pdf = await makeTextPdf(1);
        const zip = makeZip({ 'a.pdf': pdf, 'b.pdf': await makeTextPdf(1, 'Otra nota') });
        return withDeclaredSizes(zip, (real, index) => (index === 1 ? real - 100 : real));
      },
      'ZIP_READ_ERROR',
      { file: 'b.pdf' },
    ],
    [
      'a ZIP whose entry holds fewer bytes than it declares',
      async () => {
        const zip = makeZip({ 'a.pdf': await makeTextPdf(1), 'b.pdf': await makeTextPdf(2) });
        return withDeclaredSizes(zip, (real, index) => (index === 1 ? real + 100 : real));
      },
      'ZIP_READ_ERROR',
      { file: 'b.pdf' },
    ],
    [
      'a ZIP whose compressed data is damaged',
      async () => {
        const zip = makeZip({ 'a.pdf': await makeTextPdf(1), 'b.pdf': await makeTextPdf(2) });
        return withDamagedData(zip, 1);
      },
      'ZIP_READ_ERROR',
      { file: 'b.pdf' },
    ],
    [
      'a ZIP whose entry has no local header where the directory says',
      async () => {
        const zip = makeZip({ 'a.pdf': await makeTextPdf(1), 'b.pdf': await makeTextPdf(2) });
        return withBrokenLocalHeader(zip, 1);
      },
      'ZIP_READ_ERROR',
      { file: 'b.pdf' },
    ],
  ])('refuses %s before any work, leaving nothing behind', async (_name, build, code, detail) => {
    const runs = (await runRows()).length;
    const blobs = await test.countBlobs();
    const response = await test.extractZip(ana, 'Facturas', await build());
    expect(response.json()).toMatchObject({
      errorCode: code,
      ...(detail === undefined ? {} : { detail }),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect((await runRows()).length).toBe(runs);
    expect(await test.countBlobs()).toBe(blobs);
  });

  it('refuses a ZIP the balance cannot pay for (INSUFFICIENT_BALANCE)', async () => {
    const poor = await test.signIn();
    expect((await test.saveConfiguration(poor)).statusCode).toBe(200);
    await test.setBalance(poor, 2);
    const pdf = await makeTextPdf(2);
    const response = await test.extractZip(
      poor,
      'Facturas',
      makeZip({ 'a.pdf': pdf, 'b.pdf': pdf }),
    );
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      errorCode: 'INSUFFICIENT_BALANCE',
      detail: { required: 4, available: 2 },
    });
    expect(await test.balanceOf(poor)).toBe(2);
  });

  it('answers another user’s configuration and run as not found', async () => {
    const zip = makeZip({ 'a.pdf': invoice });
    const refused = await test.extractZip(bob, 'Facturas', zip);
    expect(refused.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
    const run = dataOf<Run>(await test.extractZip(ana, 'Facturas', zip));
    for (const [method, url] of [
      ['GET', `/extractor/runs/${run.run_id}`],
      ['POST', `/extractor/runs/${run.run_id}/cancel`],
      ['GET', `/extractor/documents/${run.documents[0]?.document_id ?? ''}`],
    ] as const) {
      const response = await test.call(bob, { method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
    }
  });
});

describe('runs on the same PDFs again (issue 16)', () => {
  /** The user's files of the `extractor` folder, by name. */
  async function extractorFiles(user: TestUser): Promise<Map<string, string>> {
    const rows = await test.db
      .selectFrom('files as f')
      .innerJoin('folders as fo', 'fo.id', 'f.folder_id')
      .select(['f.id', 'f.filename'])
      .where('f.user_id', '=', user.id)
      .where('fo.name', '=', 'extractor')
      .execute();
    return new Map(rows.map((row) => [row.filename, row.id]));
  }

  it('stores the same bytes once, shared by every run; other bytes of a taken name are name (1)', async () => {
    const carl = await test.signIn();
    expect((await test.saveConfiguration(carl)).statusCode).toBe(200);
    const [a, b, corrected] = await Promise.all([
      makeTextPdf(1, 'Factura A'),
      makeTextPdf(1, 'Factura B'),
      makeTextPdf(1, 'Factura A corregida'),
    ]);
    const blobs = await test.countBlobs();
    const start = async (entries: Record<string, Uint8Array>) => {
      const response = await test.extractZip(carl, 'Facturas', makeZip(entries));
      expect(response.statusCode).toBe(202);
      return dataOf<Run>(response);
    };

    const first = await start({ 'a.pdf': a, 'b.pdf': b });
    const second = await start({ 'marzo/a.pdf': a, 'marzo/b.pdf': b });
    const third = await start({ 'a.pdf': corrected, 'B.pdf': b });

    const files = await extractorFiles(carl);
    expect([...files.keys()].sort()).toEqual(['a (1).pdf', 'a.pdf', 'b.pdf']);
    // The staged copies of the bytes already there are gone too.
    expect(await test.countBlobs()).toBe(blobs + 3);
    const shared = [
      { file_name: 'a.pdf', file_id: files.get('a.pdf') },
      { file_name: 'b.pdf', file_id: files.get('b.pdf') },
    ];
    expect(await documentFiles(first.run_id)).toEqual(shared);
    expect(await documentFiles(second.run_id)).toEqual(shared);
    expect(await documentFiles(third.run_id)).toEqual([
      { file_name: 'a.pdf', file_id: files.get('a (1).pdf') },
      { file_name: 'B.pdf', file_id: files.get('b.pdf') },
    ]);

    // A document of one run deleted from the list keeps its PDF: the other runs read it still.
    const deleted = await test.call(carl, {
      method: 'DELETE',
      url: '/extractor/documents',
      payload: {
        ...contextOf(carl),
        document_id: first.documents[0]?.document_id ?? '',
        config_name: 'Facturas',
      },
    });
    expect(deleted.statusCode).toBe(200);
    for (const run of [second, third]) {
      expect(await test.runJob(run.run_id)).toMatchObject({ status: 'succeeded', done: 2 });
    }
    expect(await extractorFiles(carl)).toEqual(files);

    // Deleting the configuration deletes its runs; the PDFs they shared stay in Files.
    const configuration = await test.db
      .selectFrom('configurations')
      .select('id')
      .where('user_id', '=', carl.id)
      .executeTakeFirstOrThrow();
    const removed = await test.call(carl, {
      method: 'DELETE',
      url: '/extractor/configurations',
      payload: { ...contextOf(carl), id: configuration.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(await extractorFiles(carl)).toEqual(files);
    expect(await test.countBlobs()).toBe(blobs + 3);
  });
});
