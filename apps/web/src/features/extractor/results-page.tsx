import type { ExtractedDocument } from '@folio/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { extractorRunPath, paths } from '../../app/paths';

import './extractor.css';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { DocumentEditor } from './document/document-editor';
import { DocumentDialog } from './results/document-dialog';
import { ResultsActions } from './results/results-actions';
import { ResultsPager } from './results/results-pager';
import { ResultsTable } from './results/results-table';
import { ResultsToolbar, type ResultsView } from './results/results-toolbar';
import { TrainChatbotDialog } from './results/train-chatbot-dialog';
import { useResults } from './results/use-results';
import { useResultsActions } from './results/use-results-actions';
import { useConfiguration } from './run/use-configuration';

type Dialog = { type: 'delete'; document: ExtractedDocument } | { type: 'train' } | null;

/**
 * The results of a configuration (SPEC §2 /extractor/results/{configuracion}): items per page,
 * name, headers, details, date, state and actions; a filter by state; each document edited under
 * its row (table view) or in a modal (modal view); downloads, chatbot training, sending to the
 * document database and deleting from the list.
 */
export function ResultsPage({
  headerActions,
}: {
  /** Other features' actions the app adds to the header (upload to the cloud, issue 14). */
  headerActions?: (configName: string) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const { configuracion: configName = '' } = useParams();
  const configuration = useConfiguration(configName);
  const results = useResults(configName);
  const actions = useResultsActions(configName, results.reload);
  const [view, setView] = useState<ResultsView>('table');
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const pageKey = `${results.state ?? ''}:${results.limit}:${results.pageNumber}`;
  const [selection, setSelection] = useState({ pageKey, documents: [] as ExtractedDocument[] });
  const selected = selection.pageKey === pageKey ? selection.documents : [];
  const selectedIds = selected.map((document) => document.document_id);
  const documents = results.data.items;
  const opened = documents.find((document) => document.document_id === openId) ?? null;
  const editor = (document: ExtractedDocument) => (
    <DocumentEditor
      document={document}
      configuration={configuration.data}
      onChanged={results.reload}
    />
  );

  return (
    <div className="extractor-page">
      <header className="extractor-header">
        <h1>{t('extractor.results.title', { name: configName })}</h1>
        <span className="extractor-header-actions">
          {headerActions?.(configName)}
          <Link className="p-button p-button-outlined" to={paths.extractor}>
            <i className="pi pi-list" aria-hidden="true" />
            <span>{t('extractor.list.title')}</span>
          </Link>
          <Link className="p-button" to={extractorRunPath(configName)}>
            <i className="pi pi-play" aria-hidden="true" />
            <span>{t('extractor.results.runAgain')}</span>
          </Link>
        </span>
      </header>
      <ResultsToolbar
        state={results.state}
        limit={results.limit}
        view={view}
        onState={results.setState}
        onLimit={results.setLimit}
        onView={setView}
      />
      <ResultsActions
        selectedCount={selected.length}
        busy={actions.busy}
        onDownload={(format) => void actions.download(format, selectedIds)}
        onTrain={() => setDialog({ type: 'train' })}
        onSendToDatabase={() => void actions.sendToDatabase(selectedIds)}
      />
      <ResultsTable
        documents={documents}
        selected={selected}
        isLoading={results.isLoading}
        openId={view === 'table' ? openId : null}
        empty={
          <div className="extractor-empty">
            <i className="pi pi-inbox" aria-hidden="true" />
            <p>
              {results.state ? t('extractor.results.noneInState') : t('extractor.results.empty')}
            </p>
          </div>
        }
        editor={editor}
        onSelect={(chosen) => setSelection({ pageKey, documents: chosen })}
        onOpen={(document) =>
          setOpenId(
            openId === document.document_id && view === 'table' ? null : document.document_id,
          )
        }
        onDelete={(document) => setDialog({ type: 'delete', document })}
      />
      <ResultsPager
        pageNumber={results.pageNumber}
        total={results.data.total}
        hasPrevious={results.hasPrevious}
        hasNext={results.hasNext}
        onPrevious={results.previous}
        onNext={results.next}
      />
      {view === 'modal' && opened ? (
        <DocumentDialog
          document={opened}
          configuration={configuration.data}
          onChanged={results.reload}
          onClose={() => setOpenId(null)}
        />
      ) : null}
      {dialog?.type === 'train' ? (
        <TrainChatbotDialog
          count={selected.length}
          onTrain={(topic) => actions.trainChatbot(topic, selectedIds)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.type === 'delete' ? (
        <ConfirmDeleteDialog
          title={t('extractor.confirmDelete')}
          message={t('extractor.results.confirmDelete', { name: dialog.document.file_name })}
          onConfirm={() => void actions.remove(dialog.document)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
