// A workbook's tables stored as an accounting topic's training stores them (issue 12's store:
// a schema of the topic's own), the engine's SQL run as a question's is (checked by the guard,
// as the reader role, rolled back), and gold SQL run plainly over the same schema (gold queries
// may use functions the guard refuses to a question).
import { topicSchemaName } from '../../../../apps/middleware/src/chatbot/accounting/store/topic-schema.ts';
import {
  readTopicSchema,
  storeTopicTables,
} from '../../../../apps/middleware/src/chatbot/accounting/store/topic-tables.ts';
import type {
  SheetTable,
  TopicSchema,
} from '../../../../apps/middleware/src/chatbot/accounting/tables/table-types.ts';
import {
  insertOwner,
  insertTopic,
} from '../../../../apps/middleware/src/chatbot/retrieval/testing/chat-fixtures.ts';
import type { Database } from '../../../../apps/middleware/src/db/database.ts';

/** The product's runner of a question's SQL (its signature: sql/run-question-sql.ts). */
export type RunQuestionSql = (
  database: Database,
  topicId: string,
  schema: TopicSchema,
  sql: string,
) => Promise<
  { ok: true; result: { rows: unknown[][] } } | { ok: false; refusal: string; detail: string }
>;

/**
 * The product's runner when plain `node` can load it (the guard's sources must be erasable
 * TypeScript); else undefined, and the bench runs the engine's SQL without the guard.
 */
export async function loadQuestionRunner(): Promise<RunQuestionSql | undefined> {
  try {
    const runner =
      await import('../../../../apps/middleware/src/chatbot/accounting/sql/run-question-sql.ts');
    return runner.runQuestionSql;
  } catch {
    return undefined;
  }
}

/** A workbook's tables as a trained topic, and the two ways to query them. */
export type LoadedTables = {
  topicId: string;
  schema: TopicSchema;
  /** The product's path: guard, reader role, row cap; a refusal is an error. */
  ask: (sql: string) => Promise<unknown[][]>;
  /** The gold path: the same tables, no guard. */
  query: (sql: string) => Promise<unknown[][]>;
};

export async function loadTables(
  database: Database,
  name: string,
  tables: readonly SheetTable[],
  runQuestionSql?: RunQuestionSql,
): Promise<LoadedTables> {
  // Topic names are lower-case letters and digits (SPEC §3).
  const topicName = name.toLowerCase().replace(/[^a-z0-9]/gu, '');
  const owner = await insertOwner(database.db, `${topicName}@example.com`);
  const topicId = await insertTopic(database.db, owner.userId, topicName);
  await database.db.transaction().execute(async (trx) => {
    await storeTopicTables(trx, topicId, null, tables);
  });
  const schema = await readTopicSchema(database.db, topicId);
  const query = async (sql: string) =>
    (await database.readOnlyQuery([`SET LOCAL search_path TO ${topicSchemaName(topicId)}`], sql))
      .rows;
  return {
    topicId,
    schema,
    ask: async (sql) => {
      if (!runQuestionSql) {
        return query(sql);
      }
      const answer = await runQuestionSql(database, topicId, schema, sql);
      if (!answer.ok) {
        throw new Error(`${answer.refusal}: ${answer.detail}`);
      }
      return answer.result.rows;
    },
    query,
  };
}
