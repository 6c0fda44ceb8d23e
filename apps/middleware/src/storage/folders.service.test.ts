import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  contextOf,
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from './testing/storage-test-app';
import { text } from './testing/fixtures';

type FolderBody = {
  topico: string;
  descripcion: string | null;
  color: string;
  item_count: number;
  size: number;
  status: string;
  system: boolean;
  system_kind?: string;
  owner: string;
};

let test: StorageTestApp;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await createStorageTestApp();
  ana = await test.signIn({ companyId: 'acme' });
  bob = await test.signIn({ companyId: 'acme' });
});
afterAll(async () => test.close());

async function folders(user: TestUser): Promise<FolderBody[]> {
  const response = await test.call(user, {
    method: 'GET',
    url: '/storage/folders/by-user',
    query: contextOf(user),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: FolderBody[] }>().data;
}

function createFolder(user: TestUser, topico: string, extra: Record<string, string> = {}) {
  return test.call(user, {
    method: 'POST',
    url: '/storage/folders',
    payload: { ...contextOf(user), topico, ...extra },
  });
}

describe('folders (SPEC §3 Folder, §5, §7)', () => {
  it('lists the all view and the system folders first, created on first use', async () => {
    const list = await folders(ana);
    expect(list.map((folder) => [folder.topico, folder.system_kind, folder.status])).toEqual([
      ['all', 'all', 'inactive'],
      ['chatbot', 'chatbot', 'inactive'],
      ['extractor', 'extractor', 'inactive'],
      ['uploads', 'uploads', 'inactive'],
    ]);
    expect(list.every((folder) => folder.system && folder.owner === ana.email)).toBe(true);
  });

  it('creates a folder from a form-encoded body with description and colour', async () => {
    const response = await test.call(ana, {
      method: 'POST',
      url: '/storage/folders',
      payload: new URLSearchParams({
        ...contextOf(ana),
        topico: '  Facturas 2024 ',
        descripcion: 'Proveedores',
        color: 'green',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: FolderBody }>().data).toMatchObject({
      topico: 'Facturas 2024',
      descripcion: 'Proveedores',
      color: 'green',
      item_count: 0,
      system: false,
    });
  });

  it('refuses a name taken ignoring case, system names and the all view included', async () => {
    for (const name of ['facturas 2024', 'UPLOADS', 'All']) {
      const response = await createFolder(ana, name);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 'FOLDER_NAME_EXISTS' });
    }
  });

  it('refuses invalid names with FOLDER_NAME_INVALID', async () => {
    for (const name of ['a/b', '.hidden', 'x'.repeat(101), '   ']) {
      const response = await createFolder(ana, name);
      expect(response.json()).toMatchObject({ errorCode: 'FOLDER_NAME_INVALID' });
    }
  });

  it('protects system folders from rename, update and delete', async () => {
    const renamed = await test.call(ana, {
      method: 'PUT',
      url: '/storage/folders/rename',
      query: { ...contextOf(ana), topico_antiguo: 'uploads', topico_nuevo: 'mine' },
    });
    expect(renamed.json()).toMatchObject({ errorCode: 'SYSTEM_FOLDER_PROTECTED' });
    const updated = await test.call(ana, {
      method: 'PUT',
      url: '/storage/folders',
      payload: { ...contextOf(ana), topico: 'chatbot', color: 'red' },
    });
    expect(updated.statusCode).toBe(403);
    for (const topico of ['extractor', 'all']) {
      const deleted = await test.call(ana, {
        method: 'DELETE',
        url: '/storage/folders',
        query: { ...contextOf(ana), topico },
      });
      expect(deleted.json()).toMatchObject({ errorCode: 'SYSTEM_FOLDER_PROTECTED' });
    }
  });

  it('renames a folder and its files follow; counts, sizes and status', async () => {
    await createFolder(ana, 'Old');
    await test.upload(ana, [{ name: 'a.txt', bytes: text('12345') }], { topico: 'Old' });
    const renamed = await test.call(ana, {
      method: 'PUT',
      url: '/storage/folders/rename',
      query: { ...contextOf(ana), topico_antiguo: 'old', topico_nuevo: 'New' },
    });
    expect(renamed.json<{ data: FolderBody }>().data).toMatchObject({
      topico: 'New',
      item_count: 1,
      size: 5,
      status: 'pending',
    });
    const info = await test.call(ana, {
      method: 'GET',
      url: '/storage/files/info',
      query: { empresa: 'demo', blob_name: 'New/a.txt' },
    });
    expect(info.statusCode).toBe(200);
  });

  it('changes description and colour', async () => {
    const response = await test.call(ana, {
      method: 'PUT',
      url: '/storage/folders',
      payload: { ...contextOf(ana), topico: 'new', descripcion: null, color: 'teal' },
    });
    expect(response.json<{ data: FolderBody }>().data).toMatchObject({
      descripcion: null,
      color: 'teal',
    });
  });

  it("answers RESOURCE_NOT_FOUND for another user's folder, never their data", async () => {
    const response = await test.call(bob, {
      method: 'DELETE',
      url: '/storage/folders',
      query: { ...contextOf(bob), topico: 'New' },
    });
    expect(response.statusCode).toBe(404);
    const listing = await test.call(bob, {
      method: 'GET',
      url: '/storage/files',
      query: { ...contextOf(bob), topico: 'New' },
    });
    expect(listing.statusCode).toBe(404);
  });

  it('refuses a user context that is not the token subject', async () => {
    const response = await test.call(bob, {
      method: 'GET',
      url: '/storage/folders/by-user',
      query: contextOf(ana),
    });
    expect(response.statusCode).toBe(403);
  });

  it('moves a folder to a member of the same company, not to anyone else', async () => {
    const outsider = await test.signIn();
    const toOutsider = await test.call(ana, {
      method: 'PUT',
      url: '/storage/folders/move',
      payload: {
        empresa: 'demo',
        user_origen: ana.email,
        user_destino: outsider.email,
        topico: 'New',
      },
    });
    expect(toOutsider.statusCode).toBe(404);
    const moved = await test.call(ana, {
      method: 'PUT',
      url: '/storage/folders/move',
      payload: { empresa: 'demo', user_origen: ana.email, user_destino: bob.email, topico: 'New' },
    });
    expect(moved.json<{ data: FolderBody }>().data).toMatchObject({
      topico: 'New',
      owner: bob.email,
      item_count: 1,
    });
    expect((await folders(ana)).some((folder) => folder.topico === 'New')).toBe(false);
    const download = await test.call(bob, {
      method: 'GET',
      url: '/storage/files/download',
      query: { ...contextOf(bob), topico: 'New', filename: 'a.txt' },
    });
    expect(download.body).toBe('12345');
  });

  it('deletes a folder with its files and blobs; then all non-system folders', async () => {
    await createFolder(ana, 'Gone');
    await test.upload(ana, [{ name: 'g.txt', bytes: text('g') }], { topico: 'Gone' });
    const blobs = await test.countBlobs();
    const deleted = await test.call(ana, {
      method: 'DELETE',
      url: '/storage/folders',
      query: { ...contextOf(ana), topico: 'gone' },
    });
    expect(deleted.json()).toEqual({ success: true, count: 1 });
    expect(await test.countBlobs()).toBe(blobs - 1);

    await test.upload(ana, [{ name: 'kept.txt', bytes: text('k') }]);
    const all = await test.call(ana, {
      method: 'DELETE',
      url: '/storage/folders/user',
      payload: contextOf(ana),
    });
    expect(all.json<{ count: number }>().count).toBeGreaterThan(0);
    const left = await folders(ana);
    expect(left.map((folder) => folder.topico)).toEqual(['all', 'chatbot', 'extractor', 'uploads']);
    expect(left.find((folder) => folder.topico === 'uploads')?.item_count).toBeGreaterThan(0);
  });
});
