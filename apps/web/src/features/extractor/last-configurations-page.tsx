import { formatDate } from '@folio/core';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { extractorResultsPath, extractorRunPath, paths } from '../../app/paths';
import { useNotices } from '../../components/notices/notices-context';

import './extractor.css';
import type { Collection } from './extractor-api';
import { StateCounts } from './list/state-counts';
import { useLoader } from '../../lib/use-loader';
import { useExtractorApi } from './use-extractor-api';
import { scrollingTable } from '../../components/scrolling-table';

const NONE: Collection[] = [];

/**
 * The last configurations (SPEC §2 /extractor/last-configs; §7 get collections): each
 * configuration with results, latest run first, its documents per state, and links to its
 * results and to run it again.
 */
export function LastConfigurationsPage() {
  const { t } = useTranslation();
  const api = useExtractorApi();
  const { notifyError } = useNotices();
  const load = useCallback(() => api.getCollections(), [api]);
  const collections = useLoader(load, NONE, (error) =>
    notifyError(error, 'errors.collectionQuery'),
  );

  return (
    <div className="extractor-page">
      <header className="extractor-header">
        <h1>{t('extractor.lastConfigs.title')}</h1>
        <Link className="p-button p-button-outlined" to={paths.extractor}>
          <i className="pi pi-list" aria-hidden="true" />
          <span>{t('extractor.list.title')}</span>
        </Link>
      </header>
      <section className="extractor-table" aria-label={t('extractor.lastConfigs.title')}>
        <DataTable
          value={collections.data}
          pt={scrollingTable(t('common.tableRegion', { name: t('extractor.lastConfigs.title') }))}
          dataKey="config_name"
          loading={collections.isLoading}
          size="small"
          emptyMessage={
            <div className="extractor-empty">
              <i className="pi pi-history" aria-hidden="true" />
              <p>{t('extractor.lastConfigs.empty')}</p>
            </div>
          }
        >
          <Column field="config_name" header={t('extractor.list.columns.name')} />
          <Column field="documents" header={t('extractor.list.columns.documents')} />
          <Column
            header={t('extractor.lastConfigs.states')}
            body={(collection: Collection) => <StateCounts states={collection.states} />}
          />
          <Column
            header={t('extractor.list.columns.lastRun')}
            body={(collection: Collection) =>
              collection.last_run_at ? formatDate(collection.last_run_at) : t('extractor.never')
            }
          />
          <Column
            header={
              <span className="folio-visually-hidden">{t('extractor.list.columns.actions')}</span>
            }
            body={(collection: Collection) => (
              <span className="extractor-row-actions">
                <Link to={extractorResultsPath(collection.config_name)}>
                  {t('extractor.lastConfigs.openResults')}
                </Link>
                <Link to={extractorRunPath(collection.config_name)}>
                  {t('extractor.lastConfigs.runAgain')}
                </Link>
              </span>
            )}
          />
        </DataTable>
      </section>
    </div>
  );
}
