import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { EmptyPage } from '../../components/empty-page';

/** Running a configuration (SPEC §2 /extractor/run/{configuracion}). Its screen comes with its feature; until then, what will be here. */
export function RunConfigurationPage() {
  const { t } = useTranslation();
  const { configuracion = '' } = useParams();
  return (
    <EmptyPage
      icon="pi-play"
      title={t('pages.runConfiguration.title', { configuration: configuracion })}
      description={t('pages.runConfiguration.description')}
    />
  );
}
