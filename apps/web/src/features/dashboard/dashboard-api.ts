import { COMPANY, expectData, type MiddlewareComponents } from '@folio/sdk';

import type { AppSdk } from '../../lib/sdk';

type Schemas = MiddlewareComponents['schemas'];

/** The aggregate the dashboard shows (getDashboard, issue 13). */
export type Dashboard = Schemas['Dashboard'];
export type DashboardPeriodName = Schemas['DashboardPeriodName'];
export type DashboardBucket = Schemas['DashboardBucket'];
export type DashboardRun = Schemas['DashboardRun'];

/** Which period to show: its name, a local day in it (today when absent) and the user's zone. */
export type DashboardQuery = { period: DashboardPeriodName; date?: string; timeZone: string };

/**
 * The dashboard's one call (SPEC §1 "dashboard with period filters"), as the signed-in `user` of
 * the fixed company: every figure of a period in one answer. Reads the SDK's clients at call time.
 */
export function createDashboardApi(sdk: AppSdk, user: string) {
  return {
    async read(query: DashboardQuery): Promise<Dashboard> {
      const answer = await expectData(
        sdk.clients.middleware.GET('/dashboard', {
          params: {
            query: {
              empresa: COMPANY,
              user,
              period: query.period,
              timeZone: query.timeZone,
              ...(query.date === undefined ? {} : { date: query.date }),
            },
          },
        }),
      );
      return answer.data;
    },
  };
}

export type DashboardApi = ReturnType<typeof createDashboardApi>;
