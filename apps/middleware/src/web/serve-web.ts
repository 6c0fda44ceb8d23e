import { existsSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** True when `webDir` holds a built web app. */
export function hasWebApp(webDir: string): boolean {
  return existsSync(join(webDir, 'index.html'));
}

/**
 * Serves the built web app at `/`. Vite names assets by content hash, so they are cached for a
 * year; index.html is revalidated every time so a new release shows at once.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    setHeaders: (reply, path) => {
      void reply.header(
        'cache-control',
        path.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
    },
  });
}

/**
 * The SPA fallback: a browser that opens a client-side route (`/extractor/new`) gets index.html
 * and the router takes over. API paths are left to the ENDPOINT_NOT_FOUND answer.
 */
export function createSpaFallback(apiPrefix: string) {
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return false;
    }
    void reply.header('cache-control', 'no-cache').sendFile('index.html');
    return true;
  };
}
