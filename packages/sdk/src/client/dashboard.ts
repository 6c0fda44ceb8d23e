import { expectData } from '../clients';
import type { components, paths } from '../generated/middleware';

import { runCall, type CallOptions, type ClientContext } from './call';
import { ownerOf } from './owner';

type Schemas = components['schemas'];

/** Every figure of a period in one answer (dashboard.yaml `Dashboard`, issue 13). */
export type Dashboard = Schemas['Dashboard'];
/** `today`, `week`, `month` or `year`. */
export type DashboardPeriodName = Schemas['DashboardPeriodName'];
/** One step of the period's series (a day of a month, a month of a year). */
export type DashboardBucket = Schemas['DashboardBucket'];
/** One of the period's latest runs. */
export type DashboardRun = Schemas['DashboardRun'];
/**
 * Which period: its name (`month` when absent), a local day in it (`2025-03-14`; today when
 * absent) and the IANA zone where its days start (`UTC` when absent).
 */
export type DashboardQuery = Omit<
  NonNullable<paths['/dashboard']['get']['parameters']['query']>,
  'empresa' | 'user'
>;

/** The signed-in user's activity by period (SPEC §1 "dashboard with period filters"). */
export function createDashboardResource(context: ClientContext) {
  return {
    /** The dashboard of a period: only the caller's own documents, files, topics and uses count. */
    async read(query: DashboardQuery = {}, options?: CallOptions): Promise<Dashboard> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          context.clients.middleware.GET('/dashboard', {
            params: { query: { ...query, ...ownerOf(context) } },
            signal,
          }),
        ),
      );
      return answer.data;
    },
  };
}

/** The dashboard resource of a client. */
export type DashboardResource = ReturnType<typeof createDashboardResource>;
