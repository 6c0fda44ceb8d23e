import '../primereact-accessibility';

import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigation } from 'react-router-dom';

import { paths } from '../../app/paths';
import { LanguageSwitch } from '../language-switch';
import { LoadingScreen } from '../loading-screen';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';

import { SiteFooter } from './site-footer';

/** The frame of the public screens (SPEC §2): logo, language choice, the screen, the footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className="folio-public">
      <SkipLink />
      <header className="folio-public__header">
        <Link to={paths.home} className="folio-logo" aria-label={t('shell.home')}>
          <i className="pi pi-file-edit folio-logo__mark" aria-hidden="true" />
          <span className="folio-logo__name">{t('common.appName')}</span>
        </Link>
        <LanguageSwitch />
      </header>
      <main id={MAIN_CONTENT_ID} className="folio-public__main" tabIndex={-1}>
        {navigation.state === 'loading' ? <LoadingScreen /> : <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
