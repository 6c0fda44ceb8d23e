import {
  expectData,
  jsonDataForm,
  toDownload,
  userContext,
  type MiddlewareComponents,
} from '@folio/sdk';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';

import { failure } from '../support/failure';
import {
  insertIntoDocdb,
  makeInvoicePdf,
  runInvoices,
  saveConfiguration,
  signInNewUser,
  type ResultsUser,
} from '../support/results-fixture';

type Schemas = MiddlewareComponents['schemas'];

let ana: ResultsUser;
let bea: ResultsUser;
let documents: Schemas['ExtractedDocument'][];

beforeAll(async () => {
  ana = await signInNewUser('docdb.ana');
  bea = await signInNewUser('docdb.bea');
  await saveConfiguration(ana, 'Enviar');
  documents = await runInvoices(ana, 'Enviar', ['D-0001', 'D-0002']);
}, 180_000);

/** One row as `user` (SPEC §7 get file: form `json_data` with `_id`). */
const getFile = (user: ResultsUser, id: string | undefined) =>
  user.api.POST(
    '/docdb/get-file',
    jsonDataForm('docdbGetFile', { ...userContext(user.email), _id: id ?? '' }),
  );

/** The PDFs `fileIds` as `user`: one PDF, or a ZIP of several (SPEC §7 PDF/ZIP download). */
const download = (user: ResultsUser, fileIds: string[]) =>
  user.api.POST('/docdb/download', {
    ...jsonDataForm('docdbDownload', { ...userContext(user.email), file_ids: fileIds }),
    parseAs: 'blob',
  });

describe('the document database through the SDK', () => {
  let rows: Schemas['DocdbRecord'][];

  beforeAll(async () => {
    rows = await insertIntoDocdb(ana, 'Enviar', documents);
  });

  it('sends the documents with their data and a copy of their PDFs, and query-all returns them', async () => {
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.config_name).toBe('Enviar');
      expect(row.data).toHaveProperty('headers');
      expect(row.data).toHaveProperty('items');
      expect(row.files).toHaveLength(1);
    }
    const all = await expectData(
      ana.api.POST('/extractor/query-all', {
        body: { ...userContext(ana.email), config_name: 'Enviar' },
      }),
    );
    expect(all.data.map((row) => row._id).sort()).toEqual(rows.map((row) => row._id).sort());
  });

  it('gets a row, retrieves rows by PDF and refuses them to another user', async () => {
    const [first] = rows;
    const one = await expectData(getFile(ana, first?._id));
    expect(one.data._id).toBe(first?._id);
    const fileId = first?.files[0]?.file_id ?? '';
    const byPdf = await expectData(
      ana.api.POST('/docdb/retrieve-pdfs', {
        body: { ...userContext(ana.email), file_ids: [fileId] },
      }),
    );
    expect(byPdf.data.map((row) => row._id)).toEqual([first?._id]);
    const error = await failure(getFile(bea, first?._id));
    expect(error.code).toBe('RESOURCE_NOT_FOUND');
  });

  it('downloads one PDF, and several as archivos.zip', async () => {
    const ids = rows.map((row) => row.files[0]?.file_id ?? '');
    const one = toDownload(await download(ana, ids.slice(0, 1)), 'documento.pdf');
    expect(one.fileName).toMatch(/^D-000[12]\.pdf$/u);
    expect(new TextDecoder().decode((await one.blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const zip = toDownload(await download(ana, ids), 'archivos.zip');
    expect(zip.fileName).toBe('archivos.zip');
    const entries = unzipSync(new Uint8Array(await zip.blob.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['D-0001.pdf', 'D-0002.pdf']);
  });

  it('inserts rows given directly with their PDFs, then deletes a file and a row', async () => {
    const pdf = new Uint8Array(await makeInvoicePdf('X-1'));
    const inserted = await expectData(
      ana.api.POST(
        '/docdb/insert',
        jsonDataForm(
          'docdbInsert',
          { ...userContext(ana.email), configName: 'Manual', data: { headers: { total: 5 } } },
          {
            file: ['extra-1.pdf', 'extra-2.pdf'].map(
              (name) => new File([pdf], name, { type: 'application/pdf' }),
            ),
          },
        ),
      ),
    );
    const [row] = inserted.data;
    expect(row?.files.map((file) => file.file_name)).toEqual(['extra-1.pdf', 'extra-2.pdf']);
    const [first, second] = row?.files ?? [];
    await expectData(
      ana.api.DELETE('/docdb/files', {
        body: { ...userContext(ana.email), _id: row?._id ?? '', file_id: first?.file_id ?? '' },
      }),
    );
    const after = await expectData(getFile(ana, row?._id));
    expect(after.data.files.map((file) => file.file_id)).toEqual([second?.file_id]);
    await expectData(
      ana.api.DELETE('/docdb/documents', {
        body: { ...userContext(ana.email), _id: row?._id ?? '' },
      }),
    );
    const gone = await failure(getFile(ana, row?._id));
    expect(gone.code).toBe('RESOURCE_NOT_FOUND');
  });

  it('stores a train-chatbot request and answers 202', async () => {
    const result = await ana.api.POST('/extractor/train-chatbot', {
      body: { ...userContext(ana.email), config_name: 'Enviar', topico: 'Facturas' },
    });
    expect(result.response.status).toBe(202);
    expect(result.data?.success).toBe(true);
    expect(result.data?.id).toMatch(/^[0-9a-f-]{36}$/u);
  });
});
