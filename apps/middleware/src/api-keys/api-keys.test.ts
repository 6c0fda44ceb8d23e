import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { API_KEY_SCOPES } from '@folio/core';

import { errorCodeOf, login, manualClock, registerVerified } from '../auth/testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

const clock = manualClock();
let test: TestApp;
let account: Awaited<ReturnType<typeof registerVerified>>;
let session: Record<string, string>;
/** A fresh session: the clock moves past access tokens' 15 minutes in some tests. */
async function signIn() {
  session = { authorization: `Bearer ${(await login(test, account)).access_token}` };
}
beforeAll(async () => {
  test = await createTestApp({ clock: clock.now, env: { FOLIO_API_KEY_REQUESTS_PER_MINUTE: '5' } });
  account = await registerVerified(test, 'ana.keys@example.com');
  await signIn();
});
afterAll(async () => test.close());

type Created = { key: string; apiKey: { id: string; lastUsedAt: string | null } };

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  test.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

async function createKey(body: object): Promise<Created> {
  const response = await call(session, 'POST', '/api-keys', body);
  expect(response.statusCode).toBe(201);
  return response.json<Created>();
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const usage = (key: string) =>
  call(bearer(key), 'GET', '/storage/usage?empresa=demo&user=ana.keys%40example.com');

describe('API keys', () => {
  it('shows a key once, lists it without the key, and accepts it for its scopes only', async () => {
    const created = await createKey({ name: ' reader ', scopes: ['files:read'] });
    expect(created.key).toMatch(/^folio_[\w-]{43}$/);

    const listed = await call(session, 'GET', '/api-keys');
    expect(listed.json()).toEqual({
      keys: [
        expect.objectContaining({
          id: created.apiKey.id,
          name: 'reader',
          hint: created.key.slice(0, 'folio_'.length + 4),
          scopes: ['files:read'],
          expiresAt: null,
        }),
      ],
    });
    expect(listed.body).not.toContain(created.key);

    expect((await usage(created.key)).statusCode).toBe(200);
    const folder = await call(bearer(created.key), 'POST', '/storage/folders', {
      empresa: 'demo',
      user: 'ana.keys@example.com',
      topico: 'nope',
    });
    expect(folder.statusCode).toBe(403);
    expect(errorCodeOf(folder)).toBe('FORBIDDEN');
  });

  it('never lets a key manage keys, the account or its sessions', async () => {
    const { key } = await createKey({
      name: 'all',
      scopes: ['files:read', 'files:write', 'extract', 'chat', 'utils'],
    });
    for (const [method, url, body] of [
      ['GET', '/api-keys', undefined],
      ['POST', '/api-keys', { name: 'x', scopes: ['utils'] }],
      [
        'POST',
        '/profile/password',
        { currentPassword: 'Tr1cky!Pass', newPassword: 'N3w!Passw0rd' },
      ],
      ['POST', '/auth/logout', undefined],
      ['GET', '/profile', undefined],
    ] as const) {
      const response = await call(bearer(key), method, url, body);
      expect([url, errorCodeOf(response)]).toEqual([url, 'FORBIDDEN']);
    }
    const refresh = await call(bearer(key), 'POST', '/auth/refresh');
    expect(errorCodeOf(refresh)).toBe('INVALID_TOKEN');
  });

  it('lets a key with the `webhooks` scope manage webhooks, and no other key', async () => {
    const hooks = await createKey({ name: 'hooks', scopes: ['webhooks'] });
    const listed = await call(bearer(hooks.key), 'GET', '/webhooks');
    expect([listed.statusCode, listed.json()]).toEqual([200, { webhooks: [] }]);
    // Reaches the webhook checks (the URL), past the scope check.
    const refusedUrl = await call(bearer(hooks.key), 'POST', '/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['file.indexed'],
    });
    expect(refusedUrl.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { reason: 'address-refused' },
    });

    const every = await createKey({ name: 'every scope', scopes: [...API_KEY_SCOPES] });
    expect((await call(bearer(every.key), 'GET', '/webhooks')).statusCode).toBe(200);
    const others = await createKey({
      name: 'no hooks',
      scopes: API_KEY_SCOPES.filter((scope) => scope !== 'webhooks'),
    });
    const refused = await call(bearer(others.key), 'GET', '/webhooks');
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'FORBIDDEN']);
    expect(refused.json()).toMatchObject({ detail: { missingScopes: ['webhooks'] } });
  });

  it('answers a key’s owner and scopes to the validate call', async () => {
    const { key } = await createKey({ name: 'utils', scopes: ['utils'] });
    const response = await call(bearer(key), 'GET', '/auth/validate');
    expect(response.json()).toEqual({
      valid: true,
      username: 'ana.keys@example.com',
      expiresAt: null,
      scopes: ['utils'],
    });
  });

  it('refuses a revoked key at once and an expired one', async () => {
    const revoked = await createKey({ name: 'gone', scopes: ['files:read'] });
    const revoke = await call(session, 'DELETE', `/api-keys/${revoked.apiKey.id}`);
    expect(revoke.statusCode).toBe(200);
    expect(errorCodeOf(await usage(revoked.key))).toBe('INVALID_TOKEN');
    expect(errorCodeOf(await call(session, 'DELETE', `/api-keys/${revoked.apiKey.id}`))).toBe(
      'RESOURCE_NOT_FOUND',
    );

    const expiresAt = new Date(clock.now().getTime() + 3600_000).toISOString();
    const expiring = await createKey({ name: 'hour', scopes: ['files:read'], expiresAt });
    expect((await usage(expiring.key)).statusCode).toBe(200);
    clock.advance(3601);
    const expired = await usage(expiring.key);
    expect([expired.statusCode, errorCodeOf(expired)]).toEqual([401, 'TOKEN_EXPIRED']);
    await signIn();
  });

  it('refuses an expiry in the past and an empty name', async () => {
    const response = await call(session, 'POST', '/api-keys', {
      name: '  ',
      scopes: ['utils'],
      expiresAt: new Date(clock.now().getTime() - 1000).toISOString(),
    });
    expect(errorCodeOf(response)).toBe('BAD_REQUEST');
    expect(response.json()).toMatchObject({
      detail: { fields: { name: 'empty', expiresAt: 'past' } },
    });
  });

  it('limits each key’s calls per minute, and records its last use at most once a minute', async () => {
    clock.advance(120);
    const limited = await createKey({ name: 'busy', scopes: ['files:read'] });
    const other = await createKey({ name: 'calm', scopes: ['files:read'] });
    for (let i = 0; i < 5; i++) {
      expect((await usage(limited.key)).statusCode).toBe(200);
    }
    const refused = await usage(limited.key);
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
    expect((await usage(other.key)).statusCode).toBe(200);

    const lastUsed = async () =>
      (await call(session, 'GET', '/api-keys'))
        .json<{ keys: Array<{ id: string; lastUsedAt: string | null }> }>()
        .keys.find((key) => key.id === limited.apiKey.id)?.lastUsedAt;
    const first = await lastUsed();
    expect(first).toBe(clock.now().toISOString());
    clock.advance(30);
    expect((await usage(other.key)).statusCode).toBe(200);
    clock.advance(31);
    expect((await usage(limited.key)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });
});
