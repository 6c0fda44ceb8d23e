import type { ServiceConfig } from '../config';
import type { ServiceHandlers } from '../service-handlers';

/** Health of the service host (GET on its base URL). */
export function systemRoutes(config: ServiceConfig): Pick<ServiceHandlers, 'getHealth'> {
  return {
    getHealth: async () => ({ status: 'ok', version: config.version }),
  };
}
