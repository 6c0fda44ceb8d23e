import { sql, type Kysely, type Transaction } from 'kysely';

import { insertInBatches } from '../../../db/insert-in-batches';
import type { Tables } from '../../../db/schema';
import type { ColumnType, SheetTable, TableColumn, TopicSchema } from '../tables/table-types';
import { topicSchemaName } from './topic-schema';

const SQL_TYPES: Record<ColumnType, string> = {
  integer: 'bigint',
  decimal: 'numeric',
  date: 'date',
  timestamp: 'timestamp',
  text: 'text',
};

// PostgreSQL takes at most 65,535 parameters per statement.
const MAX_PARAMETERS = 60_000;

async function createTable(trx: Transaction<Tables>, schema: string, table: SheetTable) {
  const columns = table.columns.map(
    (column) => sql`${sql.id(column.name)} ${sql.raw(SQL_TYPES[column.type])}`,
  );
  await sql`CREATE TABLE ${sql.id(schema, table.name)} (${sql.join(columns)})`.execute(trx);
  const rows = table.rows.map((row) => ({ row, text: row.join('') }));
  await insertInBatches(
    rows,
    { maxRows: Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, table.columns.length))) },
    (batch) =>
      sql`INSERT INTO ${sql.id(schema, table.name)} VALUES ${sql.join(
        batch.map(({ row }) => sql`(${sql.join(row.map((value) => sql`${value}`))})`),
      )}`.execute(trx),
  );
}

/**
 * Stores a file's tables in its topic's schema (made on first use) with their facts, replacing
 * the tables the same file made before. Call it in the transaction that also records the file
 * as trained: a failure leaves none of it. Nobody but the product's own role is granted
 * anything here: a question gets its rights for its own transaction (`runQuestionSql`).
 */
export async function storeTopicTables(
  trx: Transaction<Tables>,
  topicId: string,
  fileId: string | null,
  tables: readonly SheetTable[],
): Promise<void> {
  const schema = topicSchemaName(topicId);
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(trx);
  if (fileId !== null) {
    const before = await trx
      .deleteFrom('chat_tables')
      .where('topic_id', '=', topicId)
      .where('file_id', '=', fileId)
      .returning('name')
      .execute();
    for (const { name } of before) {
      await sql`DROP TABLE IF EXISTS ${sql.id(schema, name)}`.execute(trx);
    }
  }
  for (const table of tables) {
    await createTable(trx, schema, table);
    await trx
      .insertInto('chat_tables')
      .values({
        topic_id: topicId,
        name: table.name,
        file_id: fileId,
        title: table.title,
        columns: JSON.stringify(table.columns),
        row_count: table.rows.length,
        totals: JSON.stringify(table.totals),
        notes: JSON.stringify(table.notes),
      })
      .execute();
  }
}

/**
 * The names of a topic's tables, so new ones get names of their own; those of `replacedFileId`
 * are left out, as its new tables replace them.
 */
export async function topicTableNames(
  db: Kysely<Tables>,
  topicId: string,
  replacedFileId?: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('chat_tables')
    .select('name')
    .where('topic_id', '=', topicId)
    .$if(replacedFileId !== undefined, (query) =>
      query.where((eb) =>
        eb.or([eb('file_id', 'is', null), eb('file_id', '!=', replacedFileId ?? '')]),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.name));
}

/** A topic's tables as the question engines see them, in the order they were made. */
export async function readTopicSchema(db: Kysely<Tables>, topicId: string): Promise<TopicSchema> {
  const rows = await db
    .selectFrom('chat_tables')
    .select(['name', 'title', 'columns', 'row_count'])
    .where('topic_id', '=', topicId)
    .orderBy('created_at')
    .orderBy('name')
    .execute();
  return {
    tables: rows.map((row) => ({
      name: row.name,
      title: row.title,
      columns: row.columns as TableColumn[],
      rowCount: row.row_count,
    })),
  };
}

/** Drops a topic's schema and every table in it (the topic's rows go by their foreign keys). */
export async function dropTopicTables(db: Kysely<Tables>, topicId: string): Promise<void> {
  await sql`DROP SCHEMA IF EXISTS ${sql.id(topicSchemaName(topicId))} CASCADE`.execute(db);
}
