import { languageTag } from '@folio/core';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { extractorResultsPath } from '../../../app/paths';
import type { DashboardRun } from '@folio/sdk';

const SEVERITY = {
  queued: 'info',
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
} as const satisfies Record<DashboardRun['status'], string>;

/**
 * The period's newest runs (issue 13: "fields corrected by hand per run"): each with its
 * configuration's results, when it ran, its state, its documents and what a person corrected.
 */
export function RecentRuns({ runs, timeZone }: { runs: DashboardRun[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(languageTag(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  return (
    <section className="dashboard-runs" aria-labelledby="dashboard-runs-title">
      <h2 id="dashboard-runs-title" className="dashboard-section__title">
        {t('dashboard.runs.recent')}
      </h2>
      {runs.length === 0 ? (
        <p className="dashboard-runs__none">{t('dashboard.runs.none')}</p>
      ) : (
        <ul className="dashboard-runs__list">
          {runs.map((run) => (
            <li key={run.run_id} className="dashboard-run">
              <div className="dashboard-run__head">
                <Link
                  to={extractorResultsPath(run.config_name)}
                  aria-label={t('dashboard.runs.resultsOf', { name: run.config_name })}
                >
                  {run.config_name}
                </Link>
                <Tag
                  value={t(`dashboard.runs.status.${run.status}`)}
                  severity={SEVERITY[run.status]}
                />
              </div>
              <p className="dashboard-run__meta">
                <span className="dashboard-run__zip">{run.zip_name}</span>
                {' · '}
                <time dateTime={run.created_at}>{when.format(new Date(run.created_at))}</time>
              </p>
              <p className="dashboard-run__meta">
                {t('dashboard.runs.documents', {
                  count: run.documents,
                  verified: run.verified_documents,
                })}
                {' · '}
                {t('dashboard.runs.corrected', { count: run.corrected_fields })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
