import type { FastifyInstance } from 'fastify';

import { buildApp } from '../../app';
import { startFakeMiddleware } from '../../auth/testing/fake-middleware';
import { loadServiceConfig } from '../../config';
import { multipart } from './fixtures';

export const USER = 'ana@example.com';
export const context = { user: USER, empresa: 'demo', aplicacion: 'manager_extractor' };

/** The service with a fake middleware behind it, and a signed-in user's way to post forms. */
export async function startUtilsService() {
  const middleware = await startFakeMiddleware();
  const app: FastifyInstance = await buildApp(
    loadServiceConfig(
      { FOLIO_MIDDLEWARE_URL: middleware.url },
      { logLevel: 'silent', validateResponses: true },
    ),
  );
  const token = await middleware.sign(USER);
  return {
    app,
    token,
    middleware,
    /** Posts a form to `/api/utils/<path>`, with the user's token unless `token` is null. */
    async post(
      path: string,
      jsonData: unknown,
      files: ReadonlyArray<{ name: string; bytes: Uint8Array; type?: string }>,
      auth: string | null = token,
    ) {
      const body = await multipart(jsonData, files);
      return app.inject({
        method: 'POST',
        url: `/api/utils/${path}`,
        payload: body.payload,
        headers: { ...body.headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      });
    },
    async close() {
      await app.close();
      await middleware.close();
    },
  };
}
