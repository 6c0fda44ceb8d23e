import { API_KEY_SCOPES, type ApiKeyScope } from '@folio/core';
import {
  createFolioClients,
  expectData,
  jsonDataForm,
  userContext,
  type FolioClients,
} from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInAccount, TEST_PASSWORD, type SignedInUser } from '../support/accounts';
import { findTextInDatabase } from '../support/database-text';
import { failure } from '../support/failure';
import { pollUntil } from '../support/poll';
import { blankPdf } from '../support/sample-files';
import { startServers, type RunningServers } from '../support/start-servers';
import { fileOf } from '../support/utility-forms';

// Servers of their own: a low per-key limit, request logs at info (to look for keys in them), and
// a database this file alone writes, which it reads once they are halted.
const REQUESTS_PER_MINUTE = 20;
let servers: RunningServers;
let ana: SignedInUser;
/** Every key this file was given, to look for in the database and the logs. */
const issued: string[] = [];

beforeAll(async () => {
  servers = await startServers({
    FOLIO_API_KEY_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE),
    FOLIO_LOG_LEVEL: 'info',
  });
  ana = await signInAccount(servers, 'ana.keys@example.com');
});
afterAll(async () => servers.stop());

async function createKey(scopes: readonly ApiKeyScope[], extra: { expiresAt?: string } = {}) {
  const created = await expectData(
    ana.api.POST('/api-keys', {
      body: { name: `key ${issued.length}`, scopes: [...scopes], ...extra },
    }),
  );
  issued.push(created.key);
  return created;
}

/** SDK clients that send `key` as their bearer token, as `createFolio({ apiKey })` does. */
const clientsWith = (key: string): FolioClients =>
  createFolioClients({
    middlewareUrl: servers.middlewareUrl,
    serviceUrl: servers.serviceUrl,
    session: { getAccessToken: () => key, refresh: async () => undefined },
  });

const ctx = () => ({ empresa: 'demo', user: ana.email });
let folderCount = 0;

const readUsage = (c: FolioClients) =>
  expectData(c.middleware.GET('/storage/usage', { params: { query: ctx() } }));

const combinePdfs = async (c: FolioClients) =>
  expectData(
    c.service.POST('/utils/combine-pdfs', {
      ...jsonDataForm('combinePdfs', userContext(ana.email), {
        file: [fileOf('a.pdf', await blankPdf(1)), fileOf('b.pdf', await blankPdf(1))],
      }),
      parseAs: 'blob',
    }),
  );

/** One operation per scope, with the scopes the contract names for it. */
const SCOPED: Array<{
  operation: string;
  scopes: ApiKeyScope[];
  call: (clients: FolioClients) => Promise<unknown>;
}> = [
  {
    operation: 'getStorageUsage',
    scopes: ['files:read'],
    call: readUsage,
  },
  {
    operation: 'createFolder',
    scopes: ['files:write'],
    call: (c) =>
      expectData(
        c.middleware.POST('/storage/folders', {
          body: { ...ctx(), topico: `folder ${(folderCount += 1)}` },
        }),
      ),
  },
  {
    operation: 'listConfigurations',
    scopes: ['extract'],
    call: (c) =>
      expectData(c.middleware.GET('/extractor/configurations', { params: { query: ctx() } })),
  },
  {
    operation: 'getTopics',
    scopes: ['chat'],
    call: (c) =>
      expectData(
        c.middleware.POST('/chatbot/topics/list', {
          ...jsonDataForm('getTopics', userContext(ana.email)),
        }),
      ),
  },
  {
    operation: 'combinePdfs (service host)',
    scopes: ['utils'],
    call: combinePdfs,
  },
  {
    operation: 'listWebhooks',
    scopes: ['webhooks'],
    call: (c) => expectData(c.middleware.GET('/webhooks')),
  },
];

/** Operations for sessions only: the contract names no scope, so no key may call them. */
const SESSIONS_ONLY: Array<{
  operation: string;
  call: (clients: FolioClients) => Promise<unknown>;
}> = [
  { operation: 'listApiKeys', call: (c) => expectData(c.middleware.GET('/api-keys')) },
  {
    operation: 'createApiKey',
    call: (c) =>
      expectData(c.middleware.POST('/api-keys', { body: { name: 'more', scopes: ['utils'] } })),
  },
  {
    operation: 'changePassword',
    call: (c) =>
      expectData(
        c.middleware.POST('/profile/password', {
          body: {
            currentPassword: TEST_PASSWORD,
            newPassword: 'N3w!Passw0rdX',
            confirmPassword: 'N3w!Passw0rdX',
          },
        }),
      ),
  },
  { operation: 'getProfile', call: (c) => expectData(c.middleware.GET('/profile')) },
  {
    operation: 'signOutEverywhere',
    call: (c) => expectData(c.middleware.POST('/profile/sign-out-everywhere')),
  },
  { operation: 'logoutUser', call: (c) => expectData(c.middleware.POST('/auth/logout')) },
  {
    operation: 'getDashboard',
    call: (c) =>
      expectData(
        c.middleware.GET('/dashboard', { params: { query: { ...ctx(), period: 'month' } } }),
      ),
  },
];

