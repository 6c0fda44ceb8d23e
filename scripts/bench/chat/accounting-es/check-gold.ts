// Checks the gold SQL of the accounting-es bench set and writes its gold rows. Loads
// libro-contable.xlsx exactly as an accounting topic's training does (`readSpreadsheet`, then
// `workbookTables`), prints the tables and columns it made, puts them in an in-memory PGlite
// (integer → bigint, decimal → numeric, date → date, timestamp → timestamp, text → text), runs
// every gold query of questions.jsonl, fails on an error or an empty result, and writes the rows
// back (numbers as JSON numbers, dates ISO). From the repository root:
//   node scripts/bench/chat/accounting-es/check-gold.ts            # check and write the rows
//   node scripts/bench/chat/accounting-es/check-gold.ts --check    # check only, write nothing
//   node scripts/bench/chat/accounting-es/check-gold.ts --rows     # also print every result
import '../../../../packages/documents/src/workers/source-hooks.ts';

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { SheetTable } from '../../../../apps/middleware/src/chatbot/accounting/tables/table-types.ts';
import type * as PGliteModule from '../../../../apps/middleware/node_modules/@electric-sql/pglite/dist/index.js';

const { readSpreadsheet } = await import('@folio/documents');
const { workbookTables } =
  await import('../../../../apps/middleware/src/chatbot/accounting/tables/sheet-tables.ts');

// PGlite is a dependency of the middleware, not of the repository root: loaded from there.
const requireFromMiddleware = createRequire(
  new URL('../../../../apps/middleware/package.json', import.meta.url),
);
const { PGlite } = requireFromMiddleware('@electric-sql/pglite') as typeof PGliteModule;

const WORKBOOK = new URL('libro-contable.xlsx', import.meta.url);
const QUESTIONS = new URL('questions.jsonl', import.meta.url);
const SQL_TYPES = {
  integer: 'bigint',
  decimal: 'numeric',
  date: 'date',
  timestamp: 'timestamp',
  text: 'text',
} as const;

type GoldAlternative = {
  sql: string;
  columns?: string[];
  rows?: unknown[][];
  row_count?: number;
};
type Question = {
  id: string;
  db: string;
  query_category: string;
  question: string;
  instructions: string;
  gold_alternatives: GoldAlternative[];
  uses_current_date: boolean;
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function loadTables(database: PGliteModule.PGlite, tables: readonly SheetTable[]) {
  for (const table of tables) {
    const columns = table.columns.map(
      (column) => `${quote(column.name)} ${SQL_TYPES[column.type]}`,
    );
    await database.exec(`CREATE TABLE ${quote(table.name)} (${columns.join(', ')})`);
    const placeholders = table.columns.map((_, index) => `$${String(index + 1)}`).join(', ');
    const insert = `INSERT INTO ${quote(table.name)} VALUES (${placeholders})`;
    for (const row of table.rows) {
      await database.query(insert, row);
    }
  }
}

// PostgreSQL's number types (int2, int4, int8, float4, float8, numeric): JSON numbers.
const NUMBER_TYPES = new Set([20, 21, 23, 700, 701, 1700]);

/** A result value as the bench's gold rows hold it: numbers as numbers, dates as ISO text. */
function jsonValue(value: unknown, dataTypeId: number): unknown {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace(/\.000Z$/u, '');
  }
  if (typeof value === 'bigint') {
    return Number(value);
  }
  if (typeof value === 'string' && NUMBER_TYPES.has(dataTypeId)) {
    return Number(value);
  }
  return value ?? null;
}

const args = new Set(process.argv.slice(2));
const sheets = await readSpreadsheet(new Uint8Array(readFileSync(WORKBOOK)), 'xlsx');
const tables = workbookTables(sheets.sheets, 'libro-contable.xlsx');
for (const table of tables) {
  console.log(`${table.name} (${String(table.rows.length)} rows) · ${table.title}`);
  for (const column of table.columns) {
    console.log(`  ${column.name} ${column.type}  [${column.header}]`);
  }
  for (const totals of table.totals) {
    console.log(`  totals row kept apart: ${totals.filter(Boolean).join(' · ')}`);
  }
  if (table.notes.length > 0) {
    console.log(`  notes: ${table.notes.join(' | ')}`);
  }
}

// Dates as the server's clock sees them, like the product's query.
const database = new PGlite();
await database.exec("SET TIME ZONE 'UTC'");
await loadTables(database, tables);

const questions = readFileSync(QUESTIONS, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Question);
let failures = 0;
const ids = new Set<string>();
for (const question of questions) {
  if (ids.has(question.id)) {
    console.log(`${question.id}: duplicate id`);
    failures++;
  }
  ids.add(question.id);
  for (const alternative of question.gold_alternatives) {
    try {
      const result = await database.query<unknown[]>(alternative.sql, [], { rowMode: 'array' });
      const columns = result.fields.map((field) => field.name);
      const rows = result.rows.map((row) =>
        row.map((value, index) => jsonValue(value, result.fields[index]?.dataTypeID ?? 0)),
      );
      const allNull = rows.every((row) => row.every((value) => value === null));
      if (rows.length === 0 || allNull) {
        console.log(`${question.id}: no result`);
        failures++;
      }
      alternative.columns = columns;
      alternative.rows = rows;
      alternative.row_count = rows.length;
      if (args.has('--rows')) {
        console.log(`${question.id} ${question.question}\n  ${JSON.stringify(rows.slice(0, 12))}`);
      }
    } catch (error) {
      console.log(`${question.id}: ${error instanceof Error ? error.message : String(error)}`);
      failures++;
    }
  }
}
await database.close();

const categories = new Map<string, number>();
for (const question of questions) {
  categories.set(question.query_category, (categories.get(question.query_category) ?? 0) + 1);
}
console.log(
  `${String(questions.length)} questions: ${[...categories].map(([name, count]) => `${name} ${String(count)}`).join(', ')}`,
);
if (failures > 0) {
  console.log(`FAIL: ${String(failures)} gold queries failed or returned nothing`);
  process.exit(1);
}
if (!args.has('--check')) {
  writeFileSync(
    QUESTIONS,
    questions.map((question) => JSON.stringify(question)).join('\n') + '\n',
    'utf8',
  );
  console.log('gold rows written to questions.jsonl');
}
