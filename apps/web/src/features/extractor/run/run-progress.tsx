import { runProgress, type Run } from '@folio/core';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';

/** How far a run is: a bar and 'Processed 3 of 10 documents', with the failed ones if any. */
export function RunProgress({ run }: { run: Run | null }) {
  const { t } = useTranslation();
  if (!run) {
    return (
      <div role="status" className="extractor-status">
        <ProgressBar mode="indeterminate" style={{ height: '0.5rem' }} />
        <span>{t('extractor.run.starting')}</span>
      </div>
    );
  }
  const percent = Math.round(runProgress(run) * 100);
  return (
    <div className="extractor-status">
      <ProgressBar value={percent} aria-label={t('extractor.run.progressLabel')} />
      <span role="status">
        {t(`extractor.run.statuses.${run.status}`)} ·{' '}
        {t('extractor.run.processed', { done: run.done + run.failed, count: run.total })}
        {run.failed > 0 ? ` · ${t('extractor.run.failedCount', { count: run.failed })}` : ''}
      </span>
    </div>
  );
}
