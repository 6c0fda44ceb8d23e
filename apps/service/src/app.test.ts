import { findContractGaps, type OpenApiDocument } from '@folio/server';
import contract from '@folio/sdk/openapi/service.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { buildApp } from './app';
import { loadServiceConfig } from './config';
import type { ServicePools } from './pools';
import { serviceRoutes } from './routes';
import { NO_USE_REPORTS } from './utils/testing/no-use-reports';

const config = loadServiceConfig({}, { logLevel: 'silent', version: '9.9.9' });
// The handlers are only listed here, never called: no pool needs to start.
const listedOnly = {} as ServicePools;

describe('service host', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('has a handler for every operationId of openapi/service.yaml and none without one', () => {
    expect(
      findContractGaps(
        contract as OpenApiDocument,
        serviceRoutes(config, listedOnly, NO_USE_REPORTS),
      ),
    ).toEqual({
      unimplemented: [],
      orphans: [],
    });
  });

  it('answers the health check on its base URL', async () => {
    app = await buildApp(config);
    for (const url of ['/api', '/api/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', version: '9.9.9' });
    }
  });

  it('lets the web app at the public URL call it from the browser (CORS)', async () => {
    app = await buildApp(
      loadServiceConfig({ FOLIO_PUBLIC_URL: 'http://folio.example:8080' }, { logLevel: 'silent' }),
    );
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api',
      headers: { origin: 'http://folio.example:8080', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('http://folio.example:8080');
  });

  it('answers unknown routes with ENDPOINT_NOT_FOUND', async () => {
    app = await buildApp(config);
    const response = await app.inject({ method: 'POST', url: '/api/utils/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'ENDPOINT_NOT_FOUND' });
  });
});
