import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { findContractGaps, type OpenApiDocument } from '@folio/server';
import contract from '@folio/sdk/openapi/middleware.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from './app';
import { loadMiddlewareConfig, type MiddlewareConfig } from './config';
import { openTestDatabase } from './db/testing';
import { middlewareRoutes } from './routes';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'folio-middleware-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

/** A config for tests: no in-process workers, a temporary data folder. */
function testConfig(env: Record<string, string> = {}, overrides: Partial<MiddlewareConfig> = {}) {
  return loadMiddlewareConfig(
    { FOLIO_DATA_DIR: dataDir, FOLIO_WEB_DIR: join(dataDir, 'no-web'), ...env },
    { logLevel: 'silent', database: {}, ...overrides },
  );
}

/**
 * The host on a test database: creating a new PGlite (its initdb) in every test took up to 27 s
 * on a loaded machine; the migrated snapshot of `openTestDatabase` loads in a third of the time.
 */
async function build(config: MiddlewareConfig) {
  return buildApp(config, { database: await openTestDatabase() });
}

const OIDC_ENV = {
  FOLIO_OIDC_ISSUER: 'http://127.0.0.1:9/oidc',
  FOLIO_OIDC_CLIENT_ID: 'folio',
  FOLIO_OIDC_CLIENT_SECRET: 'secret',
};

describe('middleware host', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('has a handler for every operationId of openapi/middleware.yaml and none without one', async () => {
    app = await build(testConfig());
    expect(findContractGaps(contract as OpenApiDocument, middlewareRoutes(app.folio))).toEqual({
      unimplemented: [],
      orphans: [],
    });
  });

  it('answers the health check on its base URL (SPEC §4)', async () => {
    app = await build(testConfig({ FOLIO_VERSION: '1.2.3' }));
    const response = await app.inject({ method: 'GET', url: '/api' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '1.2.3' });
  });

  it('publishes the limits of DECISIONS.md and no blocked feature by default', async () => {
    app = await build(testConfig());
    const body = (await app.inject({ method: 'GET', url: '/api/config' })).json<{
      demoMode: boolean;
      blockedFeatures: string[];
      limits: Record<string, unknown>;
      ai: { providers: string[]; models: Array<{ id: string; available: boolean }> };
      signIn: { oidc: boolean };
    }>();
    expect(body.demoMode).toBe(false);
    expect(body.blockedFeatures).toEqual([]);
    expect(body.limits).toMatchObject({
      zipMaxFiles: 100,
      zipMaxPagesPerFile: 50,
      zipMaxTotalPages: 1000,
      uploadMaxFileBytes: 50 * 1024 * 1024,
      zipMaxEntryRatio: 200,
      chatMaxFiles: 4,
    });
    expect(body.limits['uploadAllowedTypes']).toContain('pdf');
    expect(body.ai.providers).toEqual([]);
    expect(body.signIn).toEqual({ oidc: false });
    expect(body.ai.models.every((model) => !model.available)).toBe(true);
  });

  it('reports demo mode, its blocked features and the configured providers', async () => {
    app = await build(
      testConfig({
        FOLIO_DEMO: '1',
        OPENAI_API_KEY: 'sk-test',
        FOLIO_ZIP_MAX_FILES: '7',
        ...OIDC_ENV,
      }),
    );
    const body = (await app.inject({ method: 'GET', url: '/api/config' })).json<{
      blockedFeatures: string[];
      signIn: { oidc: boolean };
      limits: { zipMaxFiles: number };
      ai: { providers: string[]; models: Array<{ id: string; available: boolean }> };
    }>();
    expect(body.blockedFeatures).toEqual(['createConfiguration', 'createTopic']);
    expect(body.limits.zipMaxFiles).toBe(7);
    expect(body.ai.providers).toEqual(['openai']);
    expect(body.signIn).toEqual({ oidc: true });
    expect(body.ai.models.find((model) => model.id === 'gpt-4o')?.available).toBe(true);
    expect(body.ai.models.find((model) => model.id === 'deepseek-chat')?.available).toBe(false);
  });

  it('serves the web app at / with an SPA fallback, leaving /api to the error shape', async () => {
    const webDir = join(dataDir, 'web');
    await mkdir(join(webDir, 'assets'), { recursive: true });
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Folio</title>');
    await writeFile(join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
    app = await build(testConfig({ FOLIO_WEB_DIR: webDir }));

    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Folio</title>');
    const deep = await app.inject({
      method: 'GET',
      url: '/extractor/new',
      headers: { accept: 'text/html' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toContain('text/html');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ errorCode: 'ENDPOINT_NOT_FOUND' });
  });

  it('finishes in-flight requests when closed, then refuses new ones', async () => {
    const server = await build(testConfig());
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.get('/api/test-slow', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
        arrived();
      });
      return { done: true };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test-slow`);
    await inHandler;
    const closing = server.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api`)).rejects.toThrow();
  });
});
