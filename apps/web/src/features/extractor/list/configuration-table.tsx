import { formatDate, type Configuration } from '@folio/core';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollingTable } from '../../../components/scrolling-table';

/** The configurations as a table: name, document type, attributes, documents, dates, actions. */
export function ConfigurationTable({
  configurations,
  isLoading,
  empty,
  actions,
}: {
  configurations: Configuration[];
  isLoading: boolean;
  empty: ReactNode;
  actions: (configuration: Configuration) => ReactNode;
}) {
  const { t } = useTranslation();
  const count = (configuration: Configuration, placement: 'header' | 'detail') =>
    configuration.attributes.filter((attribute) => attribute.placement === placement).length;
  return (
    <section className="extractor-table" aria-label={t('extractor.list.label')}>
      <DataTable
        value={configurations}
        pt={scrollingTable(t('common.tableRegion', { name: t('extractor.list.label') }))}
        dataKey="id"
        loading={isLoading}
        emptyMessage={empty}
        size="small"
        paginator={configurations.length > 10}
        rows={10}
      >
        <Column field="name" header={t('extractor.list.columns.name')} />
        <Column
          header={t('extractor.list.columns.documentType')}
          body={(configuration: Configuration) =>
            t(`extractor.documentTypes.${configuration.document_type}`)
          }
        />
        <Column
          header={t('extractor.list.columns.attributes')}
          body={(configuration: Configuration) =>
            t('extractor.list.attributeCounts', {
              headers: count(configuration, 'header'),
              details: count(configuration, 'detail'),
            })
          }
        />
        <Column field="document_count" header={t('extractor.list.columns.documents')} />
        <Column
          header={t('extractor.list.columns.created')}
          body={(configuration: Configuration) => formatDate(configuration.created_at)}
        />
        <Column
          header={t('extractor.list.columns.lastRun')}
          body={(configuration: Configuration) =>
            configuration.last_run_at ? formatDate(configuration.last_run_at) : t('extractor.never')
          }
        />
        <Column
          header={
            <span className="folio-visually-hidden">{t('extractor.list.columns.actions')}</span>
          }
          body={actions}
        />
      </DataTable>
    </section>
  );
}
