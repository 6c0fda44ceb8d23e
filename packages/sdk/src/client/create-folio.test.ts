import { afterEach, describe, expect, it } from 'vitest';

import { FolioError } from '../errors';

import { createFolio } from './create-folio';
import { SYSTEM_CLOCK, type Clock } from './retrying-fetch';
import { fakeToken, sendJson, startLocalServer } from './testing/local-server';

const NOW_S = Date.parse('2026-01-01T00:00:00Z') / 1000;
const clock: Clock = { now: () => NOW_S * 1000, sleep: SYSTEM_CLOCK.sleep };

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

type Behaviour = {
  /** The access token the login gives. */
  firstAccess: string;
  /** Tokens the folders call refuses with 401. */
  refused?: Set<string>;
  /** How long the folders call takes before answering, in ms. */
  folderDelayMs?: number;
};

/** A middleware stand-in: public config, login, refresh and the folders listing. */
async function fakeMiddleware(behaviour: Behaviour) {
  let refreshes = 0;
  const server = await startLocalServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const bearer = request.headers.authorization?.replace('Bearer ', '') ?? '';
    if (path === '/api/config') {
      sendJson(response, 200, { serviceUrl: 'http://127.0.0.1:1/api' });
    } else if (path === '/api/auth/login') {
      sendJson(response, 200, {
        access_token: behaviour.firstAccess,
        refresh_token: 'refresh-0',
        token_type: 'Bearer',
        expires_in: 900,
      });
    } else if (path === '/api/auth/refresh') {
      refreshes++;
      sendJson(response, 200, {
        access_token: fakeToken('ana@example.com', NOW_S + 900, `renewed-${String(refreshes)}`),
        refresh_token: `refresh-${String(refreshes)}`,
        token_type: 'Bearer',
        expires_in: 900,
      });
    } else if (path === '/api/storage/folders/by-user') {
      const answer = () =>
        behaviour.refused?.has(bearer)
          ? sendJson(response, 401, { errorCode: 'TOKEN_EXPIRED', errorMessage: 'expired' })
          : sendJson(response, 200, {
              success: true,
              data: [{ topico: new URL(request.url ?? '', 'http://x').searchParams.get('user') }],
            });
      setTimeout(answer, behaviour.folderDelayMs ?? 0);
    } else {
      sendJson(response, 404, { errorCode: 'ENDPOINT_NOT_FOUND', errorMessage: path ?? '' });
    }
  });
  close = server.close;
  return server;
}

const login = { email: 'ana@example.com', password: 'Tr1cky!Pass', accountKey: 'key' };

describe('createFolio sessions', () => {
  it('fills the user context from the session', async () => {
    const server = await fakeMiddleware({ firstAccess: fakeToken('ana@example.com', NOW_S + 900) });
    const folio = await createFolio({ url: server.url, ...login, clock });
    const folders = await folio.folders.list();
    expect(folders).toEqual([{ topico: 'ana@example.com' }]);
    expect(server.seen.at(-1)?.path).toContain('empresa=demo');
  });

  it('refreshes once and retries a call answered 401, with the new token', async () => {
    const first = fakeToken('ana@example.com', NOW_S + 900, 'first');
    const server = await fakeMiddleware({ firstAccess: first, refused: new Set([first]) });
    const folio = await createFolio({ url: server.url, ...login, clock });
    await folio.folders.list();
    const calls = server.seen.filter((seen) => seen.path.startsWith('/api/storage'));
    expect(calls.map((call) => call.authorization === `Bearer ${first}`)).toEqual([true, false]);
    expect(server.seen.filter((seen) => seen.path === '/api/auth/refresh')).toHaveLength(1);
    expect(folio.tokens()?.refresh_token).toBe('refresh-1');
  });

  it('renews an access token about to expire before sending it', async () => {
    const server = await fakeMiddleware({ firstAccess: fakeToken('ana@example.com', NOW_S + 10) });
    const folio = await createFolio({ url: server.url, ...login, clock });
    await Promise.all([folio.folders.list(), folio.folders.list()]);
    const paths = server.seen.map((seen) => seen.path.split('?')[0]);
    // Two calls at once share one renewal: the refresh token is single use.
    expect(paths.filter((path) => path === '/api/auth/refresh')).toHaveLength(1);
    expect(paths.indexOf('/api/auth/refresh')).toBeLessThan(
      paths.indexOf('/api/storage/folders/by-user'),
    );
  });

  it('fails a call past its timeout with NETWORK_ERROR, and an aborted one as an abort', async () => {
    const server = await fakeMiddleware({
      firstAccess: fakeToken('ana@example.com', NOW_S + 900),
      folderDelayMs: 5_000,
    });
    const folio = await createFolio({ url: server.url, ...login, clock });
    const late = await folio.folders.list({ timeoutMs: 20 }).catch((caught: unknown) => caught);
    expect(late).toBeInstanceOf(FolioError);
    expect(late).toMatchObject({ code: 'NETWORK_ERROR', detail: { timeoutMs: 20 } });
    const controller = new AbortController();
    const aborted = folio.folders
      .list({ signal: controller.signal })
      .catch((caught: unknown) => caught);
    controller.abort();
    expect(await aborted).toMatchObject({ name: 'AbortError' });
  });

  it('fails the sign-in with the server code', async () => {
    const server = await startLocalServer((_request, response) =>
      sendJson(response, 401, { errorCode: 'AUTHENTICATION_FAILED', errorMessage: 'no' }),
    );
    close = server.close;
    const error = await createFolio({ url: server.url, serviceUrl: server.url, ...login }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'AUTHENTICATION_FAILED', status: 401 });
  });
});
