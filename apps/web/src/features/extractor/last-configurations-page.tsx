import { useTranslation } from 'react-i18next';

import { EmptyPage } from '../../components/empty-page';

/** The last configurations used (SPEC §2 /extractor/last-configs). Its screen comes with its feature; until then, what will be here. */
export function LastConfigurationsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      icon="pi-history"
      title={t('pages.lastConfigurations.title')}
      description={t('pages.lastConfigurations.description')}
    />
  );
}
