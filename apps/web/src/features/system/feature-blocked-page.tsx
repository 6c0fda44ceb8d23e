import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { paths } from '../../app/paths';

/**
 * The feature-blocked screen: the demo version refuses this feature; go back or go to the
 * dashboard (SPEC §2, DECISIONS.md "Demo mode").
 */
export function FeatureBlockedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="folio-page" aria-labelledby="page-title">
      <div className="folio-empty">
        <i className="pi pi-lock folio-empty__icon" aria-hidden="true" />
        <h1 id="page-title" className="folio-page__title">
          {t('pages.featureBlocked.title')}
        </h1>
        <p className="folio-empty__text">{t('pages.featureBlocked.description')}</p>
        <div className="folio-actions">
          <Button
            type="button"
            outlined
            icon="pi pi-arrow-left"
            label={t('pages.featureBlocked.goBack')}
            onClick={() => void navigate(-1)}
          />
          <Button
            type="button"
            icon="pi pi-home"
            label={t('common.goToDashboard')}
            onClick={() => void navigate(paths.dashboard)}
          />
        </div>
      </div>
    </section>
  );
}
