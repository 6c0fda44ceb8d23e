import { describe, expect, it, vi } from 'vitest';

import { createFolioClients } from './clients';
import type { SessionHandler } from './session-middleware';

const ok = () =>
  new Response(JSON.stringify({ status: 'ok', version: '1' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const unauthorized = () =>
  new Response(
    JSON.stringify({ errorCode: 'UNAUTHORIZED', errorMessage: 'You need to be authenticated' }),
    {
      status: 401,
      headers: { 'content-type': 'application/json' },
    },
  );

/** A fake host that accepts exactly one token and records what it was sent. */
function hostAccepting(validToken: { current: string }) {
  const seen: Array<{ authorization: string | null; body: string }> = [];
  const fetch = async (request: Request) => {
    seen.push({ authorization: request.headers.get('authorization'), body: await request.text() });
    return request.headers.get('authorization') === `Bearer ${validToken.current}`
      ? ok()
      : unauthorized();
  };
  return { seen, fetch };
}

/** Clients of both fake hosts, authenticated by the given session. */
function clientsWith(
  host: { fetch: (request: Request) => Promise<Response> },
  session: SessionHandler,
) {
  return createFolioClients({
    middlewareUrl: 'http://m.test/api',
    serviceUrl: 'http://s.test/api',
    fetch: host.fetch,
    session,
  });
}

describe('session middleware', () => {
  it('sends the access token as a bearer header', async () => {
    const host = hostAccepting({ current: 'a1' });
    const clients = clientsWith(host, {
      getAccessToken: () => 'a1',
      refresh: async () => undefined,
    });
    await clients.middleware.GET('/');
    expect(host.seen[0]?.authorization).toBe('Bearer a1');
  });

  it('on 401 refreshes once and retries the call once, body included', async () => {
    const valid = { current: 'new' };
    const host = hostAccepting(valid);
    let token = 'old';
    let refreshes = 0;
    const clients = clientsWith(host, {
      getAccessToken: () => token,
      refresh: async () => {
        refreshes += 1;
        token = 'new';
        return token;
      },
    });
    await clients.middleware.GET('/config', { body: undefined });
    expect(refreshes).toBe(1);
    expect(host.seen.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('shares one refresh among concurrent 401s', async () => {
    const host = hostAccepting({ current: 'new' });
    let token = 'old';
    let refreshes = 0;
    const clients = clientsWith(host, {
      getAccessToken: () => token,
      refresh: async () => {
        refreshes += 1;
        // The refresh is still running when all three calls have had their 401: the host has
        // answered them, and their answers reach the middleware within this turn of the loop.
        await vi.waitFor(() => expect(host.seen).toHaveLength(3), { timeout: 10_000 });
        await new Promise((resolve) => setImmediate(resolve));
        token = 'new';
        return token;
      },
    });
    await Promise.all([
      clients.middleware.GET('/'),
      clients.middleware.GET('/config'),
      clients.service.GET('/'),
    ]);
    expect(refreshes).toBe(1);
  });

  it('gives up with UNAUTHORIZED when the refresh fails, without looping', async () => {
    const host = hostAccepting({ current: 'never' });
    let refreshes = 0;
    const clients = clientsWith(host, {
      getAccessToken: () => 'old',
      refresh: async () => {
        refreshes += 1;
        throw new Error('refresh token spent');
      },
    });
    await expect(clients.middleware.GET('/')).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      status: 401,
    });
    expect(refreshes).toBe(1);
    expect(host.seen).toHaveLength(1);
  });

  it('leaves a request with its own Authorization header alone (the refresh call)', async () => {
    const host = hostAccepting({ current: 'x' });
    let refreshes = 0;
    const clients = clientsWith(host, {
      getAccessToken: () => 'a',
      refresh: async () => {
        refreshes += 1;
        return 'x';
      },
    });
    await expect(
      clients.middleware.GET('/', { headers: { authorization: 'Bearer refresh-token' } }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(refreshes).toBe(0);
    expect(host.seen[0]?.authorization).toBe('Bearer refresh-token');
  });
});
