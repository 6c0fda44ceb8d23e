import { areAttributesValid, checkConfigurationName } from '@folio/core';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';

import { ExtractedData } from '../components/extracted-data';

import { ConfigurationNameField } from './configuration-name-field';
import { DraftActor } from './draft-actor';

/**
 * Step 4: test the attributes on the example and see the result, then name the configuration and
 * save it (SPEC §2 "test results"; §5 configuration name).
 */
export function TestStep() {
  const { t } = useTranslation();
  const actor = DraftActor.useActorRef();
  const result = DraftActor.useSelector((snapshot) => snapshot.context.extractedData);
  const isTesting = DraftActor.useSelector((snapshot) => snapshot.matches({ test: 'testing' }));
  const isSaving = DraftActor.useSelector((snapshot) => snapshot.matches({ test: 'saving' }));
  const canSave = DraftActor.useSelector(
    ({ context }) =>
      areAttributesValid(context.attributes) &&
      checkConfigurationName(context.configName, context.takenNames) === null,
  );
  const isBusy = isTesting || isSaving;

  return (
    <section className="extractor-step" aria-labelledby="extractor-test-title">
      <h2 id="extractor-test-title">{t('extractor.wizard.testTitle')}</h2>
      <p className="extractor-muted">{t('extractor.wizard.testHint')}</p>
      <Button
        type="button"
        icon="pi pi-bolt"
        label={t('extractor.wizard.test')}
        outlined
        loading={isTesting}
        disabled={isBusy}
        onClick={() => actor.send({ type: 'draft.test' })}
      />
      {isTesting ? (
        <div role="status" className="extractor-status">
          <ProgressBar mode="indeterminate" style={{ height: '0.4rem' }} />
          <span>{t('extractor.wizard.testing')}</span>
        </div>
      ) : null}
      {result && !isTesting ? (
        <section aria-label={t('extractor.wizard.result')}>
          <h3>{t('extractor.wizard.result')}</h3>
          <ExtractedData document={result} />
        </section>
      ) : null}
      <form
        className="extractor-save"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'draft.save' });
        }}
      >
        <ConfigurationNameField />
        <div className="extractor-step-buttons">
          <Button
            type="button"
            label={t('common.back')}
            icon="pi pi-arrow-left"
            text
            disabled={isBusy}
            onClick={() => actor.send({ type: 'draft.back' })}
          />
          <Button
            type="submit"
            icon="pi pi-save"
            label={t('extractor.wizard.save')}
            loading={isSaving}
            disabled={!canSave || isBusy}
          />
        </div>
      </form>
    </section>
  );
}
