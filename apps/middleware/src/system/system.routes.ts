import type { MiddlewareConfig } from '../config';
import type { MiddlewareHandlers } from '../middleware-handlers';
import { buildPublicConfig } from './public-config';

/** Health (SPEC §4: GET on the base URL) and the public configuration. */
export function systemRoutes(
  config: MiddlewareConfig,
): Pick<MiddlewareHandlers, 'getHealth' | 'getPublicConfig'> {
  const publicConfig = buildPublicConfig(config);
  return {
    getHealth: async () => ({ status: 'ok', version: config.version }),
    getPublicConfig: async () => publicConfig,
  };
}
