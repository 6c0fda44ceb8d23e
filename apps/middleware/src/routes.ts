import type { OperationHandlers } from '@folio/server';

import type { AppContext } from './app-context';
import { systemRoutes } from './system/system.routes';

/** Every handler of the middleware, keyed by the operationIds of `openapi/middleware.yaml`. */
export function middlewareRoutes(context: AppContext): OperationHandlers {
  return {
    ...systemRoutes(context.config),
  };
}
