import { tokenFingerprint, type StoredSession } from '@folio/core';

import type { PublicConfig } from '../lib/public-config';
import { storeAcceptances, storeSession } from '../lib/storage';

/** The origin the app under test believes it is served from. */
export const TEST_ORIGIN = 'http://folio.test';

/** A public config as `GET /api/config` answers it, with a version the tests can look for. */
export const PUBLIC_CONFIG: PublicConfig = {
  version: '9.8.7-test',
  serviceUrl: 'http://service.folio.test/api',
  demoMode: false,
  blockedFeatures: [],
  limits: {
    zipMaxFiles: 100,
    zipMaxPagesPerFile: 50,
    zipMaxTotalPages: 500,
    zipMaxExpandedBytes: 100 * 1024 * 1024,
    zipMaxEntryRatio: 100,
    uploadMaxFileBytes: 50 * 1024 * 1024,
    uploadAllowedTypes: ['pdf', 'zip'],
    chatMaxFiles: 4,
  },
  ai: { providers: [], models: [] },
  signIn: { oidc: false },
};

/** How the fake middleware answers its health check. */
export type FakeHealth = 'ok' | 'unavailable' | 'unreachable';

/** A handler of the fake server: `'POST /api/auth/login'` -> the answer. */
export type FakeRoute = (request: Request) => Response | Promise<Response>;

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT-shaped access token whose subject is `username` (the web never checks signatures). */
export function fakeAccessToken(username: string, serial = 1): string {
  const header = base64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ sub: username, jti: `token-${serial}` }));
  return `${header}.${payload}.signature-${serial}-${'x'.repeat(20)}`;
}

/** A login answer as the middleware sends it (SPEC §3 authUser). */
export function fakeSession(username = 'ana.lopez@example.com', serial = 1): StoredSession {
  return {
    access_token: fakeAccessToken(username, serial),
    refresh_token: `refresh-${serial}`,
    token_type: 'Bearer',
    expires_in: 900,
  } as StoredSession;
}

/** Stores a session as a login would have, optionally with the terms already accepted. */
export function signIn(options: { acceptTerms?: boolean; session?: StoredSession } = {}) {
  const session = options.session ?? fakeSession();
  storeSession(session);
  if (options.acceptTerms ?? true) {
    storeAcceptances({ [tokenFingerprint(session.access_token)]: true });
  }
  return session;
}

/** An error answer in the one error shape. */
export function errorAnswer(status: number, errorCode: string, errorMessage: string): Response {
  return Response.json({ errorCode, errorMessage }, { status });
}

/**
 * A fake middleware behind the SDK's `fetch` option: `GET /api` and `GET /api/config`, answered
 * as the real host does, token validation and logout that succeed, and whatever `routes` adds
 * (`'METHOD /api/path'`). `health` can be changed between calls; `requests` records every call.
 */
export function createFakeServer(
  initial: {
    health?: FakeHealth;
    config?: Partial<PublicConfig>;
    routes?: Record<string, FakeRoute>;
  } = {},
) {
  const routes: Record<string, FakeRoute> = {
    'GET /api': () => Response.json({ status: 'ok', version: PUBLIC_CONFIG.version }),
    'GET /api/config': () => Response.json({ ...PUBLIC_CONFIG, ...initial.config }),
    'GET /api/auth/validate': () =>
      Response.json({
        valid: true,
        username: 'ana.lopez@example.com',
        expiresAt: '2030-01-01T00:00:00Z',
      }),
    'POST /api/auth/logout': () => Response.json({ message: 'Logged out' }),
    ...initial.routes,
  };
  const server = {
    health: initial.health ?? 'ok',
    requests: [] as Request[],
    routes,
    /** The requests made to one route, e.g. `calls('POST /api/auth/login')`. */
    calls: (route: string) => server.requests.filter((request) => routeOf(request) === route),
    fetch: async (request: Request): Promise<Response> => {
      server.requests.push(request.clone());
      if (server.health === 'unreachable') {
        throw new TypeError('Failed to fetch');
      }
      if (server.health === 'unavailable') {
        return errorAnswer(503, 'SERVICE_UNAVAILABLE', 'Down for maintenance');
      }
      const route = routes[routeOf(request)];
      return route
        ? route(request)
        : errorAnswer(404, 'ENDPOINT_NOT_FOUND', `No route ${routeOf(request)}`);
    },
  };
  return server;
}

/** `'METHOD /path'` of a request; like the real hosts (ignoreTrailingSlash), `/api/` is `/api`. */
function routeOf(request: Request): string {
  return `${request.method} ${new URL(request.url).pathname.replace(/(.)\/$/, '$1')}`;
}
