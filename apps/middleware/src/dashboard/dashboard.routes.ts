import type { MiddlewareHandlers } from '../middleware-handlers';
import { createRequestOwner } from '../storage/storage.feature';
import type { DashboardFeature } from './dashboard.feature';
import { readPeriodRequest } from './period';

/** The operations of tag `dashboard` in `openapi/middleware.yaml`. */
export type DashboardHandlers = Pick<MiddlewareHandlers, 'getDashboard'>;

/**
 * The dashboard (SPEC §1 "dashboard with period filters"): the caller's own figures for a period
 * in their time zone. The user context of the query must be the caller's (FORBIDDEN otherwise).
 */
export function dashboardRoutes(feature: DashboardFeature): DashboardHandlers {
  const caller = createRequestOwner(feature.owners);
  return {
    getDashboard: async (request) => {
      const { query } = request;
      const owner = await caller(request, query);
      const period = readPeriodRequest(query);
      return { success: true, data: await feature.service.read(owner.userId, period) };
    },
  };
}
