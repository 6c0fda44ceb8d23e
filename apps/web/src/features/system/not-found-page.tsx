import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../app/paths';

/** Any path without a screen: says so and links home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="folio-screen">
      <h1>{t('notFound.title')}</h1>
      <Link to={paths.home}>{t('notFound.goHome')}</Link>
    </main>
  );
}
