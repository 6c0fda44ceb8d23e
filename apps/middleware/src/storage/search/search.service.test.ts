import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BlobStore } from '../../blobs/blob-store';
import { createFileBlobStore } from '../../blobs/file-blob-store';
import { openTestDatabase, type TestDatabase } from '../../db/testing';
import { indexFile, makeDocx, makePdf, makeXlsx, storeFile } from '../index/testing/indexed-files';
import { insertUser } from '../../testing/user-rows';
import { GLOBAL_SEARCH_TOPIC, searchFileContents } from './search.service';

let database: TestDatabase;
let blobs: BlobStore;
let blobDir: string;
let ana: string;
let bob: string;
const ids: Record<string, string> = {};

async function storeAndIndex(userId: string, folder: string, filename: string, bytes: Uint8Array) {
  const id = await storeFile(database.db, blobs, { userId, folder, filename, bytes });
  await indexFile(database, blobs, id);
  return id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  blobDir = await mkdtemp(join(tmpdir(), 'folio-search-'));
  blobs = createFileBlobStore(blobDir);
  ana = await insertUser(database.db, 'ana@example.com');
  bob = await insertUser(database.db, 'bob@example.com');
  ids['pdf'] = await storeAndIndex(
    ana,
    'docs',
    'mixto.pdf',
    await makePdf([
      ['Resumen del trimestre y notas del equipo comercial'],
      ['La factura del proveedor vence el lunes', 'Facturas pendientes: ninguna'],
      ['The invoice from the supplier is due on Monday'],
    ]),
  );
  ids['docx'] = await storeAndIndex(
    ana,
    'contratos',
    'contrato.docx',
    await makeDocx(['Contrato de arrendamiento del local', 'Cláusula: a < b & "c" <b>negrita</b>']),
  );
  ids['xlsx'] = await storeAndIndex(
    ana,
    'docs',
    'cuentas.xlsx',
    await makeXlsx({ Resumen: [['Proveedor', 'Importe']], Detalle: [['Arrendamiento', 900]] }),
  );
  ids['bob'] = await storeAndIndex(
    bob,
    'docs',
    'bob.pdf',
    await makePdf([['La factura secreta de Bob con el proveedor vence el lunes']]),
  );
});
afterAll(async () => {
  await database.close();
  await rm(blobDir, { recursive: true, force: true });
});

const search = (
  query: string,
  options: { folder?: string; limit?: number; userId?: string } = {},
) =>
  searchFileContents(database.db, {
    userId: options.userId ?? ana,
    query,
    folder: options.folder ?? GLOBAL_SEARCH_TOPIC,
    limit: options.limit ?? 20,
  });

describe('searchFileContents', () => {
  it('finds the file and page, with the match marked in the snippet', async () => {
    const [hit, ...rest] = await search('proveedor lunes');
    expect(rest).toHaveLength(0);
    expect(hit).toMatchObject({ page: 2, file: { id: ids['pdf'], blob_name: 'docs/mixto.pdf' } });
    expect(hit?.snippet).toContain('<mark>proveedor</mark>');
    expect(hit?.snippet).toContain('<mark>lunes</mark>');
    expect(hit?.rank).toBeGreaterThan(0);
  });

  it('stems Spanish: facturas finds factura', async () => {
    const hits = await search('facturas');
    expect(hits.map((hit) => [hit.file.filename, hit.page])).toEqual([['mixto.pdf', 2]]);
    expect(hits[0]?.snippet).toMatch(/<mark>factura<\/mark>/u);
    expect(hits[0]?.snippet).toMatch(/<mark>Facturas<\/mark>/u);
  });

  it('stems English: invoices finds invoice', async () => {
    const hits = await search('invoices');
    expect(hits.map((hit) => [hit.file.filename, hit.page])).toEqual([['mixto.pdf', 3]]);
    expect(hits[0]?.snippet).toContain('<mark>invoice</mark>');
  });

  it("never answers another user's files", async () => {
    const hits = await search('factura secreta Bob');
    expect(hits).toEqual([]);
    const bobs = await search('factura secreta', { userId: bob });
    expect(bobs.map((hit) => hit.file.id)).toEqual([ids['bob']]);
    expect((await search('proveedor')).every((hit) => hit.file.id !== ids['bob'])).toBe(true);
  });

  it('ranks best first, one hit per file and page', async () => {
    const hits = await search('arrendamiento');
    expect(hits.map((hit) => hit.file.filename).sort()).toEqual(['contrato.docx', 'cuentas.xlsx']);
    const ranks = hits.map((hit) => hit.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    // The sheet `Detalle` is the workbook's second page.
    expect(hits.find((hit) => hit.file.filename === 'cuentas.xlsx')?.page).toBe(2);
    const keys = (await search('proveedor')).map((hit) => `${hit.file.id}:${hit.page}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('understands phrases, OR and excluded words (websearch syntax)', async () => {
    expect((await search('"invoice from the supplier"')).map((hit) => hit.page)).toEqual([3]);
    expect((await search('invoice OR arrendamiento')).length).toBe(3);
    expect((await search('factura -pendientes')).length).toBe(0);
    // Exclusion is per page: the workbook's sheet naming the supplier has no arrears.
    const hits = await search('proveedor -pendientes');
    expect(hits.map((hit) => [hit.file.filename, hit.page])).toEqual([['cuentas.xlsx', 1]]);
  });

  it('escapes the text of the snippet: only <mark> is markup', async () => {
    const [hit] = await search('cláusula');
    expect(hit?.snippet).toContain('a &lt; b &amp; &quot;c&quot;');
    expect(hit?.snippet.replace(/<\/?mark>/gu, '')).not.toMatch(/[<>]/u);
  });

  it('searches one folder by name, or every folder for BUSQUEDA_GLOBAL and all', async () => {
    expect((await search('arrendamiento', { folder: 'contratos' })).length).toBe(1);
    expect((await search('arrendamiento', { folder: 'DOCS' })).length).toBe(1);
    expect((await search('arrendamiento', { folder: 'all' })).length).toBe(2);
  });

  it("refuses a folder the user does not have with RESOURCE_NOT_FOUND, another user's too", async () => {
    await expect(search('factura', { folder: 'nada' })).rejects.toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
    });
    await database.db
      .insertInto('folders')
      .values({
        user_id: bob,
        empresa: 'demo',
        name: 'privado',
        description: null,
        system_kind: null,
      })
      .execute();
    await expect(search('factura', { folder: 'privado' })).rejects.toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
    });
  });

  it('answers nothing for stop words of both languages, and keeps to the limit', async () => {
    expect(await search('a')).toEqual([]);
    expect(await search('proveedor OR arrendamiento OR invoice', { limit: 2 })).toHaveLength(2);
  });
});
