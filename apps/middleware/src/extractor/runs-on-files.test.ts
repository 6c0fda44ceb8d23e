import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Run } from './extractor-types';
import {
  contextOf,
  createExtractorTestApp,
  dataOf,
  makeSpanishInvoice,
  makeTextPdf,
  SMALL_ZIP_LIMITS,
  type ExtractorTestApp,
  type TestUser,
} from './testing/extractor-test-app';

let test: ExtractorTestApp;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await createExtractorTestApp(SMALL_ZIP_LIMITS);
  ana = await test.signIn();
  bob = await test.signIn();
  expect((await test.saveConfiguration(ana)).statusCode).toBe(200);
});

afterAll(async () => {
  await test.close();
});

/** Uploads files into a folder of Files (as a cloud import lands them) and answers their ids. */
async function stored(
  user: TestUser,
  folder: string,
  files: { name: string; bytes: Uint8Array; type?: string }[],
): Promise<string[]> {
  const response = await test.upload(user, files, { topico: folder });
  expect(response.statusCode).toBe(201);
  return dataOf<{ archivos: { id: string }[] }>(response).archivos.map((file) => file.id);
}

const runOnFiles = (user: TestUser, fileIds: string[], configName = 'Facturas') =>
  test.call(user, {
    method: 'POST',
    url: '/extractor/extract/from-files',
    payload: { ...contextOf(user), config_name: configName, file_ids: fileIds },
  });

const counts = async () => ({
  runs: (await test.db.selectFrom('extraction_runs').select('id').execute()).length,
  jobs: (await test.db.selectFrom('jobs').select('id').execute()).length,
  files: (await test.db.selectFrom('files').select('id').execute()).length,
  blobs: await test.countBlobs(),
});

describe('extractFromFiles (issue 14: a run on files already in Files)', () => {
  it('runs on the caller’s PDFs where they are, in the order named, like a ZIP run', async () => {
    const invoice = await makeSpanishInvoice();
    const [first, second] = await stored(ana, 'drive', [
      { name: 'F-1.pdf', bytes: invoice },
      { name: 'F-2.pdf', bytes: await makeTextPdf(2, 'Factura dos') },
    ]);
    const before = await counts();
    const balance = await test.balanceOf(ana);

    const response = await runOnFiles(ana, [second ?? '', first ?? '', second ?? '']);
    expect(response.statusCode).toBe(202);
    const run = dataOf<Run>(response);
    expect(run).toMatchObject({
      config_name: 'Facturas',
      status: 'queued',
      total: 2,
      documents: [
        { file_name: 'F-2.pdf', status: 'queued' },
        { file_name: 'F-1.pdf', status: 'queued' },
      ],
    });
    // No copy: one run, one job, the same files and blobs; nothing spent before the work.
    expect(await counts()).toEqual({ ...before, runs: before.runs + 1, jobs: before.jobs + 1 });
    expect(await test.balanceOf(ana)).toBe(balance);
    const documents = await test.db
      .selectFrom('extracted_documents')
      .select('file_id')
      .where('run_id', '=', run.run_id)
      .orderBy('created_at', 'desc')
      .execute();
    expect(documents.map((document) => document.file_id)).toEqual([second, first]);

    expect(await test.runJob(run.run_id)).toMatchObject({ status: 'succeeded', done: 2 });
    const after = await test.call(ana, { method: 'GET', url: `/extractor/runs/${run.run_id}` });
    expect(dataOf<Run>(after)).toMatchObject({ status: 'succeeded', done: 2, failed: 0 });
    expect(await test.balanceOf(ana)).toBe(balance - 3);
    const folder = await test.db
      .selectFrom('files as f')
      .innerJoin('folders as fo', 'fo.id', 'f.folder_id')
      .select('fo.name')
      .where('f.id', '=', first ?? '')
      .executeTakeFirstOrThrow();
    expect(folder.name).toBe('drive');
  });

  it.each([
    ['another user’s file', 'RESOURCE_NOT_FOUND', 404],
    ['a file that is not a PDF', 'UNSUPPORTED_MEDIA_TYPE', 415],
    ['more files than the limit', 'TOO_MANY_FILES', 422],
    ['a PDF of more pages than the limit', 'FILE_TOO_MANY_PAGES', 422],
    ['more pages in all than the limit', 'TOTAL_PAGES_EXCEEDED', 422],
    ['an empty list', 'BAD_REQUEST', 400],
  ] as const)('refuses %s before any work (%s), writing nothing', async (name, code, status) => {
    const pdf = await makeTextPdf(1);
    const ids: Record<typeof name, () => Promise<string[]>> = {
      'another user’s file': () => stored(bob, 'drive', [{ name: 'b.pdf', bytes: pdf }]),
      'a file that is not a PDF': async () => [
        ...(await stored(ana, 'drive', [{ name: 'ok.pdf', bytes: pdf }])),
        ...(await stored(ana, 'drive', [
          { name: 'notas.txt', bytes: new TextEncoder().encode('hola'), type: 'text/plain' },
        ])),
      ],
      'more files than the limit': () =>
        stored(
          ana,
          'lote',
          ['1', '2', '3', '4'].map((n) => ({ name: `${n}.pdf`, bytes: pdf })),
        ),
      'a PDF of more pages than the limit': async () =>
        stored(ana, 'drive', [{ name: 'largo.pdf', bytes: await makeTextPdf(3) }]),
      'more pages in all than the limit': async () => {
        const two = await makeTextPdf(2, 'Dos');
        return stored(
          ana,
          'drive',
          ['x', 'y', 'z'].map((n) => ({ name: `${n}.pdf`, bytes: two })),
        );
      },
      'an empty list': () => Promise.resolve([]),
    };
    const fileIds = await ids[name]();
    const before = await counts();
    const balance = await test.balanceOf(ana);
    const response = await runOnFiles(ana, fileIds);
    expect(response.json()).toMatchObject({ errorCode: code });
    expect(response.statusCode).toBe(status);
    expect(await counts()).toEqual(before);
    expect(await test.balanceOf(ana)).toBe(balance);
  });

  it('refuses files the balance cannot pay for, and another user’s configuration', async () => {
    const poor = await test.signIn();
    expect((await test.saveConfiguration(poor)).statusCode).toBe(200);
    await test.setBalance(poor, 1);
    const ids = await stored(poor, 'drive', [{ name: 'dos.pdf', bytes: await makeTextPdf(2) }]);
    const before = await counts();
    const refused = await runOnFiles(poor, ids);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      errorCode: 'INSUFFICIENT_BALANCE',
      detail: { required: 2, available: 1 },
    });
    const anaIds = await stored(ana, 'drive', [{ name: 'c.pdf', bytes: await makeTextPdf(1) }]);
    const notTheirs = await runOnFiles(bob, anaIds);
    expect(notTheirs.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
    expect((await counts()).runs).toBe(before.runs);
  });
});
