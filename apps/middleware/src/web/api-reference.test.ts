import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => test.close());

const get = (url: string) => test.app.inject({ method: 'GET', url });

describe('the API reference (issue 21)', () => {
  it('serves a page per host that loads Redoc from this host, never from a CDN', async () => {
    for (const [url, title, spec] of [
      ['/docs/api', 'Folio middleware API', '/docs/api/middleware.json'],
      ['/docs/api/service', 'Folio service API', '/docs/api/service.json'],
    ] as const) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(`<title>${title}</title>`);
      expect(page.body).toContain(`<redoc spec-url="${spec}"></redoc>`);
      expect(page.body).not.toMatch(/https?:\/\//);
      // The app's policy applies: scripts from this host only, and the page has no inline one.
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).not.toMatch(/<script>/);
    }
    const bundle = await get('/docs/api/redoc.standalone.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
    expect(bundle.body.length).toBeGreaterThan(100_000);
    expect(bundle.body).not.toContain('cdn.redoc.ly');
  });

  it('serves both contracts, whose operations name the scopes an API key needs', async () => {
    const middleware = (await get('/docs/api/middleware.json')).json<{
      paths: Record<string, Record<string, { operationId: string; security?: unknown }>>;
    }>();
    expect(middleware.paths['/api-keys']?.['post']?.operationId).toBe('createApiKey');
    expect(middleware.paths['/storage/usage']?.['get']?.security).toEqual([
      { bearerAuth: ['files:read'] },
    ]);
    const service = (await get('/docs/api/service.json')).json<{ security: unknown }>();
    expect(service.security).toEqual([{ bearerAuth: ['utils'] }]);
  });
});
