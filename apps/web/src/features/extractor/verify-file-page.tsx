import type { ExtractedDocument } from '@folio/core';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { extractorResultsPath, extractorVerifyPath } from '../../app/paths';
import { useNotices } from '../../components/notices/notices-context';

import './extractor.css';
import { useConfiguration } from './run/use-configuration';
import { useLoader } from '../../lib/use-loader';
import { useExtractorApi } from './use-extractor-api';
import { useNeighbours } from './verify/use-neighbours';
import { VerifyDocument } from './verify/verify-document';

/**
 * Verifying one extracted file (SPEC §2 /extractor/{id}): the document's page beside its fields,
 * to check, correct, save and verify, and to move on to the next document of its configuration.
 */
export function VerifyFilePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const api = useExtractorApi();
  const navigate = useNavigate();
  const { notifyError } = useNotices();
  const load = useCallback(
    async (): Promise<ExtractedDocument | null> => api.getDocument(id),
    [api, id],
  );
  const loaded = useLoader(load, null, (error) =>
    notifyError(error, 'extractor.verify.loadFailed'),
  );
  const document = loaded.data?.document_id === id ? loaded.data : null;
  const configName = document?.config_name ?? null;

  return (
    <div className="extractor-page">
      <header className="extractor-header">
        <h1>
          {document
            ? t('extractor.verify.title', { name: document.file_name })
            : t('extractor.verify.loading')}
        </h1>
        {configName ? (
          <Link className="p-button p-button-outlined" to={extractorResultsPath(configName)}>
            <i className="pi pi-table" aria-hidden="true" />
            <span>{t('extractor.verify.backToResults')}</span>
          </Link>
        ) : null}
      </header>
      {document ? (
        <VerifyBody
          document={document}
          configName={document.config_name}
          onChanged={loaded.reload}
          onOpen={(next) => void navigate(extractorVerifyPath(next))}
        />
      ) : loaded.isLoading ? (
        <ProgressSpinner aria-label={t('common.loading')} />
      ) : (
        <p className="extractor-muted">{t('extractor.verify.notFound')}</p>
      )}
    </div>
  );
}

/** The verify screen once its document is there: its configuration's types and its neighbours. */
function VerifyBody({
  document,
  configName,
  onChanged,
  onOpen,
}: {
  document: ExtractedDocument;
  configName: string;
  onChanged: () => void;
  onOpen: (documentId: string) => void;
}) {
  const configuration = useConfiguration(configName);
  const { previous, next } = useNeighbours(configName, document.document_id);
  return (
    <VerifyDocument
      key={document.document_id}
      document={document}
      configuration={configuration.data}
      onChanged={onChanged}
      onPrevious={previous ? () => onOpen(previous) : null}
      onNext={next ? () => onOpen(next) : null}
    />
  );
}
