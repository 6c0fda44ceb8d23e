import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { RadioButton } from 'primereact/radiobutton';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { extractorRunPath, paths } from '../../../app/paths';
import { useNotices } from '../../../components/notices/notices-context';
import { useConfigurations } from '../list/use-configurations';
import { useExtractorApi } from '../use-extractor-api';

import './run-on-files.css';

/**
 * Runs a configuration on files already in Files (issue 14: "after an import, run a
 * configuration on them"): the user's configurations to pick one from, then the run starts and
 * its screen opens, watching it (progress, then the results) as a run of a ZIP. The server's
 * refusals (not a PDF, too many files or pages, balance) are shown in the user's language.
 */
export function RunOnFilesDialog({
  fileIds,
  onClose,
}: {
  fileIds: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const api = useExtractorApi();
  const navigate = useNavigate();
  const { notifyError } = useNotices();
  const configurations = useConfigurations();
  const [chosen, setChosen] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null || isSending) {
      return;
    }
    setSending(true);
    try {
      const run = await api.runOnFiles(chosen, fileIds);
      void navigate(extractorRunPath(chosen, run.run_id));
    } catch (error) {
      notifyError(error, 'errors.entityExtraction');
      setSending(false);
    }
  };

  return (
    <Dialog
      visible
      modal
      header={t('extractor.runOnFiles.title')}
      style={{ width: 'min(34rem, 95vw)' }}
      onHide={onClose}
      footer={
        <>
          <Button type="button" label={t('common.cancel')} text onClick={onClose} />
          <Button
            type="submit"
            form="run-on-files-form"
            icon="pi pi-play"
            label={t('extractor.runOnFiles.start')}
            loading={isSending}
            disabled={chosen === null || isSending}
          />
        </>
      }
    >
      <form id="run-on-files-form" className="run-on-files" onSubmit={(event) => void start(event)}>
        <p>{t('extractor.runOnFiles.count', { count: fileIds.length })}</p>
        {configurations.isLoading && configurations.data.length === 0 ? (
          <ProgressSpinner
            style={{ width: '2rem', height: '2rem' }}
            aria-label={t('common.loading')}
          />
        ) : configurations.data.length === 0 ? (
          <p>
            {t('extractor.runOnFiles.none')}{' '}
            <Link to={paths.extractorNew}>{t('extractor.runOnFiles.create')}</Link>
          </p>
        ) : (
          <fieldset className="run-on-files__choices">
            <legend>{t('extractor.runOnFiles.configuration')}</legend>
            {configurations.data.map((configuration) => (
              <div key={configuration.id} className="run-on-files__choice">
                <RadioButton
                  inputId={`run-on-files-${configuration.id}`}
                  name="run-on-files-configuration"
                  value={configuration.name}
                  checked={chosen === configuration.name}
                  onChange={() => setChosen(configuration.name)}
                />
                <label htmlFor={`run-on-files-${configuration.id}`}>{configuration.name}</label>
              </div>
            ))}
          </fieldset>
        )}
      </form>
    </Dialog>
  );
}
