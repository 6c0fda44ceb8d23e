import { createHttpApp, registerContract, type OpenApiDocument } from '@folio/server';
import contract from '@folio/sdk/openapi/service.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';

import type { ServiceConfig } from './config';
import { serviceRoutes } from './routes';

const spec = contract as OpenApiDocument;

/** Builds the service host from its contract. It never listens: `server.ts` and tests do. */
export async function buildApp(config: ServiceConfig): Promise<FastifyInstance> {
  const app = await createHttpApp({
    logLevel: config.logLevel,
    bodyLimitBytes: config.bodyLimitBytes,
    corsOrigins: config.corsOrigins,
  });
  await registerContract(app, {
    spec,
    handlers: serviceRoutes(config),
    validateResponses: config.validateResponses,
  });
  return app;
}
