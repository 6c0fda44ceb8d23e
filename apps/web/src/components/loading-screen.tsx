import { useTranslation } from 'react-i18next';

/** The page-load indicator: 'Cargando...' or 'Loading...' by language (SPEC §2). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="folio-screen" role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner folio-screen__icon" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
