import { closeOnSignals } from '@folio/server';
import type { FastifyInstance } from 'fastify';

import { buildApp } from './app';
import { shutdownDeadlineMs, type MiddlewareConfig } from './config';

/** Starts the middleware and listens; returns the app so `start` can close it with the service. */
export async function startMiddleware(config: MiddlewareConfig): Promise<FastifyInstance> {
  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });
  return app;
}

/** `folio-server serve`: the middleware alone, closed gracefully on SIGTERM/SIGINT. */
export async function serveMiddleware(config: MiddlewareConfig): Promise<void> {
  const app = await startMiddleware(config);
  closeOnSignals([() => app.close()], { timeoutMs: shutdownDeadlineMs(config), log: app.log });
}
