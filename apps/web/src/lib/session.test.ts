import { describe, expect, it } from 'vitest';

import { createAppServices } from '../app/providers';
import {
  createFakeServer,
  errorAnswer,
  fakeAccessToken,
  fakeSession,
  signIn,
  TEST_ORIGIN,
} from '../testing/fixtures';

import { usernameFromToken } from './session';
import { readStoredSession } from './storage';

/** A fake middleware whose refresh answers a new pair once and refuses a spent refresh token. */
function refreshingServer() {
  const renewed = fakeSession('ana@example.com', 2);
  const spent = new Set<string>();
  const server = createFakeServer({
    routes: {
      'POST /api/auth/refresh': (request) => {
        const token = request.headers.get('authorization') ?? '';
        if (spent.has(token)) {
          return errorAnswer(401, 'SESSION_EXPIRED', 'refresh token reused: session revoked');
        }
        spent.add(token);
        return Response.json(renewed);
      },
      'POST /api/auth/logout': (request) =>
        request.headers.get('authorization') === `Bearer ${renewed.access_token}`
          ? Response.json({ message: 'Logged out' })
          : errorAnswer(401, 'TOKEN_EXPIRED', 'expired'),
    },
  });
  return { server, renewed };
}

describe('browser session', () => {
  it('shares one refresh between the session machine and the SDK: the refresh token is spent once (DECISIONS.md)', async () => {
    signIn({ session: fakeSession('ana@example.com', 1) });
    const { server, renewed } = refreshingServer();
    const { session, sdk } = createAppServices({ origin: TEST_ORIGIN, fetch: server.fetch });

    const [machineRefresh, sdkCall] = await Promise.all([
      session.refresh('refresh-1'),
      sdk.clients.middleware.POST('/auth/logout'),
    ]);

    expect(machineRefresh).toEqual(renewed);
    expect(sdkCall.response.status).toBe(200);
    expect(server.calls('POST /api/auth/refresh')).toHaveLength(1);
    expect(readStoredSession()).toEqual(renewed);
  });

  it('retries a call that answered 401 once with the renewed token (SPEC §4)', async () => {
    signIn({ session: fakeSession('ana@example.com', 1) });
    const { server, renewed } = refreshingServer();
    const { sdk } = createAppServices({ origin: TEST_ORIGIN, fetch: server.fetch });

    const { response } = await sdk.clients.middleware.POST('/auth/logout');

    expect(response.status).toBe(200);
    expect(
      server.calls('POST /api/auth/logout').map((r) => r.headers.get('authorization')),
    ).toEqual([
      `Bearer ${fakeSession('ana@example.com', 1).access_token}`,
      `Bearer ${renewed.access_token}`,
    ]);
  });

  it('tells listeners about every refresh, so the terms follow the login (core terms machine)', async () => {
    signIn();
    const { server, renewed } = refreshingServer();
    const { session } = createAppServices({ origin: TEST_ORIGIN, fetch: server.fetch });
    const heard: unknown[] = [];
    session.onRefreshed((pair) => heard.push(pair));

    await session.refresh();

    expect(heard).toEqual([renewed]);
  });

  it('refuses to refresh without any refresh token', async () => {
    const { session } = createAppServices({
      origin: TEST_ORIGIN,
      fetch: createFakeServer().fetch,
    });

    await expect(session.refresh()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

describe('usernameFromToken', () => {
  it("reads the access token's subject (SPEC §3)", () => {
    expect(usernameFromToken(fakeAccessToken('ana.lopez@example.com'))).toBe(
      'ana.lopez@example.com',
    );
  });

  it('is undefined for a token that is not a readable JWT', () => {
    expect(usernameFromToken('not-a-jwt')).toBeUndefined();
    expect(usernameFromToken('a.%%%.c')).toBeUndefined();
    expect(usernameFromToken(`a.${btoa('{"sub":7}')}.c`)).toBeUndefined();
  });
});
