import { useTranslation } from 'react-i18next';

import { EmptyPage } from '../../components/empty-page';

/** Verifying one extracted file (SPEC §2 /extractor/{id}). Its screen comes with its feature; until then, what will be here. */
export function VerifyFilePage() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      icon="pi-check-square"
      title={t('pages.verifyFile.title')}
      description={t('pages.verifyFile.description')}
    />
  );
}
