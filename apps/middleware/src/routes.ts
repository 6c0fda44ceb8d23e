import type { OperationHandlers } from '@folio/server';

import type { AppContext } from './app-context';
import { authRoutes } from './auth/auth.routes';
import { oidcRoutes } from './auth/oidc.routes';
import { extractorRoutes } from './extractor/extractor.routes';
import { storageRoutes } from './storage/storage.routes';
import { systemRoutes } from './system/system.routes';

/** Every handler of the middleware, keyed by the operationIds of `openapi/middleware.yaml`. */
export function middlewareRoutes(context: AppContext): OperationHandlers {
  return {
    ...systemRoutes(context.config),
    ...authRoutes(context.auth, context.config),
    ...oidcRoutes(context.auth.oidc, context.config.publicUrl),
    ...storageRoutes(context),
    ...extractorRoutes(context),
  };
}
