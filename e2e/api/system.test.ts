import { expectData, FolioError } from '@folio/sdk';
import { describe, expect, inject, it } from 'vitest';

import { clientsForRun } from '../support/clients';
import { errorBody } from '../support/error-bodies';

const servers = inject('servers');
const clients = clientsForRun();

describe('system: health and public config', () => {
  it('both hosts answer the health check with their version (SPEC §4)', async () => {
    const middleware = await expectData(clients.middleware.GET('/'));
    const service = await expectData(clients.service.GET('/'));
    expect(middleware).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/) as unknown,
    });
    expect(service.status).toBe('ok');
  });

  it('the public config tells where the service is and the limits in force', async () => {
    const config = await expectData(clients.middleware.GET('/config'));
    expect(config.serviceUrl).toBe(servers.serviceUrl);
    expect(config.demoMode).toBe(false);
    expect(config.limits.zipMaxFiles).toBe(100);
    expect(config.ai.models.map((model) => model.id)).toContain('gpt-4o-mini');
  });
});

describe('system: bad input on the real servers', () => {
  it('an unknown route is ENDPOINT_NOT_FOUND in the error shape, and the server keeps serving', async () => {
    for (const base of [servers.middlewareUrl, servers.serviceUrl]) {
      const response = await fetch(`${base}/does/not/exist`, { method: 'POST', body: '{"broken' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(errorBody('ENDPOINT_NOT_FOUND', expect.anything()));
    }
    await expectData(clients.middleware.GET('/'));
  });

  it('the SDK turns a refusal into a FolioError with the code', async () => {
    const broken = clientsForRun();
    // A path outside the contract, reached through the untyped escape hatch of openapi-fetch.
    const error = await broken.middleware.GET('/nope' as '/').then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(FolioError);
    expect(error).toMatchObject({ code: 'ENDPOINT_NOT_FOUND', status: 404 });
  });

  it('a host that is down is a NETWORK_ERROR, not a crash', async () => {
    const { createFolioClients } = await import('@folio/sdk');
    const down = createFolioClients({
      middlewareUrl: 'http://127.0.0.1:9/api',
      serviceUrl: 'http://127.0.0.1:9/api',
    });
    await expect(down.middleware.GET('/')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });

  it('answers in Spanish when asked, in English when asked', async () => {
    const answer = async (language: string) =>
      (await (
        await fetch(`${servers.middlewareUrl}/missing`, {
          headers: { 'accept-language': language },
        })
      ).json()) as {
        errorMessage: string;
      };
    const [english, spanish] = await Promise.all([answer('en'), answer('es')]);
    expect(english.errorMessage).not.toBe(spanish.errorMessage);
  });

  it('serves the web app with security headers', async () => {
    const response = await fetch(`${servers.webUrl}/`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
