import type { Database, QueryResultTable } from '../../../db/database';
import { TABLE_READER_ROLE, topicSchemaName } from '../store/topic-schema';
import type { TopicSchema } from '../tables/table-types';
import { checkQuestionSql, type SqlRefusal } from './sql-guard';

/** Issue 12 "Limits: a statement timeout, a row cap". */
export type QuestionSqlLimits = {
  /** Rows returned at most; more are reported as `truncated`. */
  maxRows: number;
  /** PostgreSQL stops a statement after this long (PGlite cannot: the row bound guards it). */
  timeoutMs: number;
  maxRowCombinations: number;
};

export const DEFAULT_SQL_LIMITS: QuestionSqlLimits = {
  maxRows: 1_000,
  timeoutMs: 5_000,
  maxRowCombinations: 10_000_000,
};

export type QuestionSqlResult =
  | { ok: true; sql: string; result: QueryResultTable; truncated: boolean }
  | { ok: false; sql: string; refusal: SqlRefusal | 'failed'; detail: string };

/**
 * Runs a question's SQL over a topic's tables: checked by the guard, then run as the reader role,
 * granted that topic's schema for this transaction only, with only that schema on the search
 * path, read-only, rolled back, with a timeout and a row cap. A refusal or a failure is a result (the model gets it back for its one retry), never
 * a thrown error.
 */
export async function runQuestionSql(
  database: Database,
  topicId: string,
  schema: TopicSchema,
  sql: string,
  limits: QuestionSqlLimits = DEFAULT_SQL_LIMITS,
): Promise<QuestionSqlResult> {
  const schemaName = topicSchemaName(topicId);
  const checked = await checkQuestionSql(sql, schema, {
    schemaName,
    maxRowCombinations: limits.maxRowCombinations,
  });
  if (!checked.ok) {
    return { ok: false, sql, refusal: checked.refusal, detail: checked.detail };
  }
  try {
    const result = await database.readOnlyQuery(
      [
        `GRANT USAGE ON SCHEMA ${schemaName} TO ${TABLE_READER_ROLE}`,
        `GRANT SELECT ON ALL TABLES IN SCHEMA ${schemaName} TO ${TABLE_READER_ROLE}`,
        `SET LOCAL ROLE ${TABLE_READER_ROLE}`,
        `SET LOCAL search_path TO ${schemaName}`,
        `SET LOCAL statement_timeout = ${String(Math.max(1, Math.round(limits.timeoutMs)))}`,
      ],
      // New lines keep a trailing `--` comment of the statement from hiding the wrapper.
      `SELECT * FROM (\n${checked.text}\n) AS question_result LIMIT ${String(limits.maxRows + 1)}`,
    );
    const truncated = result.rows.length > limits.maxRows;
    return {
      ok: true,
      sql: checked.text,
      result: truncated ? { ...result, rows: result.rows.slice(0, limits.maxRows) } : result,
      truncated,
    };
  } catch (error) {
    return { ok: false, sql: checked.text, refusal: 'failed', detail: (error as Error).message };
  }
}
