// The high-level client of @folio/sdk (issue 21) against the real servers: one signed-in
// `createFolio`, every resource it has, with no generated path, no cast and no user context
// written by the test.
import { FolioError, type Folio, type Run } from '@folio/sdk';
import { unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';

import { REPORT } from '../support/chat-users';
import { makeInvoicePdf, INVOICE_ATTRIBUTES } from '../support/results-fixture';
import { pdfText } from '../support/pdf-text';
import { pdfWithLines } from '../support/sample-files';
import { signInWithSdk } from '../support/sdk-account';

let folio: Folio;
let email: string;

beforeAll(async () => {
  const signedIn = await signInWithSdk('sdk.client');
  folio = signedIn.folio;
  email = signedIn.account.email;
}, 60_000);

/** Every item of an async iterable (Array.fromAsync is past the ES2023 lib). */
async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) {
    all.push(item);
  }
  return all;
}

const pdfFile = async (name: string, lines: string[]) =>
  new File([new Uint8Array(await pdfWithLines([lines]))], name, { type: 'application/pdf' });

describe('files and folders', () => {
  it('uploads with progress, lists across pages, searches, downloads, copies, moves, deletes', async () => {
    await folio.folders.create('sdk-a');
    await folio.folders.create('sdk-b');
    expect((await folio.folders.list()).map((folder) => folder.topico)).toEqual(
      expect.arrayContaining(['sdk-a', 'sdk-b']),
    );

    const progress: number[] = [];
    const first = await folio.files.upload(await pdfFile('uno.pdf', ['Primero']), {
      folder: 'sdk-a',
      onProgress: (sent) => progress.push(sent),
    });
    expect(first).toMatchObject({ blob_name: 'sdk-a/uno.pdf', filename: 'uno.pdf' });
    expect(progress.length).toBeGreaterThan(0);
    await folio.files.upload(
      { data: new Blob(['hola']).stream(), name: 'dos.txt' },
      { folder: 'sdk-a' },
    );
    await folio.files.upload({ data: new Blob(['adiós']), name: 'tres.txt' }, { folder: 'sdk-a' });

    // A page of one file at a time: the iterator follows the cursor through three pages.
    const names: string[] = [];
    for await (const file of folio.files.list({ topico: 'sdk-a', limit: 1, sort: 'name' })) {
      names.push(file.filename);
    }
    expect(names.sort()).toEqual(['dos.txt', 'tres.txt', 'uno.pdf']);

    expect((await folio.files.search('tres')).map((file) => file.blob_name)).toEqual([
      'sdk-a/tres.txt',
    ]);

    const download = await folio.files.download(first);
    expect(download.fileName).toBe('uno.pdf');
    expect(await pdfText(new Uint8Array(await download.blob.arrayBuffer()))).toContain('Primero');
    const streamed = await new Response(await folio.files.downloadStream(first)).arrayBuffer();
    expect(streamed.byteLength).toBe(download.blob.size);

    const copy = await folio.files.copy(first, 'sdk-b', { name: 'copia.pdf' });
    expect(copy).toMatchObject({ blob_name: 'sdk-b/copia.pdf' });
    const listed = await collect(folio.files.list({ topico: 'sdk-a' }));
    const text = listed.filter((file) => file.filename.endsWith('.txt'));
    await folio.files.move(text, 'sdk-b');
    await folio.files.delete([first]);
    const left = await collect(folio.files.list({ topico: 'sdk-b' }));
    expect(left.map((file) => file.filename).sort()).toEqual(['copia.pdf', 'dos.txt', 'tres.txt']);
    expect(await collect(folio.files.list({ topico: 'sdk-a' }))).toEqual([]);
  });

  it('fails with the catalogue code as a FolioError', async () => {
    const error = await folio.folders.create('sdk-a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FolioError);
    expect(error).toMatchObject({ code: 'FOLDER_NAME_EXISTS', status: 409 });
  });
});

describe('extractor', () => {
  it('runs a configuration over a ZIP with progress events, waits, reads and exports the results', async () => {
    await folio.extractor.configurations.save({
      name: 'FacturasSdk',
      document_type: 'invoice',
      attributes: INVOICE_ATTRIBUTES,
    });
    const zip = new Blob([
      zipSync({
        'F-1.pdf': await makeInvoicePdf('F-1'),
        'F-2.pdf': await makeInvoicePdf('F-2'),
      }),
    ]);
    const run = await folio.extractor.run('FacturasSdk', zip);
    const seen: Run[] = [];
    run.on('progress', (progress) => seen.push(progress));
    const finished = await run.done({ intervalMs: 200, timeoutMs: 120_000 });
    expect(finished).toMatchObject({ status: 'succeeded', total: 2, done: 2 });
    expect(seen.at(-1)?.status).toBe('succeeded');

    const documents = await collect(folio.extractor.results('FacturasSdk'));
    expect(documents.map((document) => document.file_name).sort()).toEqual(['F-1.pdf', 'F-2.pdf']);

    const csv = await folio.extractor.export('FacturasSdk', 'csv');
    expect(csv.fileName).toBe('FacturasSdk.csv');
    const rows = (await csv.blob.text()).split('\r\n');
    expect(rows[0]).toContain('invoice_number,fecha,total');
    expect(rows.some((row) => row.startsWith('F-2.pdf,'))).toBe(true);

    // The same results for a spreadsheet (a ZIP package) and for a script (issue 21).
    const xlsx = await folio.extractor.export('FacturasSdk', 'xlsx');
    expect(xlsx.fileName).toBe('FacturasSdk.xlsx');
    expect(Object.keys(unzipSync(new Uint8Array(await xlsx.blob.arrayBuffer())))).toContain(
      'xl/worksheets/sheet1.xml',
    );
    const json = JSON.parse(
      await (await folio.extractor.export('FacturasSdk', 'json')).blob.text(),
    ) as { documents: { file_name: string }[] };
    expect(json.documents.map((document) => document.file_name).sort()).toEqual([
      'F-1.pdf',
      'F-2.pdf',
    ]);
  });
});

describe('utils and account', () => {
  it('combines PDFs and reads the profile of the signed-in account', async () => {
    const combined = await folio.utils.combinePdfs([
      await pdfFile('a.pdf', ['Alfa']),
      await pdfFile('b.pdf', ['Beta']),
    ]);
    expect(combined.fileName).toBe('documento.pdf');
    const text = await pdfText(new Uint8Array(await combined.blob.arrayBuffer()));
    expect(text).toContain('Alfa');
    expect(text).toContain('Beta');
    const split = await folio.utils.splitPdf(await pdfFile('c.pdf', ['Gamma']), { ranges: '1' });
    expect(Object.keys(unzipSync(new Uint8Array(await split.blob.arrayBuffer())))).toHaveLength(1);

    expect(folio.account.username).toBe(email);
    expect(await folio.account.profile()).toMatchObject({ email });
  });
});

describe('chat', () => {
  it('asks a trained topic and reads the answer as it streams, with its citations', async () => {
    await folio.chat.topics.create(
      'InformesSdk',
      new File([new Uint8Array(await pdfWithLines([REPORT]))], 'informe.pdf', {
        type: 'application/pdf',
      }),
      { descripcion: 'Informes anuales' },
    );
    await folio.chat.topics.trained('informessdk', { intervalMs: 200, timeoutMs: 60_000 });
    const answer = folio.chat.ask('informessdk', '¿Cuándo se inauguró la planta de Sevilla?');
    const parts: string[] = [];
    for await (const text of answer) {
      parts.push(text);
    }
    const result = await answer.done();
    expect(parts.length).toBeGreaterThan(0);
    expect(result.text).toBe(parts.join(''));
    expect(result.text).toContain('2019');
    expect(result.citations[0]).toMatchObject({ filename: 'informe.pdf', page: 1 });
    expect(result.answer.conversation.conversation_id).toBeTruthy();
  });
});
