import { join } from 'node:path';

import { createHttpApp, registerContract, type OpenApiDocument } from '@folio/server';
import contract from '@folio/sdk/openapi/middleware.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';

import './app-context';
import type { MiddlewareConfig } from './config';
import { createFileBlobStore } from './blobs/file-blob-store';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { jobHandlers } from './jobs/handlers';
import { createJobRunner } from './jobs/job-runner';
import { middlewareRoutes } from './routes';
import { createSpaFallback, hasWebApp, serveWebApp } from './web/serve-web';

const spec = contract as OpenApiDocument;

/**
 * Builds the middleware host: database (migrated), blob store, in-process job workers unless
 * disabled, the API from the contract, and the web app at `/`. It never listens: `server.ts`
 * does, and tests use `inject()` or listen on a free port themselves. Closing the app stops
 * claiming jobs, lets running ones finish, then closes the database.
 */
export async function buildApp(config: MiddlewareConfig): Promise<FastifyInstance> {
  const serveWeb = hasWebApp(config.webDir);
  const app = await createHttpApp({
    logLevel: config.logLevel,
    bodyLimitBytes: config.bodyLimitBytes,
    corsOrigins: config.corsOrigins,
    connectSources: [new URL(config.serviceUrl).origin],
    ...(serveWeb ? { notFound: createSpaFallback('/api') } : {}),
  });

  const database = await openDatabase(config.database, app.log);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const blobs = createFileBlobStore(join(config.dataDir, 'blobs'));
  const context = { config, database, blobs };
  app.decorate('folio', context);

  const runner = config.jobs.runInProcess
    ? createJobRunner({
        db: database.db,
        handlers: jobHandlers,
        concurrency: config.jobs.concurrency,
        pollIntervalMs: config.jobs.pollIntervalMs,
        leaseMs: config.jobs.leaseMs,
        logger: app.log,
      })
    : undefined;
  if (runner) {
    app.addHook('onReady', () => {
      runner.start();
      return Promise.resolve();
    });
    // preClose: stop claiming as soon as shutdown starts; in-flight jobs finish meanwhile.
    app.addHook('preClose', () => runner.stop(config.shutdownTimeoutMs));
  }
  app.addHook('onClose', () => database.close());

  await registerContract(app, {
    spec,
    handlers: middlewareRoutes(context),
    validateResponses: config.validateResponses,
  });
  if (serveWeb) {
    await serveWebApp(app, config.webDir);
  }
  return app;
}
