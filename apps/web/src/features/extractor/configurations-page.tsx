import { useTranslation } from 'react-i18next';

import { EmptyPage } from '../../components/empty-page';

/** The list of extraction configurations (SPEC §2 /extractor). Its screen comes with its feature; until then, what will be here. */
export function ConfigurationsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      icon="pi-sitemap"
      title={t('pages.extractor.title')}
      description={t('pages.extractor.description')}
    />
  );
}
