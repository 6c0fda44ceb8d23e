import type { OperationHandlers } from '@folio/server';

import type { ServiceConfig } from './config';
import type { ServicePools } from './pools';
import { systemRoutes } from './system/system.routes';
import { utilsRoutes } from './utils/utils.routes';

/** Every handler of the service, keyed by the operationIds of `openapi/service.yaml`. */
export function serviceRoutes(config: ServiceConfig, pools: ServicePools): OperationHandlers {
  return {
    ...systemRoutes(config),
    ...utilsRoutes(config, pools),
  };
}
