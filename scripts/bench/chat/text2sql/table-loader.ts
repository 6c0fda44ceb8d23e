// Until the accounting store lands (issue 12, apps/middleware/src/chatbot/accounting/store), the
// bench loads a workbook's tables itself: one schema per workbook in a test database, one table
// per sheet with the column types the training inferred.
import type { Database } from '../../../../apps/middleware/src/db/database.ts';
import type {
  ColumnType,
  SheetTable,
  TableValue,
} from '../../../../apps/middleware/src/chatbot/accounting/tables/table-types.ts';

const SQL_TYPES: Record<ColumnType, string> = {
  integer: 'bigint',
  decimal: 'numeric',
  date: 'date',
  timestamp: 'timestamp',
  text: 'text',
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (value: TableValue) =>
  value === null
    ? 'NULL'
    : typeof value === 'number'
      ? String(value)
      : `'${value.replaceAll("'", "''")}'`;

/** A workbook's tables loaded, and a way to run a query over them. */
export type LoadedTables = { query: (sql: string) => Promise<unknown[][]> };

export async function loadTables(
  database: Database,
  schemaName: string,
  tables: readonly SheetTable[],
): Promise<LoadedTables> {
  const schema = quote(schemaName);
  const statements = [`CREATE SCHEMA ${schema};`];
  for (const table of tables) {
    const name = `${schema}.${quote(table.name)}`;
    const columns = table.columns.map(
      (column) => `${quote(column.name)} ${SQL_TYPES[column.type]}`,
    );
    statements.push(`CREATE TABLE ${name} (${columns.join(', ')});`);
    for (const row of table.rows) {
      statements.push(`INSERT INTO ${name} VALUES (${row.map(literal).join(', ')});`);
    }
  }
  await database.execScript(statements.join('\n'));
  return {
    query: async (sql) =>
      (await database.readOnlyQuery([`SET LOCAL search_path TO ${schema}`], sql)).rows,
  };
}
