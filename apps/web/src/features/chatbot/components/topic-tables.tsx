import { ProgressBar } from 'primereact/progressbar';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { TopicTable } from '../chatbot-api';

import { ScrollTable } from './scroll-table';

const NUMERIC_TYPES = new Set(['integer', 'decimal']);

/**
 * The tables an accounting topic's workbooks became (issue 12): each with its title (file and
 * sheet), row count, notes, its columns under their sheet headers (SQL name and type beneath),
 * the first 100 rows (SPEC §9 spreadsheet preview) and its totals rows, kept apart.
 */
export function TopicTables({
  tables,
  isLoading,
}: {
  tables: readonly TopicTable[];
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="chatbot-topic-tables" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('chatbot.tables.title')}</h2>
      {isLoading && tables.length === 0 ? (
        <ProgressBar mode="indeterminate" aria-label={t('chatbot.tables.loading')} />
      ) : tables.length === 0 ? (
        <p className="chatbot-muted">{t('chatbot.tables.empty')}</p>
      ) : (
        tables.map((table) => <TopicTableView key={table.name} table={table} />)
      )}
    </section>
  );
}

function TopicTableView({ table }: { table: TopicTable }) {
  const { t } = useTranslation();
  return (
    <article className="chatbot-topic-table">
      <h3>{table.title}</h3>
      <p className="chatbot-muted">
        {table.name} · {t('chatbot.tables.rows', { count: table.row_count })}
      </p>
      {table.notes.length > 0 ? (
        <p className="chatbot-muted">
          {t('chatbot.tables.notes')}: {table.notes.join(' · ')}
        </p>
      ) : null}
      <ScrollTable
        label={t('chatbot.tables.previewRegion', { title: table.title })}
        columns={table.columns.map((column) => ({
          heading: column.header,
          hint: `${column.name} · ${t(`chatbot.tables.columnTypes.${column.type}`)}`,
          isNumeric: NUMERIC_TYPES.has(column.type),
        }))}
        rows={table.preview}
        footer={table.totals}
        caption={
          table.preview.length < table.row_count
            ? t('chatbot.tables.preview', { shown: table.preview.length, count: table.row_count })
            : undefined
        }
      />
    </article>
  );
}