describe('API keys: scopes (issue 21)', () => {
  describe.each(API_KEY_SCOPES.map((scope) => ({ scope })))(
    'a key with only $scope',
    ({ scope }) => {
      let clients: FolioClients;
      beforeAll(async () => {
        clients = clientsWith((await createKey([scope])).key);
      });

      it.each(
        SCOPED.map((probe) => ({ ...probe, isAllowed: probe.scopes.every((s) => s === scope) })),
      )('$operation: allowed $isAllowed', async ({ call, isAllowed }) => {
        if (isAllowed) {
          await call(clients);
        } else {
          expect(await failure(call(clients))).toMatchObject({ code: 'FORBIDDEN', status: 403 });
        }
      });
    },
  );

  it.each(SESSIONS_ONLY)(
    'refuses $operation to a key with every scope, and lets the session do it',
    async ({ operation, call }) => {
      const key = await createKey(API_KEY_SCOPES);
      expect(await failure(call(clientsWith(key.key)))).toMatchObject({
        code: 'FORBIDDEN',
        status: 403,
      });
      // The key did nothing: the session still works and the account kept its password.
      if (operation === 'listApiKeys') {
        await call(ana.clients);
      }
    },
  );

  it('cannot open a session: refresh refuses a key', async () => {
    const { key } = await createKey(API_KEY_SCOPES);
    const anonymous = createFolioClients({
      middlewareUrl: servers.middlewareUrl,
      serviceUrl: servers.serviceUrl,
    });
    const refused = await failure(
      expectData(
        anonymous.middleware.POST('/auth/refresh', { headers: { authorization: `Bearer ${key}` } }),
      ),
    );
    expect(refused.code).toBe('INVALID_TOKEN');
  });
});

describe('API keys: life cycle', () => {
  it('lists a key without it, with its last use, and refuses it on the next call once revoked', async () => {
    const created = await createKey(['files:read', 'utils']);
    const key = clientsWith(created.key);
    await readUsage(key);
    await combinePdfs(key);

    const listed = await expectData(ana.api.GET('/api-keys'));
    const entry = listed.keys.find((item) => item.id === created.apiKey.id);
    expect(entry).toMatchObject({ name: created.apiKey.name, scopes: ['files:read', 'utils'] });
    expect(entry?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(created.key);

    await expectData(
      ana.api.DELETE('/api-keys/{id}', { params: { path: { id: created.apiKey.id } } }),
    );
    expect((await failure(readUsage(key))).code).toBe('INVALID_TOKEN');
    expect((await failure(combinePdfs(key))).code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired key', async () => {
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const created = await createKey(['files:read'], { expiresAt });
    const key = clientsWith(created.key);
    await readUsage(key);
    // Waits for the expiry the key was given; every 500 ms stays under the per-key limit.
    const code = await pollUntil(
      () =>
        readUsage(key).then(
          () => 'accepted',
          (error: { code?: string }) => error.code,
        ),
      (answer) => answer !== 'accepted',
      { what: 'the expired key', timeoutMs: 30_000, intervalMs: 500 },
    );
    expect(code).toBe('TOKEN_EXPIRED');
  });

  it('limits calls per key: one key past its limit is refused on both hosts, another is not', async () => {
    const busy = clientsWith((await createKey(['files:read', 'utils'])).key);
    const calm = clientsWith((await createKey(['files:read'])).key);
    let refused: { code: string; detail?: unknown } | undefined;
    for (let i = 0; i <= REQUESTS_PER_MINUTE && refused === undefined; i++) {
      refused = await readUsage(busy).then(
        () => undefined,
        (error: { code: string; detail?: unknown }) => error,
      );
    }
    expect(refused).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    expect(await failure(combinePdfs(busy))).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      status: 429,
    });
    await readUsage(calm);
  });
});

describe('API keys: secrecy', () => {
  it('keeps no key in any text column of the database nor in the logs', async () => {
    expect(issued.length).toBeGreaterThan(5);
    await servers.halt();
    const logs = servers.output();
    expect(logs.length).toBeGreaterThan(0);
    expect(issued.filter((key) => logs.includes(key))).toEqual([]);
    expect(await findTextInDatabase(servers.state, issued)).toEqual([]);
    // The scan does find what is there.
    expect(await findTextInDatabase(servers.state, [ana.email])).toContain('users.email');
  });
});
