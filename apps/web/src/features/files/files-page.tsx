import { useTranslation } from 'react-i18next';

import { EmptyPage } from '../../components/empty-page';

/** The files screen (SPEC §2); the document manager comes with the files feature. Its screen comes with its feature; until then, what will be here. */
export function FilesPage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      icon="pi-folder-open"
      title={t('pages.files.title')}
      description={t('pages.files.description')}
    />
  );
}
