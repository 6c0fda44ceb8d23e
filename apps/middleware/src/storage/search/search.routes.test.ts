import { COMPANY } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { indexFile, makePdf } from '../index/testing/indexed-files';
import {
  createStorageTestApp,
  multipartBody,
  type StorageTestApp,
  type TestUser,
} from '../testing/storage-test-app';

let test: StorageTestApp;
let ana: TestUser;
let bob: TestUser;

/** Uploads through the storage API, then runs the `storage.index` job it enqueued. */
async function uploadAndIndex(user: TestUser, name: string, bytes: Uint8Array, topico: string) {
  const response = await test.upload(user, [{ name, bytes, type: 'application/pdf' }], { topico });
  expect(response.statusCode).toBe(201);
  const [file] = response.json<{ data: { archivos: Array<{ id: string }> } }>().data.archivos;
  const { database, blobs } = test.app.folio;
  await indexFile(database, blobs, file?.id ?? '');
}

beforeAll(async () => {
  test = await createStorageTestApp();
  ana = await test.signIn();
  bob = await test.signIn();
  await uploadAndIndex(
    ana,
    'facturas.pdf',
    await makePdf([
      ['Resumen anual del departamento'],
      ['La factura del proveedor Acme vence hoy'],
    ]),
    'contabilidad',
  );
  await uploadAndIndex(
    bob,
    'bob.pdf',
    await makePdf([['La factura privada de Bob para el proveedor Acme']]),
    'contabilidad',
  );
});
afterAll(async () => test.close());

type SearchBody = {
  success: boolean;
  data: {
    query: string;
    topico: string;
    results: Array<{ file: { blob_name: string }; page: number; snippet: string; rank: number }>;
  };
};

async function searchAs(user: TestUser, fields: Record<string, unknown>, as = user) {
  const body = await multipartBody({ user: as.email, empresa: COMPANY, ...fields }, []);
  return test.call(user, {
    method: 'POST',
    url: '/storage/search',
    payload: body.payload,
    headers: body.headers,
  });
}

describe('searchFileContents (SPEC §7 search content in files)', () => {
  it('answers the matching page with a marked snippet, as multipart', async () => {
    const response = await searchAs(ana, {
      prompt: 'facturas',
      topico: 'BUSQUEDA_GLOBAL',
      timestamp: '2031-05-01T10:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<SearchBody>();
    expect(body).toMatchObject({
      success: true,
      data: { query: 'facturas', topico: 'BUSQUEDA_GLOBAL' },
    });
    expect(body.data.results).toHaveLength(1);
    expect(body.data.results[0]).toMatchObject({
      file: { blob_name: 'contabilidad/facturas.pdf' },
      page: 2,
    });
    expect(body.data.results[0]?.snippet).toContain('<mark>factura</mark>');
  });

  it('takes an urlencoded form too, and one folder by name', async () => {
    const jsonData = JSON.stringify({
      user: ana.email,
      empresa: COMPANY,
      prompt: 'Acme',
      topico: 'contabilidad',
    });
    const response = await test.call(ana, {
      method: 'POST',
      url: '/storage/search',
      payload: new URLSearchParams({ json_data: jsonData }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<SearchBody>().data.results.map((hit) => hit.file.blob_name)).toEqual([
      'contabilidad/facturas.pdf',
    ]);
  });

  it("never answers another user's files", async () => {
    const response = await searchAs(ana, { prompt: 'privada Bob', topico: 'BUSQUEDA_GLOBAL' });
    expect(response.json<SearchBody>().data.results).toEqual([]);
  });

  it('refuses a search without a prompt with MISSING_PARAMETERS', async () => {
    for (const prompt of [undefined, '', '   ']) {
      const response = await searchAs(ana, { prompt, topico: 'BUSQUEDA_GLOBAL' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'MISSING_PARAMETERS' });
    }
  });

  it('refuses a folder the user does not have with RESOURCE_NOT_FOUND', async () => {
    const response = await searchAs(ana, { prompt: 'factura', topico: 'no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
  });

  it('refuses a bad limit, and another user context with FORBIDDEN', async () => {
    const badLimit = await searchAs(ana, { prompt: 'factura', limit: 0 });
    expect(badLimit.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    const forbidden = await searchAs(ana, { prompt: 'factura' }, bob);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
  });

  it('needs an access token and a json_data field', async () => {
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/storage/search',
      payload: new URLSearchParams({ json_data: '{}' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(anonymous.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    const body = await multipartBody(undefined, []);
    const noJson = await test.call(ana, {
      method: 'POST',
      url: '/storage/search',
      payload: body.payload,
      headers: body.headers,
    });
    expect(noJson.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
  });
});
