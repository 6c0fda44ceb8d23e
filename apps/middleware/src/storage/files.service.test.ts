import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  contextOf,
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from './testing/storage-test-app';
import { PNG_BYTES, text } from './testing/fixtures';

type FileBody = {
  id: string;
  blob_name: string;
  filename: string;
  topico: string;
  kind: string;
  size: number;
  tags: string[];
  description: string | null;
  access_count: number;
};
type Page = { items: FileBody[]; total: number; next_cursor: string | null };

let test: StorageTestApp;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await createStorageTestApp();
  ana = await test.signIn();
  bob = await test.signIn();
  const files = [
    { name: 'Año fiscal.txt', bytes: text('a'.repeat(30)) },
    { name: 'banco.txt', bytes: text('b'.repeat(10)) },
    { name: 'cliente.txt', bytes: text('c'.repeat(20)) },
    { name: 'diagrama.png', bytes: PNG_BYTES },
    { name: 'extracto.csv', bytes: text('x;y\n1;2\n') },
  ];
  for (const file of files) {
    // One request each, so their creation times differ.
    expect((await test.upload(ana, [file], { topico: 'Docs' })).statusCode).toBe(201);
  }
  await test.upload(ana, [{ name: 'otro.txt', bytes: text('o') }]);
});
afterAll(async () => test.close());

