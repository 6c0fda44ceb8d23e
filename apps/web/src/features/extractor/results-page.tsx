import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { EmptyPage } from '../../components/empty-page';

/** The results of a configuration (SPEC §2 /extractor/results/{configuracion}). Its screen comes with its feature; until then, what will be here. */
export function ResultsPage() {
  const { t } = useTranslation();
  const { configuracion = '' } = useParams();
  return (
    <EmptyPage
      icon="pi-table"
      title={t('pages.results.title', { configuration: configuracion })}
      description={t('pages.results.description')}
    />
  );
}
