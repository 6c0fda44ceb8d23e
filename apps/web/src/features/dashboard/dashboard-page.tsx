import { useTranslation } from 'react-i18next';

import './dashboard.css';
import { ActivityChart } from './components/activity-chart';
import { DashboardFigures } from './components/dashboard-figures';
import { DashboardError, DashboardLoading } from './components/dashboard-states';
import { FirstSteps } from './components/first-steps';
import { PeriodFilter } from './components/period-filter';
import { RecentRuns } from './components/recent-runs';
import type { Dashboard } from '@folio/sdk';
import { periodLabel } from './dashboard-period';
import { useDashboard } from './use-dashboard';

/** A new account: none of the three first steps taken yet. */
const isNewAccount = (dashboard: Dashboard) =>
  !dashboard.first_steps.uploaded &&
  !dashboard.first_steps.configured &&
  !dashboard.first_steps.chatted;

/** The figures, the chart and the latest runs of a period. */
function DashboardContent({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const period = periodLabel(dashboard.period, i18n.language);
  return (
    <>
      <section className="dashboard-summary" aria-labelledby="dashboard-summary-title">
        <h2 id="dashboard-summary-title" className="folio-visually-hidden">
          {t('dashboard.summary', { period })}
        </h2>
        <DashboardFigures dashboard={dashboard} />
      </section>
      <ActivityChart dashboard={dashboard} title={period} />
      <RecentRuns runs={dashboard.runs.recent} timeZone={dashboard.period.time_zone} />
    </>
  );
}

/**
 * The dashboard (SPEC §1 "dashboard with period filters", §2 /dashboard; issue 13): the user's
 * activity in the period the URL names, in their time zone, from one call; the three first steps
 * for a new account; a place-holder while it loads and a way to try again when it fails.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { dashboard, isLoading, failure, reload, period, choosePeriod, shift } = useDashboard();
  const isNew = dashboard !== null && isNewAccount(dashboard);
  let body;
  if (failure !== null && !isLoading) {
    body = <DashboardError onRetry={reload} />;
  } else if (dashboard === null) {
    body = <DashboardLoading />;
  } else if (isNew) {
    body = <FirstSteps />;
  } else {
    body = <DashboardContent dashboard={dashboard} />;
  }
  return (
    <section className="folio-page dashboard" aria-labelledby="page-title" aria-busy={isLoading}>
      <div className="dashboard__header">
        <h1 id="page-title" className="folio-page__title">
          {t('dashboard.title')}
        </h1>
        {isNew ? null : (
          <PeriodFilter
            period={period}
            shown={dashboard?.period ?? null}
            onChoose={choosePeriod}
            onShift={shift}
          />
        )}
      </div>
      {body}
    </section>
  );
}
