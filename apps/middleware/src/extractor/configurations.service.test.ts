import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Configuration } from './extractor-types';
import {
  contextOf,
  createExtractorTestApp,
  dataOf,
  type ExtractorTestApp,
  type TestUser,
} from './testing/extractor-test-app';

let test: ExtractorTestApp;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await createExtractorTestApp();
  ana = await test.signIn();
  bob = await test.signIn();
});

afterAll(async () => {
  await test.close();
});

const listOf = async (user: TestUser) =>
  test.call(user, {
    method: 'GET',
    url: '/extractor/configurations',
    query: contextOf(user),
  });

describe('configurations (SPEC §3, §5, §7)', () => {
  it('creates, reads, lists, updates and deletes a configuration', async () => {
    const created = await test.saveConfiguration(ana, { name: 'Compras', prompt: ' Lee todo ' });
    expect(created.statusCode).toBe(200);
    const configuration = dataOf<Configuration>(created);
    expect(configuration).toMatchObject({
      name: 'Compras',
      document_type: 'invoice',
      prompt: 'Lee todo',
      document_count: 0,
      last_run_at: null,
    });

    const one = await test.call(ana, {
      method: 'GET',
      url: '/extractor/configurations/one',
      query: { ...contextOf(ana), config_name: 'compras' },
    });
    expect(dataOf<Configuration>(one).id).toBe(configuration.id);

    const updated = await test.saveConfiguration(ana, {
      id: configuration.id,
      name: 'Compras2',
      document_type: 'handwritten',
    });
    expect(dataOf<Configuration>(updated)).toMatchObject({
      id: configuration.id,
      name: 'Compras2',
    });
    expect(dataOf<Configuration[]>(await listOf(ana)).map((row) => row.name)).toContain('Compras2');

    const deleted = await test.call(ana, {
      method: 'DELETE',
      url: '/extractor/configurations',
      payload: { ...contextOf(ana), id: configuration.id },
    });
    expect(deleted.json()).toEqual({ success: true, count: 1 });
    expect(dataOf<Configuration[]>(await listOf(ana))).toEqual([]);
  });

  it('refuses a name the user has, ignoring case (CONFIGURATION_NAME_EXISTS)', async () => {
    expect((await test.saveConfiguration(ana, { name: 'Ventas' })).statusCode).toBe(200);
    const again = await test.saveConfiguration(ana, { name: 'VENTAS' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'CONFIGURATION_NAME_EXISTS' });
    // Another user may use the name.
    expect((await test.saveConfiguration(bob, { name: 'Ventas' })).statusCode).toBe(200);
  });

  it('refuses names with symbols and configurations without a detail attribute', async () => {
    const spaced = await test.saveConfiguration(ana, { name: 'Mis facturas' });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { field: 'name', reason: 'letters_and_digits' },
    });
    const headerOnly = await test.saveConfiguration(ana, {
      name: 'Solo',
      attributes: [{ name: 'total', type: 'number', placement: 'header' }],
    });
    expect(headerOnly.json()).toMatchObject({ detail: { reason: 'detail_required' } });
  });

  it('answers another user’s configuration as not found', async () => {
    const mine = dataOf<Configuration>(await test.saveConfiguration(bob, { name: 'Privada' }));
    const read = await test.call(ana, {
      method: 'GET',
      url: '/extractor/configurations/one',
      query: { ...contextOf(ana), config_name: 'Privada' },
    });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
    const update = await test.saveConfiguration(ana, { id: mine.id, name: 'Robada' });
    expect(update.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
    const remove = await test.call(ana, {
      method: 'DELETE',
      url: '/extractor/configurations',
      payload: { ...contextOf(ana), id: mine.id },
    });
    expect(remove.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
  });

  it('refuses a user context that is not the token’s (FORBIDDEN)', async () => {
    const response = await test.call(ana, {
      method: 'GET',
      url: '/extractor/configurations',
      query: contextOf(bob),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('configurations in demo mode (DECISIONS.md)', () => {
  it('blocks creating a configuration with FEATURE_BLOCKED', async () => {
    const demo = await createExtractorTestApp({ FOLIO_DEMO: '1' });
    try {
      const user = await demo.signIn();
      const response = await demo.saveConfiguration(user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        errorCode: 'FEATURE_BLOCKED',
        detail: { feature: 'createConfiguration' },
      });
    } finally {
      await demo.close();
    }
  });
});
