// Asks every question of one database through the built-in engine and scores the SQL it writes.
import type { Database } from '../../../../apps/middleware/src/db/database.ts';
import { questionToSql } from '../../../../apps/middleware/src/chatbot/accounting/question-sql/question-sql.ts';
import { detectLanguage } from '../../../../apps/middleware/src/chatbot/engine/language.ts';
import { isOrderCompared, rowsMatch } from './execution-match.ts';
import type { BenchDatabase, BenchQuestion } from './question-sets.ts';
import { loadTables, type LoadedTables, type RunQuestionSql } from './table-loader.ts';

export type QuestionOutcome = {
  question: BenchQuestion;
  isCorrect: boolean;
  /** Single-table = the gold SQL reads one table (the bench's split). */
  isSingleTable: boolean;
  sql?: string;
  error?: string;
  /** No gold alternative could be run or read (a broken gold query, not the engine's fault). */
  hasNoGold: boolean;
  /** How long questionToSql took, in milliseconds. */
  milliseconds: number;
};

function goldTables(sql: string, tableNames: ReadonlySet<string>): Set<string> {
  const used = new Set<string>();
  for (const match of sql.matchAll(/\b(?:from|join)\s+"?([\p{L}_][\p{L}\p{N}_]*)/giu)) {
    const name = (match[1] ?? '').toLowerCase();
    if (tableNames.has(name)) {
      used.add(name);
    }
  }
  return used;
}

async function tryQuery(
  run: (sql: string) => Promise<unknown[][]>,
  sql: string,
): Promise<unknown[][] | Error> {
  try {
    return await run(sql);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

// Gold rows are recomputed on the loaded tables when the set stores none, or when the question
// depends on today's date (README: yelp-01, with the clock the product's query sees).
async function goldRows(tables: LoadedTables, question: BenchQuestion) {
  return Promise.all(
    question.gold.map(async (alternative) => {
      if (alternative.rows !== undefined && !question.usesCurrentDate) {
        return alternative.rows;
      }
      const rows = await tryQuery(tables.query, alternative.sql);
      return rows instanceof Error ? undefined : rows;
    }),
  );
}

export async function runDatabase(
  db: Database,
  database: BenchDatabase,
  today: string,
  runner?: RunQuestionSql,
): Promise<QuestionOutcome[]> {
  const tables = await loadTables(db, `run-${database.name}`, database.tables, runner);
  const { schema } = tables;
  const tableNames = new Set(database.tables.map((table) => table.name));
  const outcomes: QuestionOutcome[] = [];
  for (const question of database.questions) {
    const isSingleTable = goldTables(question.gold[0]?.sql ?? '', tableNames).size <= 1;
    const started = performance.now();
    const answer = questionToSql(question.question, schema, {
      language: detectLanguage(question.question),
      today,
    });
    const milliseconds = performance.now() - started;
    const golds = await goldRows(tables, question);
    const hasNoGold = golds.every((rows) => rows === undefined);
    if (answer.kind !== 'sql') {
      outcomes.push({
        question,
        isCorrect: false,
        isSingleTable,
        error: 'cannot map',
        hasNoGold,
        milliseconds,
      });
      continue;
    }
    const predicted = await tryQuery(tables.ask, answer.sql);
    if (predicted instanceof Error) {
      outcomes.push({
        question,
        isCorrect: false,
        isSingleTable,
        sql: answer.sql,
        error: predicted.message,
        hasNoGold,
        milliseconds,
      });
      continue;
    }
    const isCorrect = question.gold.some((alternative, index) => {
      const rows = golds[index];
      return (
        rows !== undefined &&
        rowsMatch(predicted, rows, isOrderCompared(question.category, alternative.sql))
      );
    });
    outcomes.push({ question, isCorrect, isSingleTable, sql: answer.sql, hasNoGold, milliseconds });
  }
  return outcomes;
}

/** How many gold alternatives give back their stored rows on the loaded tables (a loader check). */
export async function checkGold(
  db: Database,
  database: BenchDatabase,
): Promise<{ total: number; matching: number }> {
  const tables = await loadTables(db, `gold-${database.name}`, database.tables);
  let total = 0;
  let matching = 0;
  for (const question of database.questions) {
    for (const alternative of question.gold) {
      if (alternative.rows === undefined || question.usesCurrentDate) {
        continue;
      }
      total += 1;
      const rows = await tryQuery(tables.query, alternative.sql);
      if (
        !(rows instanceof Error) &&
        rowsMatch(rows, alternative.rows, isOrderCompared(question.category, alternative.sql))
      ) {
        matching += 1;
      }
    }
  }
  return { total, matching };
}
