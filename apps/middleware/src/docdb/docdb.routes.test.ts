import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makePdf, text } from '../storage/testing/fixtures';
import {
  contextOf,
  createStorageTestApp,
  multipartBody,
  type StorageTestApp,
  type TestUser,
  type UploadFile,
} from '../storage/testing/storage-test-app';
import type { DocdbRecord } from './docdb-view';
import { seedResults } from './testing/seed-results';

let test: StorageTestApp;
let ana: TestUser;
let bea: TestUser;
let anaDocuments: string[];
let beaDocuments: string[];

beforeAll(async () => {
  test = await createStorageTestApp();
  ana = await test.signIn();
  bea = await test.signIn();
  ({ documentIds: anaDocuments } = await seedResults(test, ana));
  ({ documentIds: beaDocuments } = await seedResults(test, bea, 'Ajenas'));
});
afterAll(async () => {
  await test.close();
});

/** Blobs under `docdb/`: a refused or deleted row leaves none behind. */
async function docdbBlobs(): Promise<number> {
  const entries = await readdir(join(test.config.dataDir, 'blobs', 'objects', 'docdb'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

async function insert(user: TestUser, fields: Record<string, unknown>, files: UploadFile[] = []) {
  const body = await multipartBody({ ...contextOf(user), ...fields }, files);
  return test.call(user, {
    method: 'POST',
    url: '/docdb/insert',
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': 'en' },
  });
}

async function form(user: TestUser, url: string, fields: Record<string, unknown>) {
  const body = await multipartBody({ ...contextOf(user), ...fields }, []);
  return test.call(user, { method: 'POST', url, payload: body.payload, headers: body.headers });
}

const json = (user: TestUser, method: 'POST' | 'DELETE', url: string, payload: object) =>
  test.call(user, { method, url, payload: { ...contextOf(user), ...payload } });

const pdfFile = async (name: string): Promise<UploadFile> => ({
  name,
  bytes: await makePdf(1),
  type: 'application/pdf',
});

describe('docdbInsert from extracted documents', () => {
  let records: DocdbRecord[];

  beforeAll(async () => {
    const response = await insert(ana, {
      configName: 'Facturas',
      date: '2025-02-01T10:00:00Z',
      document_ids: anaDocuments,
    });
    expect(response.statusCode).toBe(201);
    records = response.json<{ data: DocdbRecord[] }>().data;
  });

  it('answers the SPEC §8 notice as message, in the client language', async () => {
    const response = await insert(ana, { configName: 'Avisos', document_ids: [anaDocuments[1]] });
    expect(response.json<{ message?: string }>().message).toBe(
      'Data sent successfully to database',
    );
  });

  it('copies each document’s plain data and its PDF into a row (SPEC §7 insert)', () => {
    expect(records).toHaveLength(2);
    const first = records.find((record) => record.document_id === anaDocuments[0]);
    expect(first).toMatchObject({
      config_name: 'Facturas',
      date: '2025-02-01T10:00:00.000Z',
      data: {
        headers: { invoice_number: 'F-1', total: 121 },
        items: [
          { description: 'Consultoría', amount: 100 },
          { description: '=cmd|calc', amount: 21 },
        ],
      },
      files: [{ file_name: 'f1.pdf' }],
    });
    expect(first?.files[0]?.size).toBeGreaterThan(100);
  });

  it('lists the rows of a configuration with "query all", newest first, for their owner only', async () => {
    const response = await json(ana, 'POST', '/extractor/query-all', { config_name: 'facturas' });
    const rows = response.json<{ data: DocdbRecord[] }>().data;
    expect(rows.map((row) => row._id).sort()).toEqual(records.map((row) => row._id).sort());
    const foreign = await json(bea, 'POST', '/extractor/query-all', { config_name: 'Facturas' });
    expect(foreign.json<{ data: DocdbRecord[] }>().data).toEqual([]);
  });

  it('gets one row by _id from a json_data form, and not another user’s', async () => {
    const id = records[0]?._id;
    const response = await form(ana, '/docdb/get-file', { _id: id });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: DocdbRecord }>().data._id).toBe(id);
    const urlencoded = await test.call(ana, {
      method: 'POST',
      url: '/docdb/get-file',
      payload: new URLSearchParams({
        json_data: JSON.stringify({ ...contextOf(ana), _id: id }),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.statusCode).toBe(200);
    const foreign = await form(bea, '/docdb/get-file', { _id: id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
  });

  it('retrieves the rows holding given PDFs', async () => {
    const fileId = records[1]?.files[0]?.file_id;
    const response = await json(ana, 'POST', '/docdb/retrieve-pdfs', { file_ids: [fileId] });
    expect(response.json<{ data: DocdbRecord[] }>().data.map((row) => row._id)).toEqual([
      records[1]?._id,
    ]);
  });

  it('downloads one PDF as itself and several as archivos.zip', async () => {
    const ids = records.map((record) => record.files[0]?.file_id);
    const one = await form(ana, '/docdb/download', { file_ids: [ids[0]] });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.headers['content-disposition']).toContain(
      `filename="${records[0]?.files[0]?.file_name ?? ''}"`,
    );
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const both = await form(ana, '/docdb/download', { file_ids: ids });
    expect(both.headers['content-type']).toBe('application/zip');
    expect(both.headers['content-disposition']).toContain('filename="archivos.zip"');
    const entries = unzipSync(new Uint8Array(both.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(['f1.pdf', 'f2.pdf']);
    const foreign = await form(bea, '/docdb/download', { file_ids: [ids[0]] });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a document of another user without writing anything', async () => {
    const before = await docdbBlobs();
    const response = await insert(ana, { configName: 'Facturas', document_ids: [beaDocuments[0]] });
    expect(response.statusCode).toBe(404);
    expect(await docdbBlobs()).toBe(before);
  });
});

describe('docdbInsert from data and PDFs', () => {
  it('files one row with every PDF for an object, one row per PDF for a list', async () => {
    const single = await insert(ana, { configName: 'Manual', data: { headers: { total: 5 } } }, [
      await pdfFile('a.pdf'),
      await pdfFile('b.pdf'),
    ]);
    expect(single.statusCode).toBe(201);
    const [row] = single.json<{ data: DocdbRecord[] }>().data;
    expect(row?.files.map((file) => file.file_name)).toEqual(['a.pdf', 'b.pdf']);
    expect(row?.data).toEqual({ headers: { total: 5 } });
    const list = await insert(ana, { configName: 'Manual', data: [{ n: 1 }, { n: 2 }] }, [
      await pdfFile('c.pdf'),
      await pdfFile('d.pdf'),
    ]);
    const rows = list.json<{ data: DocdbRecord[] }>().data;
    expect(rows).toHaveLength(2);
    expect(rows.flatMap((item) => item.files.map((file) => file.file_name)).sort()).toEqual([
      'c.pdf',
      'd.pdf',
    ]);
  });

  it('refuses a file that is not a PDF and keeps no blob of the request', async () => {
    const before = await docdbBlobs();
    const response = await insert(ana, { configName: 'Manual', data: { n: 1 } }, [
      await pdfFile('ok.pdf'),
      { name: 'notes.txt', bytes: text('hello'), type: 'text/plain' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 'FILE_VALIDATION_ERROR' });
    expect(await docdbBlobs()).toBe(before);
  });

  it('refuses an insert without document_ids or data, and a foreign user context', async () => {
    const missing = await insert(ana, { configName: 'Manual' });
    expect(missing.json()).toMatchObject({ errorCode: 'MISSING_PARAMETERS' });
    const body = await multipartBody({ ...contextOf(bea), configName: 'X', data: {} }, []);
    const forged = await test.call(ana, {
      method: 'POST',
      url: '/docdb/insert',
      payload: body.payload,
      headers: body.headers,
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('docdb deletions', () => {
  it('deletes one file of a row, then the whole row, with their blobs', async () => {
    const created = await insert(ana, { configName: 'Borrar', data: { n: 1 } }, [
      await pdfFile('x.pdf'),
      await pdfFile('y.pdf'),
    ]);
    const [row] = created.json<{ data: DocdbRecord[] }>().data;
    const [x, y] = row?.files ?? [];
    const before = await docdbBlobs();

    const removed = await json(ana, 'DELETE', '/docdb/files', {
      _id: row?._id,
      file_id: x?.file_id,
    });
    expect(removed.json()).toEqual({ success: true, count: 1 });
    expect(await docdbBlobs()).toBe(before - 1);
    const after = await form(ana, '/docdb/get-file', { _id: row?._id });
    expect(after.json<{ data: DocdbRecord }>().data.files.map((file) => file.file_id)).toEqual([
      y?.file_id,
    ]);
    expect((await form(ana, '/docdb/download', { file_ids: [x?.file_id] })).statusCode).toBe(404);

    const foreign = await json(bea, 'DELETE', '/docdb/documents', { _id: row?._id });
    expect(foreign.statusCode).toBe(404);
    const deleted = await json(ana, 'DELETE', '/docdb/documents', { _id: row?._id });
    expect(deleted.json()).toEqual({ success: true, count: 1 });
    expect(await docdbBlobs()).toBe(before - 2);
    expect((await form(ana, '/docdb/get-file', { _id: row?._id })).statusCode).toBe(404);
  });
});

describe('trainChatbotFromResults', () => {
  it('stores the request with the topic lower-cased and answers 202 with its id', async () => {
    const response = await json(ana, 'POST', '/extractor/train-chatbot', {
      config_name: 'Facturas',
      topico: '  Facturas 2025 ',
      document_ids: [anaDocuments[1]],
    });
    expect(response.statusCode).toBe(202);
    const { id } = response.json<{ id: string }>();
    const row = await test.db
      .selectFrom('chatbot_training_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: ana.id,
      config_name: 'Facturas',
      topico: 'facturas 2025',
      document_ids: [anaDocuments[1]],
      status: 'pending',
    });
  });

  it('names every result of the configuration when no document is given', async () => {
    const response = await json(ana, 'POST', '/extractor/train-chatbot', {
      config_name: 'facturas',
      topico: 'todo',
    });
    const { id } = response.json<{ id: string }>();
    const row = await test.db
      .selectFrom('chatbot_training_requests')
      .select('document_ids')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect([...row.document_ids].sort()).toEqual([...anaDocuments].sort());
  });

  it("refuses another user's configuration or document with RESOURCE_NOT_FOUND", async () => {
    const config = await json(ana, 'POST', '/extractor/train-chatbot', {
      config_name: 'Ajenas',
      topico: 't',
    });
    expect(config.statusCode).toBe(404);
    const document = await json(ana, 'POST', '/extractor/train-chatbot', {
      config_name: 'Facturas',
      topico: 't',
      document_ids: [beaDocuments[0]],
    });
    expect(document.statusCode).toBe(404);
  });
});
