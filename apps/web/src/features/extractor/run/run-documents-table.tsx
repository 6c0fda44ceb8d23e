import {
  fieldText,
  messageForError,
  type Configuration,
  type ExtractedDocument,
  type Run,
} from '@folio/core';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { extractorVerifyPath } from '../../../app/paths';
import { useLanguage } from '../../../lib/i18n';
import { StateTag } from '../components/state-tag';
import { scrollingTable } from '../../../components/scrolling-table';

type RunDocument = Run['documents'][number];

const STATUS_ICONS: Record<RunDocument['status'], string> = {
  queued: 'pi-clock',
  running: 'pi-spin pi-spinner',
  done: 'pi-check-circle',
  failed: 'pi-times-circle',
};

/**
 * Step 3 of a run: every document of the ZIP with its progress, filling in with its state and
 * header values as it is extracted, and a link to verify it.
 */
export function RunDocumentsTable({
  run,
  documents,
  configuration,
}: {
  run: Run;
  documents: readonly ExtractedDocument[];
  configuration: Configuration | null;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const extracted = new Map(documents.map((document) => [document.document_id, document]));
  const headers = (configuration?.attributes ?? [])
    .filter((attribute) => attribute.placement === 'header')
    .map((attribute) => attribute.name);
  return (
    <section className="extractor-table" aria-label={t('extractor.run.documentsLabel')}>
      <DataTable
        value={run.documents}
        pt={scrollingTable(t('common.tableRegion', { name: t('extractor.run.documentsLabel') }))}
        dataKey="document_id"
        size="small"
        cellMemo={false}
      >
        <Column field="file_name" header={t('extractor.results.columns.name')} />
        <Column
          header={t('extractor.run.columns.progress')}
          body={(document: RunDocument) => (
            <span className="extractor-run-status">
              <i className={`pi ${STATUS_ICONS[document.status]}`} aria-hidden="true" />
              {t(`extractor.run.documentStatuses.${document.status}`)}
              {document.error ? ` · ${messageForError(language, document.error)}` : ''}
            </span>
          )}
        />
        <Column
          header={t('extractor.results.columns.state')}
          body={(document: RunDocument) => {
            const state = extracted.get(document.document_id)?.state ?? document.state;
            return state ? <StateTag state={state} /> : null;
          }}
        />
        {headers.map((name) => (
          <Column
            key={name}
            header={name}
            body={(document: RunDocument) =>
              fieldText(extracted.get(document.document_id)?.headers[name])
            }
          />
        ))}
        <Column
          header={
            <span className="folio-visually-hidden">{t('extractor.results.columns.actions')}</span>
          }
          body={(document: RunDocument) =>
            document.status === 'done' ? (
              <Link to={extractorVerifyPath(document.document_id)}>
                {t('extractor.results.verifyPage', { name: document.file_name })}
              </Link>
            ) : null
          }
        />
      </DataTable>
    </section>
  );
}
