import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../app/paths';
import { SUPPORT_EMAIL } from '../../lib/external-links';
import { usePublicConfig } from '../../lib/public-config';

/** The footer (SPEC §2): data protection and support links, and the server's version. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { version } = usePublicConfig();
  return (
    <footer className="folio-footer">
      <span>{t('home.serverVersion', { version })}</span>
      <div className="folio-footer__links">
        <Link to={paths.dataProtection}>{t('shell.dataProtection')}</Link>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{t('shell.support')}</a>
      </div>
    </footer>
  );
}
