import { useTranslation } from 'react-i18next';

import { EmptyPage } from '../../components/empty-page';

/** The document utilities (SPEC §2 /utils). Its screen comes with its feature; until then, what will be here. */
export function UtilsPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      icon="pi-wrench"
      title={t('pages.utils.title')}
      description={t('pages.utils.description')}
    />
  );
}
