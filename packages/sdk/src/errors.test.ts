import { describe, expect, it } from 'vitest';

import { createFolioClients } from './clients';
import { FolioError } from './errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientsAnswering(answer: (request: Request) => Response | Promise<Response>) {
  return createFolioClients({
    middlewareUrl: 'http://middleware.test/api',
    serviceUrl: 'http://service.test/api',
    fetch: async (request) => answer(request),
  });
}

describe('FolioError mapping', () => {
  it('reads the one error shape into code, message, status and detail', async () => {
    const { middleware } = clientsAnswering(() =>
      json(402, {
        errorCode: 'INSUFFICIENT_BALANCE',
        errorMessage: 'No balance',
        detail: { needed: 3 },
      }),
    );
    const error = await middleware.GET('/config').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FolioError);
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'No balance',
      status: 402,
      detail: { needed: 3 },
    });
  });

  it('gives a code to an answer without the error shape (a proxy page)', async () => {
    const { service } = clientsAnswering(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    await expect(service.GET('/')).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      status: 502,
    });
  });

  it('keeps a code this SDK does not know, with the server message (SPEC §8 fallback)', async () => {
    const { middleware } = clientsAnswering(() =>
      json(400, { errorCode: 'SOMETHING_NEW', errorMessage: 'Newer server' }),
    );
    await expect(middleware.GET('/')).rejects.toMatchObject({
      code: 'SOMETHING_NEW',
      message: 'Newer server',
    });
  });

  it('turns a failed fetch into NETWORK_ERROR with status 0', async () => {
    const { middleware } = clientsAnswering(() => {
      throw new TypeError('fetch failed');
    });
    await expect(middleware.GET('/')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('lets an abort stay an abort', async () => {
    const { middleware } = clientsAnswering(() => {
      throw new DOMException('The operation was aborted', 'AbortError');
    });
    await expect(middleware.GET('/')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('returns data on success', async () => {
    const { middleware } = clientsAnswering(() => json(200, { status: 'ok', version: '1.2.3' }));
    const { data } = await middleware.GET('/');
    expect(data).toEqual({ status: 'ok', version: '1.2.3' });
  });

  it('asks for the interface language so server messages come back in it', async () => {
    let seen: string | null = null;
    const clients = createFolioClients({
      middlewareUrl: 'http://middleware.test/api',
      serviceUrl: 'http://service.test/api',
      language: () => 'sp',
      fetch: async (request) => {
        seen = request.headers.get('accept-language');
        return json(200, { status: 'ok', version: '1' });
      },
    });
    await clients.middleware.GET('/');
    expect(seen).toBe('es');
  });
});
