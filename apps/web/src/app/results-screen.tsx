import { useTranslation } from 'react-i18next';

import { ResultsPage } from '../features/extractor/results-page';
import { UploadToCloudButton } from '../features/integrations/upload-to-cloud-button';

/** The results screen as the app composes it: with the results upload, CSV or PDF (issue 14). */
export function ResultsScreen() {
  const { t } = useTranslation();
  return (
    <ResultsPage
      headerActions={(configName) => (
        <UploadToCloudButton
          label={t('integrations.upload.results')}
          sources={[{ kind: 'results', configName, format: 'csv' }]}
        />
      )}
    />
  );
}
