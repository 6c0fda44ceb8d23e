import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';

/** While the first answer comes: the cards' places, and a status line for screen readers. */
export function DashboardLoading() {
  const { t } = useTranslation();
  return (
    <div className="dashboard-loading">
      <p role="status" className="folio-visually-hidden">
        {t('dashboard.loading')}
      </p>
      <div className="dashboard-figures" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height="9rem" />
        ))}
      </div>
    </div>
  );
}

/** When the dashboard could not be loaded: say so, and offer to try again. */
export function DashboardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="folio-empty dashboard-error" role="alert">
      <i className="pi pi-exclamation-triangle folio-empty__icon" aria-hidden="true" />
      <p className="folio-empty__text">{t('dashboard.error.title')}</p>
      <Button
        type="button"
        icon="pi pi-refresh"
        label={t('dashboard.error.retry')}
        onClick={onRetry}
      />
    </div>
  );
}
