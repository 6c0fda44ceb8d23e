import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { saveDownload } from '../../../lib/download';
import { answerCsv } from '../answer-csv';
import type { AnswerTable } from '../table-values';

import { AnswerChart } from './answer-chart';
import { Disclosure } from './disclosure';
import { ScrollTable } from './scroll-table';

/** Rows shown at a time: the server sends up to 1,000, paged here (issue 12 "large results"). */
export const ANSWER_PAGE_SIZE = 25;

/**
 * An accounting answer's result (issue 12), named by the question it answers: its chart when the server says it can be drawn, its
 * rows 25 at a time with a pager, an "Export CSV" of all of them, a note when the query had more
 * than were sent, and the SQL behind it, collapsed.
 */
export function AnswerTableView({ table, question }: { table: AnswerTable; question: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(table.rows.length / ANSWER_PAGE_SIZE));
  const shown = table.rows.slice(page * ANSWER_PAGE_SIZE, (page + 1) * ANSWER_PAGE_SIZE);
  const exportCsv = () =>
    saveDownload({
      blob: new Blob([answerCsv(table.columns, table.rows)], { type: 'text/csv;charset=utf-8' }),
      fileName: `${t('chatbot.answerTable.csvFileName')}.csv`,
    });
  return (
    <div className="chatbot-answer-table">
      {table.chart ? <AnswerChart table={table} chart={table.chart} /> : null}
      <ScrollTable
        // Named by its question: a conversation holds many results, each a region of its own.
        label={t('chatbot.answerTable.titleFor', { question })}
        columns={table.columns.map((column, index) => ({
          heading: column,
          isNumeric: typeof table.rows[0]?.[index] === 'number',
        }))}
        rows={shown}
      />
      <div className="chatbot-answer-table-tools">
        <span className="chatbot-muted">
          {t('chatbot.answerTable.rows', { count: table.rows.length })}
        </span>
        {pages > 1 ? (
          <span className="chatbot-pager">
            <Button
              type="button"
              icon="pi pi-angle-left"
              text
              aria-label={t('chatbot.answerTable.previousPage')}
              // aria-disabled, not disabled: a disabled button drops the keyboard focus on it.
              aria-disabled={page === 0}
              onClick={() => setPage(Math.max(0, page - 1))}
            />
            <span aria-live="polite">
              {t('chatbot.answerTable.page', { page: page + 1, pages })}
            </span>
            <Button
              type="button"
              icon="pi pi-angle-right"
              text
              aria-label={t('chatbot.answerTable.nextPage')}
              aria-disabled={page >= pages - 1}
              onClick={() => setPage(Math.min(pages - 1, page + 1))}
            />
          </span>
        ) : null}
        <Button
          type="button"
          icon="pi pi-download"
          size="small"
          outlined
          label={t('chatbot.answerTable.exportCsv')}
          onClick={exportCsv}
        />
      </div>
      {table.truncated ? (
        <p className="chatbot-muted">
          {t('chatbot.answerTable.truncated', { count: table.rows.length })}
        </p>
      ) : null}
      <Disclosure label={t('chatbot.answerTable.sql')}>
        <pre className="chatbot-sql">
          <code>{table.sql}</code>
        </pre>
      </Disclosure>
    </div>
  );
}
