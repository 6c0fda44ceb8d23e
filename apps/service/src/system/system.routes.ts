import type { OperationHandlers } from '@folio/server';

import type { ServiceConfig } from '../config';

/** Health of the service host (GET on its base URL). */
export function systemRoutes(config: ServiceConfig): OperationHandlers {
  return {
    getHealth: async () => ({ status: 'ok', version: config.version }),
  };
}
