import type { MiddlewareHandlers } from '../middleware-handlers';
import { requireAuth } from '@folio/server';

import { createRequestOwner } from '../storage/storage.feature';
import type { DashboardFeature } from './dashboard.feature';
import { readPeriodRequest } from './period';

/** The operations of tag `dashboard` in `openapi/middleware.yaml`. */
export type DashboardHandlers = Pick<MiddlewareHandlers, 'getDashboard' | 'recordUtilityUse'>;

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
    // The service host's report of a utility call it answered, with the caller's own token: the
    // use is the token's user's, so a caller can only add to its own figure.
    recordUtilityUse: async (request, reply) => {
      const owner = await feature.owners.ofSubject(requireAuth(request).username);
      const { tool, files, pages, duration_ms: durationMs } = request.body;
      await feature.service.recordUtilityUse({
        userId: owner.userId,
        tool,
        files,
        pages,
        durationMs,
      });
      return reply.code(204).send();
    },
  };
}
