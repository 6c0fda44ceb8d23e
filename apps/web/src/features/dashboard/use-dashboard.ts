import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { Dashboard, DashboardPeriodName } from '@folio/sdk';

import { useNotices } from '../../components/notices/notices-context';
import { useSdk } from '../../lib/sdk';
import { useLoader } from '../../lib/use-loader';
import { browserTimeZone, DEFAULT_PERIOD, readPeriodParams, shiftDate } from './dashboard-period';

/**
 * The dashboard of the period the URL names, loaded in one call (issue 13), in the browser's time
 * zone. Choosing a period or moving to the one before or after changes the URL (kept by a reload
 * or a link); the default period leaves the URL bare. A failure is told once as a notice and kept
 * for the page's error state, with `reload` to try again.
 */
export function useDashboard() {
  const sdk = useSdk();
  const { notifyError } = useNotices();
  const [params, setParams] = useSearchParams();
  const { period, date } = readPeriodParams(params);
  const timeZone = useMemo(() => browserTimeZone(), []);
  const [failure, setFailure] = useState<unknown>(null);

  const load = useCallback(async (): Promise<Dashboard | null> => {
    const dashboard = await sdk.folio.dashboard.read({
      period,
      timeZone,
      ...(date === undefined ? {} : { date }),
    });
    setFailure(null);
    return dashboard;
  }, [sdk, period, date, timeZone]);
  const onError = useCallback(
    (error: unknown) => {
      setFailure(error);
      notifyError(error, 'dashboard.error.title');
    },
    [notifyError],
  );
  const { data, isLoading, reload } = useLoader(load, null, onError);

  const show = useCallback(
    (next: { period: DashboardPeriodName; date?: string | undefined }) => {
      const search = new URLSearchParams();
      if (next.period !== DEFAULT_PERIOD || next.date !== undefined) {
        search.set('period', next.period);
      }
      if (next.date !== undefined) {
        search.set('date', next.date);
      }
      setParams(search);
    },
    [setParams],
  );

  return {
    dashboard: data,
    isLoading,
    failure,
    reload,
    period,
    /** Shows another period around the same day (today, unless the URL names one). */
    choosePeriod: (next: DashboardPeriodName) => show({ period: next, date }),
    /** Shows the period before (`-1`) or after (`1`) the one on screen. */
    shift: (by: -1 | 1) => {
      if (data) {
        show({ period, date: shiftDate(data.period.date, period, by) });
      }
    },
  };
}
