import { formatDate, hasMissingRows, type ExtractedDocument } from '@folio/core';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { extractorVerifyPath } from '../../../app/paths';
import { StateTag } from '../components/state-tag';

import { HeadersSummary } from './headers-summary';
import { scrollingTable } from '../../../components/scrolling-table';

/**
 * The results (SPEC §2): name, headers, details, date, state and actions per document, with a
 * checkbox to select it. `openId` is the document opened under its row (table view); `editor`
 * draws it.
 */
export function ResultsTable({
  documents,
  selected,
  isLoading,
  openId,
  empty,
  editor,
  onSelect,
  onOpen,
  onDelete,
}: {
  documents: ExtractedDocument[];
  selected: ExtractedDocument[];
  isLoading: boolean;
  openId: string | null;
  empty: ReactNode;
  editor: (document: ExtractedDocument) => ReactNode;
  onSelect: (documents: ExtractedDocument[]) => void;
  onOpen: (document: ExtractedDocument) => void;
  onDelete: (document: ExtractedDocument) => void;
}) {
  const { t } = useTranslation();
  const expanded: DataTableExpandedRows = openId ? { [openId]: true } : {};
  return (
    <section className="extractor-table" aria-label={t('extractor.results.label')}>
      <DataTable
        value={documents}
        pt={scrollingTable(t('common.tableRegion', { name: t('extractor.results.label') }))}
        dataKey="document_id"
        // A row's select box is named by its file ("Select invoice-1.pdf"), not its id.
        selectionAriaLabel="file_name"
        cellMemo={false}
        loading={isLoading}
        emptyMessage={empty}
        size="small"
        selectionMode="checkbox"
        selection={selected}
        onSelectionChange={(event) => onSelect(event.value)}
        expandedRows={expanded}
        rowExpansionTemplate={editor}
      >
        <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
        <Column
          header={t('extractor.results.columns.name')}
          body={(document: ExtractedDocument) => (
            <button
              type="button"
              className="extractor-link-button"
              onClick={() => onOpen(document)}
            >
              {document.file_name}
            </button>
          )}
        />
        <Column
          header={t('extractor.results.columns.headers')}
          body={(document: ExtractedDocument) => <HeadersSummary document={document} />}
        />
        <Column
          header={t('extractor.results.columns.details')}
          body={(document: ExtractedDocument) => (
            <span>
              {t('extractor.results.rows', { count: document.items.length })}
              {hasMissingRows(document) ? (
                <i
                  className="pi pi-exclamation-triangle extractor-warning-icon"
                  title={t('extractor.document.missingRows')}
                  aria-label={t('extractor.document.missingRows')}
                />
              ) : null}
            </span>
          )}
        />
        <Column
          header={t('extractor.results.columns.date')}
          body={(document: ExtractedDocument) => formatDate(document.created_at)}
        />
        <Column
          header={t('extractor.results.columns.state')}
          body={(document: ExtractedDocument) => <StateTag state={document.state} />}
        />
        <Column
          header={
            <span className="folio-visually-hidden">{t('extractor.results.columns.actions')}</span>
          }
          body={(document: ExtractedDocument) => (
            <span className="extractor-row-actions">
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                rounded
                aria-label={t('extractor.results.edit', { name: document.file_name })}
                aria-expanded={openId === document.document_id}
                onClick={() => onOpen(document)}
              />
              <Link
                className="p-button p-button-text p-button-rounded p-button-icon-only"
                to={extractorVerifyPath(document.document_id)}
                aria-label={t('extractor.results.verifyPage', { name: document.file_name })}
              >
                <i className="pi pi-check-square" aria-hidden="true" />
              </Link>
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('extractor.results.delete', { name: document.file_name })}
                onClick={() => onDelete(document)}
              />
            </span>
          )}
        />
      </DataTable>
    </section>
  );
}
