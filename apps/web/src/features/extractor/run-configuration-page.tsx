import { Steps } from 'primereact/steps';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { paths } from '../../app/paths';

import './extractor.css';
import { FieldsStep } from './run/fields-step';
import { RunResults } from './run/run-results';
import { useConfiguration } from './run/use-configuration';
import { useRunId } from './run/use-run-id';
import { useStartRun } from './run/use-start-run';
import { ZipStep } from './run/zip-step';

/**
 * Running a configuration (SPEC §2 /extractor/run/{configuracion}): step 1 upload a ZIP, step 2
 * see the fields to extract, step 3 the results table filling in live. The run's id is in the URL
 * and kept for the configuration, so a reload or a later visit resumes watching it.
 */
export function RunConfigurationPage() {
  const { t } = useTranslation();
  const { configuracion: configName = '' } = useParams();
  const configuration = useConfiguration(configName);
  const { runId, watch, clear } = useRunId(configName);
  const { isSending, start } = useStartRun(configName);
  const [zip, setZip] = useState<File | null>(null);
  const [isReviewing, setReviewing] = useState(false);
  const step = runId ? 2 : isReviewing ? 1 : 0;

  const extract = async () => {
    if (!zip) {
      return;
    }
    const id = await start(zip);
    if (id) {
      setZip(null);
      setReviewing(false);
      watch(id);
    }
  };

  return (
    <div className="extractor-page">
      <header className="extractor-header">
        <h1>{t('extractor.run.title', { name: configName })}</h1>
        <Link className="p-button p-button-outlined" to={paths.extractor}>
          <i className="pi pi-list" aria-hidden="true" />
          <span>{t('extractor.list.title')}</span>
        </Link>
      </header>
      <Steps
        className="extractor-steps"
        readOnly
        activeIndex={step}
        model={[
          { label: t('extractor.run.steps.upload') },
          { label: t('extractor.run.steps.fields') },
          { label: t('extractor.run.steps.results') },
        ]}
      />
      {step === 0 ? <ZipStep zip={zip} onZip={setZip} onNext={() => setReviewing(true)} /> : null}
      {step === 1 ? (
        <FieldsStep
          configuration={configuration.data}
          isSending={isSending}
          onBack={() => setReviewing(false)}
          onExtract={() => void extract()}
        />
      ) : null}
      {runId ? (
        <RunResults
          key={runId}
          runId={runId}
          configName={configName}
          configuration={configuration.data}
          onNewRun={clear}
        />
      ) : null}
    </div>
  );
}