async function list(user: TestUser, query: Record<string, string | number>): Promise<Page> {
  const response = await test.call(user, {
    method: 'GET',
    url: '/storage/files',
    query: {
      ...contextOf(user),
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Page }>().data;
}

/** Every page of a listing, following the cursors. */
async function listAll(user: TestUser, query: Record<string, string | number>) {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await list(user, { ...query, ...(cursor ? { cursor } : {}) });
    names.push(...page.items.map((file) => file.filename));
    cursor = page.next_cursor;
  } while (cursor);
  return names;
}

describe('listFiles (keyset pages, sorts, filters)', () => {
  it('walks every page once, in each order', async () => {
    const byName = await listAll(ana, { topico: 'Docs', sort: 'name', order: 'asc', limit: 2 });
    expect(byName).toEqual([
      'Año fiscal.txt',
      'banco.txt',
      'cliente.txt',
      'diagrama.png',
      'extracto.csv',
    ]);
    const bySize = await listAll(ana, { topico: 'Docs', sort: 'size', order: 'desc', limit: 2 });
    expect(bySize.slice(0, 3)).toEqual(['Año fiscal.txt', 'cliente.txt', 'diagrama.png']);
    const byDate = await listAll(ana, { topico: 'Docs', sort: 'date', order: 'asc', limit: 3 });
    expect(byDate).toEqual([
      'Año fiscal.txt',
      'banco.txt',
      'cliente.txt',
      'diagrama.png',
      'extracto.csv',
    ]);
    const byType = await listAll(ana, { topico: 'Docs', sort: 'type', order: 'asc', limit: 1 });
    expect(byType).toEqual([
      'Año fiscal.txt',
      'banco.txt',
      'cliente.txt',
      'extracto.csv',
      'diagrama.png',
    ]);
  });

  it('counts every match across pages and lists every folder in the all view', async () => {
    const page = await list(ana, { limit: 2 });
    expect(page.total).toBe(6);
    expect(page.items).toHaveLength(2);
    expect((await list(ana, { topico: 'all' })).total).toBe(6);
  });

  it('filters by kind and by a name fragment ignoring case and accents', async () => {
    expect((await list(ana, { kind: 'image' })).items.map((file) => file.filename)).toEqual([
      'diagrama.png',
    ]);
    expect((await list(ana, { q: 'ANO F' })).items.map((file) => file.filename)).toEqual([
      'Año fiscal.txt',
    ]);
    expect((await list(ana, { q: '%' })).total).toBe(0);
  });

  it('refuses a cursor of another order', async () => {
    const page = await list(ana, { sort: 'name', limit: 1 });
    const response = await test.call(ana, {
      method: 'GET',
      url: '/storage/files',
      query: { ...contextOf(ana), sort: 'size', cursor: page.next_cursor ?? '' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('files by name', () => {
  it('answers the latest files first, 10 by default (SPEC §9)', async () => {
    const response = await test.call(ana, {
      method: 'POST',
      url: '/storage/files/recent',
      payload: new URLSearchParams({ ...contextOf(ana), limit: '2' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const page = response.json<{ data: Page }>().data;
    expect(page.items.map((file) => file.filename)).toEqual(['otro.txt', 'extracto.csv']);
    expect(page.total).toBe(6);
  });

  it('searches names with * and ? wildcards, case and accent insensitive', async () => {
    const search = async (pattern: string) =>
      (
        await test.call(ana, {
          method: 'GET',
          url: '/storage/files/search',
          query: { empresa: 'demo', pattern },
        })
      )
        .json<{ data: Page }>()
        .data.items.map((file) => file.filename);
    expect(await search('*.TXT')).toEqual([
      'otro.txt',
      'banco.txt',
      'cliente.txt',
      'Año fiscal.txt',
    ]);
    expect(await search('b?nco*')).toEqual(['banco.txt']);
    expect(await search('ano')).toEqual(['Año fiscal.txt']);
    expect(
      await test
        .call(bob, {
          method: 'GET',
          url: '/storage/files/search',
          query: { empresa: 'demo', pattern: '*' },
        })
        .then((r) => r.json<{ data: Page }>().data.total),
    ).toBe(0);
  });

  it('answers info and exists only for the owner', async () => {
    const info = await test.call(ana, {
      method: 'GET',
      url: '/storage/files/info',
      query: { empresa: 'demo', blob_name: 'docs/BANCO.txt' },
    });
    expect(info.json<{ data: FileBody }>().data).toMatchObject({
      blob_name: 'Docs/banco.txt',
      size: 10,
    });
    const theirs = await test.call(bob, {
      method: 'GET',
      url: '/storage/files/info',
      query: { empresa: 'demo', blob_name: 'Docs/banco.txt' },
    });
    expect(theirs.statusCode).toBe(404);
    const id = info.json<{ data: FileBody & { id: string } }>().data.id;
    const byId = (user: TestUser) =>
      test.call(user, { method: 'GET', url: `/storage/files/${id}` });
    expect((await byId(ana)).json<{ data: FileBody }>().data).toMatchObject({
      blob_name: 'Docs/banco.txt',
    });
    expect((await byId(bob)).statusCode).toBe(404);
    const exists = (user: TestUser) =>
      test
        .call(user, {
          method: 'GET',
          url: '/storage/files/exists',
          query: { empresa: 'demo', blob_name: 'Docs/banco.txt' },
        })
        .then((response) => response.json<{ exists: boolean }>().exists);
    expect(await exists(ana)).toBe(true);
    expect(await exists(bob)).toBe(false);
  });

  it('answers why a file could not be indexed, null while nothing went wrong (issue 17)', async () => {
    const infoOf = async (blobName: string) =>
      (
        await test.call(ana, {
          method: 'GET',
          url: '/storage/files/info',
          query: { empresa: 'demo', blob_name: blobName },
        })
      ).json<{ data: FileBody & { index_status: string; index_error: string | null } }>().data;
    expect(await infoOf('Docs/cliente.txt')).toMatchObject({
      index_status: 'pending',
      index_error: null,
    });
    // As the index job leaves a file it gave up on (index-file.job.ts).
    await test.db
      .updateTable('files')
      .set({ index_status: 'failed', index_error: 'too-complex' })
      .where('filename', '=', 'extracto.csv')
      .execute();
    expect(await infoOf('Docs/extracto.csv')).toMatchObject({
      index_status: 'failed',
      index_error: 'too-complex',
    });
    const listed = await list(ana, { topico: 'Docs', q: 'extracto' });
    expect(listed.items).toMatchObject([{ filename: 'extracto.csv', index_error: 'too-complex' }]);
  });

  it('updates tags (trimmed, deduplicated ignoring case) and the description', async () => {
    const response = await test.call(ana, {
      method: 'PUT',
      url: '/storage/files/metadata',
      payload: {
        empresa: 'demo',
        blob_name: 'Docs/banco.txt',
        tags: [' IVA ', 'iva', 'Bancos'],
        description: '  extracto de marzo ',
      },
    });
    expect(response.json<{ data: FileBody }>().data).toMatchObject({
      tags: ['IVA', 'Bancos'],
      description: 'extracto de marzo',
    });
  });

  it('downloads a file with its type and name, counting the access', async () => {
    const response = await test.call(ana, {
      method: 'GET',
      url: '/storage/files/download',
      query: { ...contextOf(ana), topico: 'Docs', filename: 'Año fiscal.txt', inline: 'true' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="A_o fiscal.txt"; filename*=UTF-8''A%C3%B1o%20fiscal.txt`,
    );
    expect(response.body).toBe('a'.repeat(30));
    const info = await test.call(ana, {
      method: 'GET',
      url: '/storage/files/info',
      query: { empresa: 'demo', blob_name: 'Docs/Año fiscal.txt' },
    });
    expect(info.json<{ data: FileBody }>().data.access_count).toBe(1);
  });

  it('downloads a file by id for its owner only (RESOURCE_NOT_FOUND for others)', async () => {
    const infoOf = async () =>
      (
        await test.call(ana, {
          method: 'GET',
          url: '/storage/files/info',
          query: { empresa: 'demo', blob_name: 'Docs/diagrama.png' },
        })
      ).json<{ data: FileBody }>().data;
    const before = await infoOf();
    const response = await test.call(ana, {
      method: 'GET',
      url: `/storage/files/${before.id}/content`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="diagrama.png"; filename*=UTF-8''diagrama.png`,
    );
    expect(new Uint8Array(response.rawPayload)).toEqual(PNG_BYTES);
    expect((await infoOf()).access_count).toBe(before.access_count + 1);

    for (const id of [before.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await test.call(bob, { method: 'GET', url: `/storage/files/${id}/content` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        errorCode: 'RESOURCE_NOT_FOUND',
        detail: { file_id: id },
      });
    }
    expect((await infoOf()).access_count).toBe(before.access_count + 1);
  });

  it('downloads several files as archivos.zip, a repeated name with (2)', async () => {
    await test.upload(ana, [{ name: 'banco.txt', bytes: text('other bank') }], { topico: 'Z' });
    const response = await test.call(ana, {
      method: 'POST',
      url: '/storage/files/download-zip',
      payload: {
        ...contextOf(ana),
        blob_names: ['Docs/banco.txt', 'Z/banco.txt', 'uploads/otro.txt'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''archivos.zip");
    const entries = unzipSync(response.rawPayload);
    expect(Object.keys(entries)).toEqual(['banco.txt', 'banco (2).txt', 'otro.txt']);
    expect(Buffer.from(entries['banco (2).txt'] ?? []).toString()).toBe('other bank');
    const missing = await test.call(ana, {
      method: 'POST',
      url: '/storage/files/download-zip',
      payload: { ...contextOf(ana), blob_names: ['Docs/banco.txt', 'Docs/nope.txt'] },
    });
    expect(missing.json()).toMatchObject({
      errorCode: 'RESOURCE_NOT_FOUND',
      detail: { blob_name: 'Docs/nope.txt' },
    });
  });
});

describe('moving, copying and deleting files', () => {
  it('copies a file under a new id and blob, numbering a taken name', async () => {
    const copy = await test.call(ana, {
      method: 'POST',
      url: '/storage/files/copy',
      payload: { empresa: 'demo', source_blob: 'Z/banco.txt', destination_blob: 'Docs/banco.txt' },
    });
    expect(copy.statusCode).toBe(201);
    expect(copy.json<{ data: FileBody }>().data).toMatchObject({
      blob_name: 'Docs/banco (1).txt',
      size: 10,
    });
    const download = await test.call(ana, {
      method: 'GET',
      url: '/storage/files/download',
      query: { ...contextOf(ana), topico: 'Docs', filename: 'banco (1).txt' },
    });
    expect(download.body).toBe('other bank');
  });

  it('moves files all or nothing, numbering or replacing names at the destination', async () => {
    const refused = await test.call(ana, {
      method: 'PUT',
      url: '/storage/files/move',
      payload: {
        ...contextOf(ana),
        blob_names: ['Docs/cliente.txt', 'Docs/ghost.txt'],
        topico: 'Z',
      },
    });
    expect(refused.statusCode).toBe(404);
    const moved = await test.call(ana, {
      method: 'PUT',
      url: '/storage/files/move',
      payload: {
        ...contextOf(ana),
        blob_names: ['Docs/cliente.txt', 'Docs/banco.txt'],
        topico: 'z',
      },
    });
    expect(moved.json<{ data: Page }>().data.items.map((file) => file.blob_name)).toEqual([
      'Z/cliente.txt',
      'Z/banco (1).txt',
    ]);
    const intoAll = await test.call(ana, {
      method: 'PUT',
      url: '/storage/files/move',
      payload: { ...contextOf(ana), blob_names: ['Z/cliente.txt'], topico: 'all' },
    });
    expect(intoAll.statusCode).toBe(400);
  });

  it('deletes in bulk all or nothing, and one file by name', async () => {
    const blobs = await test.countBlobs();
    const refused = await test.call(ana, {
      method: 'POST',
      url: '/storage/files/delete',
      payload: { ...contextOf(ana), blob_names: ['Z/cliente.txt', 'Z/none.txt'] },
    });
    expect(refused.statusCode).toBe(404);
    expect(await test.countBlobs()).toBe(blobs);
    const deleted = await test.call(ana, {
      method: 'POST',
      url: '/storage/files/delete',
      payload: { ...contextOf(ana), blob_names: ['Z/cliente.txt', 'Z/banco (1).txt'] },
    });
    expect(deleted.json()).toEqual({ success: true, count: 2 });
    const one = await test.call(ana, {
      method: 'DELETE',
      url: '/storage/files',
      query: {
        ...contextOf(ana),
        topico: 'Z',
        filename: 'banco.txt',
        aplicacion: 'manager_extractor',
      },
    });
    expect(one.statusCode).toBe(200);
    expect(await test.countBlobs()).toBe(blobs - 3);
    const theirs = await test.call(bob, {
      method: 'DELETE',
      url: '/storage/files',
      query: { ...contextOf(bob), topico: 'Docs', filename: 'diagrama.png' },
    });
    expect(theirs.statusCode).toBe(404);
  });
});
