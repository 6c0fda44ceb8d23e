import { closeOnSignals } from '@folio/server';
import type { FastifyInstance } from 'fastify';

import { buildApp } from './app';
import type { ServiceConfig } from './config';

/** Starts the service and listens; returns the app so `start` can close it with the middleware. */
export async function startService(config: ServiceConfig): Promise<FastifyInstance> {
  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });
  return app;
}

/** `folio-service`: the service alone, closed gracefully on SIGTERM/SIGINT. */
export async function serveService(config: ServiceConfig): Promise<void> {
  const app = await startService(config);
  closeOnSignals([() => app.close()], { timeoutMs: config.shutdownTimeoutMs, log: app.log });
}
