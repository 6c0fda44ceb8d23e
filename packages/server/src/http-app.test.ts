import { AppError } from '@folio/core';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { findContractGaps, registerContract } from './contract';
import { createHttpApp } from './http-app';
import { fixtureContract } from './testing/fixture-contract';

type Behaviour = 'echo' | 'crash' | 'refuse' | 'breakContract';

async function buildFixtureApp(behaviour: { current: Behaviour }): Promise<FastifyInstance> {
  const app = await createHttpApp({
    logLevel: 'silent',
    bodyLimitBytes: 1024,
    corsOrigins: ['http://web.example'],
  });
  const echoName: RouteHandlerMethod = async (request) => {
    const { name } = request.body as { name: string };
    switch (behaviour.current) {
      case 'crash':
        throw new Error('secret database password in /etc/folio');
      case 'refuse':
        throw new AppError('INSUFFICIENT_BALANCE', { detail: { needed: 3, available: 1 } });
      case 'breakContract':
        return { name, internalId: 42 };
      default:
        return { name };
    }
  };
  await registerContract(app, {
    spec: fixtureContract,
    handlers: { getHealth: async () => ({ status: 'ok' }), echoName },
    validateResponses: true,
  });
  return app;
}

describe('the shared HTTP app', () => {
  const behaviour: { current: Behaviour } = { current: 'echo' };
  let app: FastifyInstance | undefined;
  const start = async () => {
    app = await buildFixtureApp(behaviour);
    return app;
  };
  afterEach(async () => {
    behaviour.current = 'echo';
    await app?.close();
  });

  const post = (server: FastifyInstance, payload: string, contentType = 'application/json') =>
    server.inject({
      method: 'POST',
      url: '/api/echo',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers a valid call from the contract', async () => {
    const server = await start();
    const response = await post(server, JSON.stringify({ name: 'Ana' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ana' });
  });

  it('maps malformed JSON to BAD_REQUEST in the error shape, then keeps serving', async () => {
    const server = await start();
    const response = await post(server, '{"name": "Ana"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
    expect((await post(server, JSON.stringify({ name: 'Ana' }))).statusCode).toBe(200);
  });

  it('maps a wrong content type to UNSUPPORTED_MEDIA_TYPE', async () => {
    const server = await start();
    const response = await post(server, 'name=Ana', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('maps an oversized body to PAYLOAD_TOO_LARGE with the limit', async () => {
    const server = await start();
    const response = await post(server, JSON.stringify({ name: 'x'.repeat(5000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      errorCode: 'PAYLOAD_TOO_LARGE',
      detail: { maxBytes: 1024 },
    });
  });

  it('maps schema violations to BAD_REQUEST listing every failing field', async () => {
    const server = await start();
    const response = await post(server, JSON.stringify({ name: '', extra: true }));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errorCode: string; detail: { in: string; issues: unknown[] } }>();
    expect(body.errorCode).toBe('BAD_REQUEST');
    expect(body.detail.in).toBe('body');
    expect(body.detail.issues.length).toBeGreaterThanOrEqual(2);
  });

  it('answers unknown routes with ENDPOINT_NOT_FOUND', async () => {
    const server = await start();
    const response = await server.inject({ method: 'GET', url: '/api/nowhere?token=abc' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      errorCode: 'ENDPOINT_NOT_FOUND',
      detail: { method: 'GET', path: '/api/nowhere' },
    });
  });

  it('hides the internals of a crash behind INTERNAL_SERVER_ERROR', async () => {
    const server = await start();
    behaviour.current = 'crash';
    const response = await post(server, JSON.stringify({ name: 'Ana' }));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ errorCode: 'INTERNAL_SERVER_ERROR' });
    expect(response.body).not.toContain('secret');
  });

  it('sends an expected failure with its catalogue status and detail', async () => {
    const server = await start();
    behaviour.current = 'refuse';
    const response = await post(server, JSON.stringify({ name: 'Ana' }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      errorCode: 'INSUFFICIENT_BALANCE',
      detail: { needed: 3, available: 1 },
    });
  });

  it('refuses a response that breaks the contract', async () => {
    const server = await start();
    behaviour.current = 'breakContract';
    const response = await post(server, JSON.stringify({ name: 'Ana' }));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ errorCode: 'INTERNAL_SERVER_ERROR' });
  });

  it('answers in Spanish when the caller asks for it', async () => {
    const server = await start();
    const english = await server.inject({
      method: 'GET',
      url: '/api/x',
      headers: { 'accept-language': 'en' },
    });
    const spanish = await server.inject({
      method: 'GET',
      url: '/api/x',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
    });
    expect(english.json<{ errorMessage: string }>().errorMessage).not.toBe(
      spanish.json<{ errorMessage: string }>().errorMessage,
    );
  });

  it('echoes a sane request id and makes one up otherwise', async () => {
    const server = await start();
    const given = await server.inject({
      method: 'GET',
      url: '/api',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await server.inject({
      method: 'GET',
      url: '/api',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("tells the host's own time in Server-Timing, also on errors", async () => {
    const server = await start();
    for (const url of ['/api', '/api/x']) {
      const answered = await server.inject({ method: 'GET', url });
      expect(answered.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
    }
  });

  it('sends security headers and CORS only to allowed origins', async () => {
    const server = await start();
    const allowed = await server.inject({
      method: 'GET',
      url: '/api',
      headers: { origin: 'http://web.example' },
    });
    expect(allowed.headers['referrer-policy']).toBe('no-referrer');
    expect(allowed.headers['content-security-policy']).toContain("default-src 'self'");
    expect(allowed.headers['access-control-allow-origin']).toBe('http://web.example');
    const other = await server.inject({
      method: 'GET',
      url: '/api',
      headers: { origin: 'http://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('contract coverage', () => {
  it('finds operations without handlers and handlers without operations', () => {
    const gaps = findContractGaps(fixtureContract, {
      getHealth: async () => ({}),
      extra: async () => ({}),
    });
    expect(gaps).toEqual({ unimplemented: ['echoName'], orphans: ['extra'] });
  });

  it('refuses to mount a contract with gaps', async () => {
    const app = await createHttpApp({ logLevel: 'silent', bodyLimitBytes: 1024, corsOrigins: [] });
    await expect(
      registerContract(app, {
        spec: fixtureContract,
        handlers: { getHealth: async () => ({}) },
        validateResponses: false,
      }),
    ).rejects.toThrow(/unimplemented echoName/);
    await app.close();
  });
});
