import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../app/paths';

/** The product's logo, linking to / (SPEC §2). */
export function LogoLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className="folio-logo" aria-label={t('shell.home')}>
      <i className="pi pi-file-edit folio-logo__mark" aria-hidden="true" />
      <span className="folio-logo__name">{t('common.appName')}</span>
    </Link>
  );
}
