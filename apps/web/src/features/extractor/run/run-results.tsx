import type { Configuration } from '@folio/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { extractorResultsPath } from '../../../app/paths';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';

import { RunDocumentsTable } from './run-documents-table';
import { RunProgress } from './run-progress';
import { useCancelRun } from './use-cancel-run';
import { useRunDocuments } from './use-run-documents';
import { useRunWatch } from './use-run-watch';

/**
 * Step 3 of a run: the results table filling in live (getRun every second, the extracted
 * documents read again as each one finishes), with the overall progress. Leaving and coming back
 * resumes watching. A queued or running run can be cancelled (confirmed first): the documents
 * already done stay, the others show why they were not extracted.
 */
export function RunResults({
  runId,
  configName,
  configuration,
  onNewRun,
}: {
  runId: string;
  configName: string;
  configuration: Configuration | null;
  onNewRun: () => void;
}) {
  const { t } = useTranslation();
  const watch = useRunWatch(runId, configName);
  const finished = (watch.run?.done ?? 0) + (watch.run?.failed ?? 0);
  const documents = useRunDocuments(configName, runId, finished);
  const cancelRun = useCancelRun(runId, watch.answered);
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  const canCancel = watch.run !== null && !watch.isFinished;
  return (
    <section className="extractor-step" aria-labelledby="extractor-run-title">
      <h2 id="extractor-run-title">{t('extractor.run.resultsTitle')}</h2>
      <RunProgress run={watch.run} />
      {watch.isStopped ? (
        <Button
          type="button"
          icon="pi pi-refresh"
          label={t('common.retry')}
          outlined
          onClick={watch.retry}
        />
      ) : null}
      {watch.run ? (
        <RunDocumentsTable
          run={watch.run}
          documents={documents.data}
          configuration={configuration}
        />
      ) : null}
      <div className="extractor-step-buttons">
        {canCancel ? (
          <Button
            type="button"
            icon="pi pi-ban"
            label={t('extractor.run.cancel')}
            severity="danger"
            outlined
            loading={cancelRun.isCancelling}
            onClick={() => setConfirmingCancel(true)}
          />
        ) : null}
        <Button
          type="button"
          icon="pi pi-upload"
          label={t('extractor.run.newRun')}
          outlined
          onClick={onNewRun}
        />
        <Link className="p-button" to={extractorResultsPath(configName)}>
          <i className="pi pi-table" aria-hidden="true" />
          <span>{t('extractor.run.openResults')}</span>
        </Link>
      </div>
      {isConfirmingCancel ? (
        <ConfirmActionDialog
          title={t('extractor.run.cancel')}
          message={t('extractor.run.confirmCancel')}
          confirmLabel={t('extractor.run.cancel')}
          cancelLabel={t('extractor.run.keepRunning')}
          isDangerous
          onConfirm={() => void cancelRun.cancel()}
          onClose={() => setConfirmingCancel(false)}
        />
      ) : null}
    </section>
  );
}
