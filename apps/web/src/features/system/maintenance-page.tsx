import { useTranslation } from 'react-i18next';

/**
 * The maintenance screen: a title and three description lines, in the user's language
 * (SPEC §2). It replaces the whole app while the server is down, so it is bundled with the entry
 * rather than lazy-loaded: a lazy chunk would have to come from the server that is down.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <main className="folio-screen">
      <i className="pi pi-wrench folio-screen__icon" aria-hidden="true" />
      <h1>{t('maintenance.title')}</h1>
      <p>{t('maintenance.description1')}</p>
      <p>{t('maintenance.description2')}</p>
      <p>{t('maintenance.description3')}</p>
    </main>
  );
}
