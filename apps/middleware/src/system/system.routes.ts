import type { OperationHandlers } from '@folio/server';

import type { MiddlewareConfig } from '../config';
import { buildPublicConfig } from './public-config';

/** Health (SPEC §4: GET on the base URL) and the public configuration. */
export function systemRoutes(config: MiddlewareConfig): OperationHandlers {
  const publicConfig = buildPublicConfig(config);
  return {
    getHealth: async () => ({ status: 'ok', version: config.version }),
    getPublicConfig: async () => publicConfig,
  };
}
