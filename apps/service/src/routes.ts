import type { ServiceConfig } from './config';
import type { ServicePools } from './pools';
import type { ServiceHandlers } from './service-handlers';
import { systemRoutes } from './system/system.routes';
import type { UseReporter } from './utils/utility-uses';
import { utilsRoutes } from './utils/utils.routes';

/**
 * Every handler of the service, keyed by the operationIds of `openapi/service.yaml`; the type
 * makes an operation without a handler, or a handler without an operation, fail typecheck.
 */
export function serviceRoutes(
  config: ServiceConfig,
  pools: ServicePools,
  uses: UseReporter,
): ServiceHandlers {
  return {
    ...systemRoutes(config),
    ...utilsRoutes(config, pools, uses),
  };
}
