import { expectData, jsonDataForm, userContext, type JsonDataFields } from '@folio/sdk';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { registerVerifiedAccount } from '../support/accounts';
import { clientsForRun } from '../support/clients';
import { failure } from '../support/failure';
import { docxWithParagraphs, pdfWithLines } from '../support/sample-files';

// Content index, content search and preview of stored files (issue 5), through the SDK against
// the built servers: upload, wait for the `storage.index` job, search, preview.

const servers = inject('servers');
const clients = clientsForRun();

type User = { email: string; token: string };

async function signIn(): Promise<User> {
  const email = `search.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const account = await registerVerifiedAccount(clients, servers.dataDir, email);
  const session = await expectData(clients.middleware.POST('/auth/login', { body: account }));
  return { email, token: session.access_token };
}

const bearer = (user: User) => ({ authorization: `Bearer ${user.token}` });

async function makeXlsx(rows: Array<Array<string | number>>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Gastos').addRows(rows);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const file = (name: string, bytes: Uint8Array) => new File([new Uint8Array(bytes)], name);

async function upload(user: User, topico: string, files: File[]) {
  const body = await expectData(
    clients.middleware.POST('/storage/upload', {
      ...jsonDataForm('uploadFiles', { ...userContext(user.email), topico }, { file: files }),
      headers: bearer(user),
    }),
  );
  return body.data.archivos;
}

/** Polls getFileInfo until the file's index status is final (the job runs in the server). */
async function waitUntilIndexed(user: User, blobName: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const info = await expectData(
      clients.middleware.GET('/storage/files/info', {
        params: { query: { empresa: 'demo', blob_name: blobName } },
        headers: bearer(user),
      }),
    );
    if (!['pending', 'indexing'].includes(info.data.index_status) || Date.now() > deadline) {
      return info.data;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function search(user: User, fields: JsonDataFields<'searchFileContents'>, as = user) {
  return expectData(
    clients.middleware.POST('/storage/search', {
      ...jsonDataForm('searchFileContents', { ...userContext(as.email), ...fields }),
      headers: bearer(user),
    }),
  );
}

function preview(user: User, blobName: string) {
  return expectData(
    clients.middleware.POST('/storage/files/preview', {
      body: { empresa: 'demo', user: user.email, nombre_archivo: blobName },
      headers: bearer(user),
    }),
  );
}

let ana: User;
let bob: User;
beforeAll(async () => {
  [ana, bob] = await Promise.all([signIn(), signIn()]);
  await upload(ana, 'contabilidad', [
    file(
      'facturas.pdf',
      await pdfWithLines([
        ['Resumen del trimestre para la junta'],
        ['La factura del proveedor Acme vence el lunes'],
        ['The invoice from Acme is overdue'],
      ]),
    ),
    file('contrato.docx', await docxWithParagraphs(['Contrato de arrendamiento del almacén'])),
    file(
      'gastos.xlsx',
      await makeXlsx([
        ['Concepto', 'Importe'],
        ['Mantenimiento del almacén', 300],
      ]),
    ),
  ]);
  await upload(bob, 'contabilidad', [
    file('bob.pdf', await pdfWithLines([['La factura confidencial de Bob para Acme']])),
  ]);
  for (const name of ['facturas.pdf', 'contrato.docx', 'gastos.xlsx']) {
    expect((await waitUntilIndexed(ana, `contabilidad/${name}`)).index_status).toBe('indexed');
  }
  expect((await waitUntilIndexed(bob, 'contabilidad/bob.pdf')).index_status).toBe('indexed');
}, 120_000);

describe('content search (SPEC §7 search content in files)', () => {
  it('finds the file and page, stemming Spanish and English, with a marked snippet', async () => {
    const spanish = await search(ana, { prompt: 'facturas', topico: 'BUSQUEDA_GLOBAL' });
    expect(spanish.data.results.map((hit) => [hit.file.blob_name, hit.page])).toEqual([
      ['contabilidad/facturas.pdf', 2],
    ]);
    expect(spanish.data.results[0]?.snippet).toContain('<mark>factura</mark>');
    const english = await search(ana, { prompt: 'invoices', topico: 'BUSQUEDA_GLOBAL' });
    expect(english.data.results.map((hit) => hit.page)).toEqual([3]);
  });

  it('searches DOCX and spreadsheets, best first, in one folder by name', async () => {
    const hits = await search(ana, { prompt: 'almacén', topico: 'contabilidad' });
    expect(hits.data.results.map((hit) => hit.file.filename).sort()).toEqual([
      'contrato.docx',
      'gastos.xlsx',
    ]);
    const ranks = hits.data.results.map((hit) => hit.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("never shows another user's files", async () => {
    const hits = await search(ana, { prompt: 'confidencial Bob', topico: 'BUSQUEDA_GLOBAL' });
    expect(hits.data.results).toEqual([]);
    const acme = await search(ana, { prompt: 'Acme', topico: 'BUSQUEDA_GLOBAL' });
    expect(acme.data.results.every((hit) => hit.file.blob_name !== 'contabilidad/bob.pdf')).toBe(
      true,
    );
  });

  it('refuses a blank prompt, an unknown folder and another user context', async () => {
    expect((await failure(search(ana, { prompt: ' ', topico: 'BUSQUEDA_GLOBAL' }))).code).toBe(
      'MISSING_PARAMETERS',
    );
    expect((await failure(search(ana, { prompt: 'x', topico: 'nada' }))).code).toBe(
      'RESOURCE_NOT_FOUND',
    );
    expect((await failure(search(ana, { prompt: 'x' }, bob))).code).toBe('FORBIDDEN');
  });
});

describe('preview (SPEC §7 preview file)', () => {
  it('answers a PDF with its pages, a spreadsheet with rows and a DOCX as HTML', async () => {
    const pdf = await preview(ana, 'contabilidad/facturas.pdf');
    expect(pdf.data).toMatchObject({ kind: 'pdf', pages: 3 });
    expect(pdf.data.file.access_count).toBeGreaterThanOrEqual(1);
    const sheet = await preview(ana, 'contabilidad/gastos.xlsx');
    expect(sheet.data.sheets).toEqual([
      {
        name: 'Gastos',
        rows: [
          ['Concepto', 'Importe'],
          ['Mantenimiento del almacén', 300],
        ],
        total_rows: 2,
      },
    ]);
    const docx = await preview(ana, 'contabilidad/contrato.docx');
    expect(docx.data).toMatchObject({
      kind: 'html',
      html: '<p>Contrato de arrendamiento del almacén</p>',
    });
  });

  it("answers RESOURCE_NOT_FOUND for another user's file", async () => {
    expect((await failure(preview(ana, 'contabilidad/bob.pdf'))).code).toBe('RESOURCE_NOT_FOUND');
  });
});
