import { generateKeyPairSync } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { loadServiceConfig } from '../config';
import { startFakeMiddleware } from './testing/fake-middleware';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

let middleware: Awaited<ReturnType<typeof startFakeMiddleware>>;
beforeAll(async () => {
  middleware = await startFakeMiddleware();
});
afterAll(async () => middleware.close());

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The service with a test-only protected route that answers who the token speaks for. */
async function startService(env: Record<string, string> = {}) {
  const service = await buildApp(
    loadServiceConfig(
      { FOLIO_MIDDLEWARE_URL: middleware.url, FOLIO_SESSION_CHECK_CACHE_SECONDS: '0', ...env },
      { logLevel: 'silent' },
    ),
  );
  app = service;
  // A preHandler's third argument is fastify's `done`, not scopes: sessions only here.
  app.get(
    '/api/test/whoami',
    { preHandler: (request) => service.authenticate(request) },
    async (request) => ({
      username: request.auth?.username,
    }),
  );
  return app;
}

const whoami = async (token?: string) => {
  const server = app ?? (await startService());
  return server.inject({
    method: 'GET',
    url: '/api/test/whoami',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
};
const codeOf = (response: { json: () => unknown }) =>
  (response.json() as { errorCode: string }).errorCode;

describe('the service checks access tokens with the middleware JWKS (DECISIONS.md)', () => {
  it('accepts a fresh token signed by the middleware', async () => {
    const response = await whoami(await middleware.sign('ana@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'ana@example.com' });
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const response = await whoami(
      await middleware.sign('ana@example.com', { lifetimeSeconds: -10 }),
    );
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('TOKEN_EXPIRED');
  });

  it('refuses tampered, unsigned, HS256 and foreign-key tokens with INVALID_TOKEN', async () => {
    const genuine = await middleware.sign('ana@example.com');
    const claims = decodeJwt(genuine);
    const [header, , signature] = genuine.split('.');
    const attacker = generateKeyPairSync('ed25519');
    const foreign = (extra: object) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', ...extra })
        .sign(attacker.privateKey);
    const forgeries = {
      tampered: `${header}.${encode({ ...claims, sub: 'mallory@example.com' })}.${signature}`,
      algNone: `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(claims)}.`,
      hs256: await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .sign(Buffer.from(middleware.publicX, 'base64url')),
      jwkHeader: await foreign({ jwk: attacker.publicKey.export({ format: 'jwk' }) }),
      jkuHeader: await foreign({ jku: 'http://evil.example/jwks' }),
      otherKey: await foreign({}),
    };
    for (const [name, token] of Object.entries(forgeries)) {
      const response = await whoami(token);
      expect([name, response.statusCode, codeOf(response)]).toEqual([name, 401, 'INVALID_TOKEN']);
    }
  });

  it('refuses a token of a revoked session with SESSION_EXPIRED', async () => {
    middleware.revokedFamilies.add('family-logged-out');
    const response = await whoami(
      await middleware.sign('ana@example.com', { familyId: 'family-logged-out' }),
    );
    expect(response.statusCode).toBe(401);
    expect(codeOf(response)).toBe('SESSION_EXPIRED');
  });

  it('refuses a call without a token with UNAUTHORIZED, and leaves the health check open', async () => {
    expect(codeOf(await whoami())).toBe('UNAUTHORIZED');
    expect((await (app as FastifyInstance).inject({ method: 'GET', url: '/api' })).statusCode).toBe(
      200,
    );
  });

  it('answers SERVICE_UNAVAILABLE, not a session-ending code, when the middleware is down', async () => {
    await startService({ FOLIO_MIDDLEWARE_URL: 'http://127.0.0.1:9/api' });
    const response = await whoami(await middleware.sign('ana@example.com'));
    expect(response.statusCode).toBe(503);
    expect(codeOf(response)).toBe('SERVICE_UNAVAILABLE');
  });

  it('trusts a session check for a while, so a batch of calls costs one', async () => {
    await startService({ FOLIO_SESSION_CHECK_CACHE_SECONDS: '10' });
    const token = await middleware.sign('ana@example.com');
    const before = middleware.calls.validate;
    for (let i = 0; i < 3; i++) {
      expect((await whoami(token)).statusCode).toBe(200);
    }
    expect(middleware.calls.validate - before).toBe(1);
  });
});

describe('FOLIO_MIDDLEWARE_URL', () => {
  it('defaults to the middleware that `start` runs beside the service', () => {
    expect(loadServiceConfig({}).middlewareUrl).toBe('http://localhost:8080/api');
    expect(
      loadServiceConfig({ FOLIO_HOST: '127.0.0.1', FOLIO_MIDDLEWARE_PORT: '9999' }).middlewareUrl,
    ).toBe('http://127.0.0.1:9999/api');
    expect(
      loadServiceConfig({ FOLIO_MIDDLEWARE_URL: 'https://folio.example/api/' }).middlewareUrl,
    ).toBe('https://folio.example/api');
  });
});
