import { useTranslation } from 'react-i18next';

import { EmptyPage } from '../../components/empty-page';

/** The new configuration wizard (SPEC §2 /extractor/new), behind the demo blocker. Its screen comes with its feature; until then, what will be here. */
export function NewConfigurationPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      icon="pi-plus-circle"
      title={t('pages.newConfiguration.title')}
      description={t('pages.newConfiguration.description')}
    />
  );
}
