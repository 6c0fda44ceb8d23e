import { AppError } from '@folio/core';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

import { registerContract, type OpenApiDocument } from '../contract';
import { createHttpApp } from '../http-app';
import { fixtureContract } from '../testing/fixture-contract';
import { bearerSecurityHandler, readBearerToken, requireAuth } from './bearer';

// The fixture contract with its echo protected by a bearer scheme.
const securedContract = {
  ...fixtureContract,
  security: [{ bearerAuth: [] }],
  paths: {
    ...fixtureContract.paths,
    '/': { get: { ...(fixtureContract.paths['/']?.['get'] as object), security: [] } },
  },
  components: {
    ...(fixtureContract as unknown as { components: object }).components,
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
  },
} as OpenApiDocument;

const ana = { username: 'ana@example.com', familyId: 'f', tokenId: 't', expiresAt: new Date() };

describe('the bearerAuth security handler', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function start() {
    app = await createHttpApp({ logLevel: 'silent', bodyLimitBytes: 1024, corsOrigins: [] });
    await registerContract(app, {
      spec: securedContract,
      handlers: {
        getHealth: async () => ({ status: 'ok' }),
        echoName: async (request) => ({ name: requireAuth(request).username }),
      },
      validateResponses: true,
      securityHandlers: {
        bearerAuth: bearerSecurityHandler(async (token) => {
          if (token === 'good') {
            return ana;
          }
          throw new AppError(token === 'old' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
        }),
      },
    });
    return app;
  }

  const echo = (server: FastifyInstance, authorization?: string) =>
    server.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { name: 'x' },
      headers: authorization ? { authorization } : {},
    });

  it('puts the verified user on the request', async () => {
    const response = await echo(await start(), 'Bearer good');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'ana@example.com' });
  });

  it('refuses a request without a bearer token with UNAUTHORIZED', async () => {
    const response = await echo(await start());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
  });

  it("answers the verifier's own reason, not a bare 401", async () => {
    const server = await start();
    expect((await echo(server, 'Bearer old')).json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
    expect((await echo(server, 'Bearer forged')).json()).toMatchObject({
      errorCode: 'INVALID_TOKEN',
    });
  });

  it('leaves operations with `security: []` open', async () => {
    const response = await (await start()).inject({ method: 'GET', url: '/api' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses to start when a scheme the contract uses has no handler', async () => {
    const server = await createHttpApp({
      logLevel: 'silent',
      bodyLimitBytes: 1024,
      corsOrigins: [],
    });
    await expect(
      registerContract(server, {
        spec: securedContract,
        handlers: { getHealth: async () => ({}), echoName: async () => ({}) },
        validateResponses: false,
      }),
    ).rejects.toThrow(/bearerAuth/);
    await server.close();
  });
});

describe('readBearerToken', () => {
  it('reads the token of a bearer header and nothing else', () => {
    expect(readBearerToken('Bearer abc.def-ghi_jk')).toBe('abc.def-ghi_jk');
    expect(readBearerToken('bearer abc')).toBe('abc');
    expect(readBearerToken('Basic abc')).toBeUndefined();
    expect(readBearerToken('Bearer ')).toBeUndefined();
    expect(readBearerToken('Bearer a b')).toBeUndefined();
    expect(readBearerToken(undefined)).toBeUndefined();
  });
});
