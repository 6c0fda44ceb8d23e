import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../storage/testing/storage-test-app';

let t: StorageTestApp;
let ana: TestUser;

beforeAll(async () => {
  t = await createStorageTestApp();
  ana = await t.signIn();
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('integrations without credentials (DECISIONS.md "Integrations")', () => {
  it('lists both providers as not configured', async () => {
    const listed = await t.call(ana, { method: 'GET', url: '/integrations' });
    expect(listed.json()).toEqual({
      integrations: [
        {
          provider: 'google-drive',
          configured: false,
          connected: false,
          accountEmail: null,
          connectedAt: null,
        },
        {
          provider: 'sharepoint',
          configured: false,
          connected: false,
          accountEmail: null,
          connectedAt: null,
        },
      ],
    });
  });

  it('answers INTEGRATION_NOT_CONFIGURED to a connect, a listing and an import', async () => {
    const calls = [
      { method: 'POST', url: '/integrations/google-drive/connect' },
      { method: 'GET', url: '/integrations/sharepoint/items' },
      { method: 'POST', url: '/integrations/google-drive/imports', payload: { itemIds: ['a'] } },
    ] as const;
    for (const call of calls) {
      const refused = await t.call(ana, call);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ errorCode: 'INTEGRATION_NOT_CONFIGURED' });
    }
  });
});
