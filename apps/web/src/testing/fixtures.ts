import type { PublicConfig } from '../lib/public-config';

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
};

/** How the fake middleware answers its health check. */
export type FakeHealth = 'ok' | 'unavailable' | 'unreachable';

/**
 * A fake middleware behind the SDK's `fetch` option: `GET /api` and `GET /api/config`, answered
 * as the real host does. `health` can be changed between calls; `requests` records every call.
 */
export function createFakeServer(initial: { health?: FakeHealth } = {}) {
  const server = {
    health: initial.health ?? 'ok',
    requests: [] as Request[],
    fetch: async (request: Request): Promise<Response> => {
      server.requests.push(request);
      // Like the real hosts (ignoreTrailingSlash): the SDK asks for `GET /` as `/api/`.
      const path = new URL(request.url).pathname.replace(/(.)\/$/, '$1');
      if (server.health === 'unreachable') {
        throw new TypeError('Failed to fetch');
      }
      if (server.health === 'unavailable') {
        return Response.json(
          { errorCode: 'SERVICE_UNAVAILABLE', errorMessage: 'Down for maintenance' },
          { status: 503 },
        );
      }
      if (path === '/api') {
        return Response.json({ status: 'ok', version: PUBLIC_CONFIG.version });
      }
      if (path === '/api/config') {
        return Response.json(PUBLIC_CONFIG);
      }
      return Response.json(
        { errorCode: 'ENDPOINT_NOT_FOUND', errorMessage: `No route ${path}` },
        { status: 404 },
      );
    },
  };
  return server;
}
