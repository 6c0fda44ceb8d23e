import {
  createHttpApp,
  listOperationIds,
  registerContract,
  type OpenApiDocument,
} from '@folio/server';
import contract from '@folio/sdk/openapi/service.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadServiceConfig } from '../config';
import type { ServicePools } from '../pools';
import { serviceRoutes } from '../routes';
import { createUserRequestLimiter, HEAVY_OPERATIONS } from './heavy-requests';
import { makePdf } from './testing/fixtures';
import { NO_USE_REPORTS } from './testing/no-use-reports';

const spec = contract as OpenApiDocument & {
  paths: Record<string, Record<string, { operationId?: string; responses?: object }>>;
};

describe('createUserRequestLimiter', () => {
  it('refuses a user past the limit with RATE_LIMIT_EXCEEDED and a wait, others still pass', () => {
    const limiter = createUserRequestLimiter(2);
    const first = limiter.enter('ana');
    limiter.enter('ana');
    expect(() => limiter.enter('ana')).toThrow(
      expect.objectContaining({
        code: 'RATE_LIMIT_EXCEEDED',
        detail: { reason: 'concurrent-requests', limit: 2, retryAfterSeconds: 5 },
      }),
    );
    limiter.enter('bob');
    expect(limiter.inFlight('bob')).toBe(1);
    first();
    first(); // a second release of the same request changes nothing
    expect(limiter.inFlight('ana')).toBe(1);
    limiter.enter('ana');
    expect(limiter.inFlight('ana')).toBe(2);
  });

  it('has no limit at 0', () => {
    const limiter = createUserRequestLimiter(0);
    for (let i = 0; i < 10; i++) {
      limiter.enter('ana');
    }
    expect(limiter.inFlight('ana')).toBe(10);
  });
});

describe('HEAVY_OPERATIONS', () => {
  it('are operations of the contract, each answering 429 with a Retry-After', () => {
    const operations = Object.values(spec.paths).flatMap((item) => Object.values(item));
    expect(listOperationIds(spec)).toEqual(expect.arrayContaining([...HEAVY_OPERATIONS]));
    for (const id of HEAVY_OPERATIONS) {
      const responses = operations.find((operation) => operation.operationId === id)?.responses;
      expect({ id, has429: Object.hasOwn(responses ?? {}, '429') }).toEqual({ id, has429: true });
    }
  });
});

/** A printer whose HTML `hold` waits until released, so a request stays in flight. */
function holdingPools() {
  const held: Array<() => void> = [];
  const print = async (html: string) => {
    if (html === 'hold') {
      await new Promise<void>((resolve) => held.push(resolve));
    }
    return makePdf([[100, 100]]);
  };
  const unused = async () => {
    throw new Error('not used by these tests');
  };
  const pools: ServicePools = {
    html: { print, close: async () => undefined },
    office: { toPdf: unused, close: async () => undefined },
    splitter: {
      split: unused,
      status: () => ({ threads: 0, idle: 0, killed: 0, dir: '' }),
      close: unused,
    },
  };
  return { pools, held };
}

describe('the heavy utilities, per user (issue #17)', () => {
  let app: FastifyInstance;
  let held: Array<() => void>;
  beforeAll(async () => {
    const fake = holdingPools();
    held = fake.held;
    app = await createHttpApp({ logLevel: 'silent', bodyLimitBytes: 1024 * 1024, corsOrigins: [] });
    await registerContract(app, {
      spec,
      // The default limit: 2 heavy requests in flight per user.
      handlers: serviceRoutes(loadServiceConfig({}), fake.pools, NO_USE_REPORTS),
      validateResponses: true,
      // The user is who the test says: the limit is what is under test, not the token check.
      securityHandlers: {
        bearerAuth: async (request) => {
          const username = String(request.headers.authorization).replace(/^Bearer /, '');
          request.auth = { username, familyId: 'f', tokenId: username, expiresAt: new Date() };
        },
      },
    });
  });
  afterAll(async () => app.close());

  const print = (user: string, html: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/utils/html-to-pdf',
      payload: { user, empresa: 'demo', aplicacion: 'manager_extractor', html },
      headers: { authorization: `Bearer ${user}`, 'accept-language': language },
    });

  it('refuses a third request of one user with 429 and Retry-After, and serves another user', async () => {
    const holding = [print('ana@example.com', 'hold'), print('ana@example.com', 'hold')];
    // Both of ana's requests are in their handlers once the printer holds them.
    await expect.poll(() => held.length, { timeout: 10_000 }).toBe(2);

    const refused = await print('ana@example.com', '<p>tercera</p>', 'es');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      errorCode: 'RATE_LIMIT_EXCEEDED',
      errorMessage:
        'Ya tiene 2 conversiones en curso. Espere a que termine una e inténtelo de nuevo.',
      detail: { reason: 'concurrent-requests', limit: 2, retryAfterSeconds: 5 },
    });

    const other = await print('bob@example.com', '<p>de otro</p>');
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toBe('application/pdf');

    held.splice(0).forEach((release) => release());
    expect((await Promise.all(holding)).map((response) => response.statusCode)).toEqual([200, 200]);
    // Answered: their places are free again.
    expect((await print('ana@example.com', '<p>otra vez</p>')).statusCode).toBe(200);
  });

  it('frees the place of a request that failed', async () => {
    for (let i = 0; i < 3; i++) {
      const blank = await print('ana@example.com', '   ');
      expect(blank.json()).toMatchObject({ errorCode: 'MISSING_PARAMETERS' });
    }
    expect((await print('ana@example.com', '<p>sigue</p>')).statusCode).toBe(200);
  });
});
