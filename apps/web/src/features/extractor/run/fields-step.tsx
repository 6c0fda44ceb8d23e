import type { Configuration } from '@folio/core';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

import { AttributeList } from '../components/attribute-list';

/**
 * Step 2 of a run: the fields the configuration extracts, header and detail, before the ZIP is
 * sent (SPEC §2 "step 2 see the fields to extract").
 */
export function FieldsStep({
  configuration,
  isSending,
  onBack,
  onExtract,
}: {
  configuration: Configuration | null;
  isSending: boolean;
  onBack: () => void;
  onExtract: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="extractor-step" aria-labelledby="extractor-fields-title">
      <h2 id="extractor-fields-title">{t('extractor.run.fieldsTitle')}</h2>
      {configuration ? (
        <AttributeList attributes={configuration.attributes} />
      ) : (
        <ProgressSpinner
          style={{ width: '2rem', height: '2rem' }}
          aria-label={t('common.loading')}
        />
      )}
      <div className="extractor-step-buttons">
        <Button
          type="button"
          label={t('common.back')}
          icon="pi pi-arrow-left"
          text
          disabled={isSending}
          onClick={onBack}
        />
        <Button
          type="button"
          icon="pi pi-play"
          label={t('extractor.run.extract')}
          loading={isSending}
          disabled={isSending}
          onClick={onExtract}
        />
      </div>
    </section>
  );
}
