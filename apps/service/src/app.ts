import multipart from '@fastify/multipart';
import {
  bearerSecurityHandler,
  createHttpApp,
  registerContract,
  type OpenApiDocument,
  type SecurityHandler,
} from '@folio/server';
import contract from '@folio/sdk/openapi/service.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';

import { createServiceTokenVerifier } from './auth/access-tokens';
import type { ServiceConfig } from './config';
import { closePools, startPools } from './pools';
import { serviceRoutes } from './routes';
import { UTILS_LIMITS } from './utils/limits';
import { createUseReporter } from './utils/utility-uses';

const spec = contract as OpenApiDocument;

declare module 'fastify' {
  interface FastifyInstance {
    /** The `bearerAuth` check, for routes outside the contract (uploads, tests). */
    authenticate: SecurityHandler;
  }
}

/**
 * Builds the service host from its contract; every operation needs a middleware access token
 * unless the contract says otherwise. It never listens: `server.ts` and tests do.
 */
export async function buildApp(config: ServiceConfig): Promise<FastifyInstance> {
  const app = await createHttpApp({
    logLevel: config.logLevel,
    bodyLimitBytes: config.bodyLimitBytes,
    corsOrigins: config.corsOrigins,
  });
  const authenticate = bearerSecurityHandler(createServiceTokenVerifier(config));
  app.decorate('authenticate', authenticate);
  // Form bodies of the utilities are read part by part in memory by their handlers, never
  // written to disk; these limits bound what one request can make the host hold.
  await app.register(multipart, {
    limits: {
      fileSize: Math.min(UTILS_LIMITS.maxFileBytes, config.bodyLimitBytes),
      files: 1_000,
      fields: 10,
      fieldSize: UTILS_LIMITS.maxJsonBytes,
      parts: 1_010,
      headerPairs: 100,
    },
  });
  const pools = await startPools(config);
  app.addHook('onClose', () => closePools(pools));
  const uses = createUseReporter(config, app.log);
  app.addHook('onClose', () => uses.settle());
  await registerContract(app, {
    spec,
    handlers: serviceRoutes(config, pools, uses),
    validateResponses: config.validateResponses,
    securityHandlers: { bearerAuth: authenticate },
  });
  return app;
}
