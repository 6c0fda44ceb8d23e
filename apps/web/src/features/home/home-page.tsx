import { useTranslation } from 'react-i18next';

import { LanguageSwitch } from '../../components/language-switch';
import { usePublicConfig } from '../../lib/public-config';

/** The start screen until the signed-in shell arrives: product, server version, language. */
export function HomePage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <main className="folio-screen">
      <h1>{t('common.appName')}</h1>
      <p>{t('home.serverVersion', { version: config.version })}</p>
      <LanguageSwitch />
    </main>
  );
}
