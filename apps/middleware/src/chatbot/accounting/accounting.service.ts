import { AppError } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';

import type { ChatbotDeps } from '../chatbot-deps';
import type { Language } from '../engine/words';
import type { TopicListRow } from '../topics/topics.queries';
import { readSqlQuestions, recreateSqlQuestions } from './sql-questions';
import { topicSchemaName } from './store/topic-schema';
import type { TableColumn } from './tables/table-types';

type Schemas = MiddlewareComponents['schemas'];

// SPEC §9: the spreadsheet preview shows 100 rows.
const PREVIEW_ROWS = 100;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** An accounting topic's tables and SQL questions (issue 12; SPEC §7 SQL questions). */
export function createAccountingService(deps: Pick<ChatbotDeps, 'database'>) {
  const { database } = deps;
  const { db } = database;

  return {
    /** Each table with its columns, totals and notes, and its first 100 rows. */
    async tables(topic: TopicListRow): Promise<Schemas['TopicTables']> {
      const rows = await db
        .selectFrom('chat_tables')
        .select(['name', 'title', 'columns', 'row_count', 'totals', 'notes'])
        .where('topic_id', '=', topic.id)
        .orderBy('created_at')
        .orderBy('name')
        .execute();
      const tables = [];
      for (const row of rows) {
        const preview = await database.readOnlyQuery(
          [`SET LOCAL search_path TO ${topicSchemaName(topic.id)}`],
          `SELECT * FROM ${quoted(row.name)} LIMIT ${String(PREVIEW_ROWS)}`,
        );
        tables.push({
          name: row.name,
          title: row.title,
          columns: (row.columns as TableColumn[]).map(({ name, header, type }) => ({
            name,
            header,
            type,
          })),
          row_count: row.row_count,
          totals: row.totals as string[][],
          notes: row.notes as string[],
          preview: preview.rows,
        });
      }
      return { tables };
    },

    /** The kept SQL questions; RESOURCE_NOT_FOUND when there are none yet (SPEC §4 retry). */
    async sqlQuestions(topic: TopicListRow, language: Language): Promise<Schemas['SqlQuestions']> {
      const questions = await readSqlQuestions(db, topic.id, language);
      if (questions === undefined) {
        throw new AppError('RESOURCE_NOT_FOUND', {
          message: `no SQL questions for ${topic.name} yet`,
          detail: { resource: 'sql-questions', topico: topic.name },
        });
      }
      return { success: true, questions };
    },

    /** Makes the SQL questions again from the tables as they are now. */
    async recreateSqlQuestions(
      topic: TopicListRow,
      language: Language,
    ): Promise<Schemas['SqlQuestions']> {
      const made = await recreateSqlQuestions(db, topic.id);
      return { success: true, questions: made[language] };
    },
  };
}

export type AccountingService = ReturnType<typeof createAccountingService>;
