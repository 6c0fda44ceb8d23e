import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase, type TestDatabase } from '../../../db/testing';
import { insertOwner, insertTopic } from '../../retrieval/testing/chat-fixtures';
import {
  dropTopicTables,
  readTopicSchema,
  storeTopicTables,
  topicTableNames,
} from '../store/topic-tables';
import { topicSchemaName } from '../store/topic-schema';
import type { SheetTable, TopicSchema } from '../tables/table-types';
import { runQuestionSql } from './run-question-sql';

const INVOICES: SheetTable = {
  name: 'facturas',
  title: 'libro.xlsx · Facturas',
  columns: [
    { name: 'numero', header: 'Número', type: 'text', samples: [], values: [], maxDuplicates: 1 },
    { name: 'fecha', header: 'Fecha', type: 'date', samples: [], values: [], maxDuplicates: 1 },
    {
      name: 'cliente',
      header: 'Cliente',
      type: 'text',
      samples: [],
      values: ['Aceites del Sur', 'Bodegas Rioja'],
      maxDuplicates: 2,
    },
    { name: 'total', header: 'Total', type: 'decimal', samples: [], values: [], maxDuplicates: 1 },
  ],
  rows: [
    ['F-1', '2024-01-15', 'Aceites del Sur', 1452.61],
    ['F-2', '2024-02-03', 'Bodegas Rioja', 968],
    ['F-3', '2024-02-28', 'Aceites del Sur', 10.5],
  ],
  totals: [['Total', '', '', '2431,11']],
  notes: ['Facturas emitidas 2024'],
};

const SECRETS: SheetTable = {
  ...INVOICES,
  name: 'nominas',
  columns: [
    {
      name: 'empleado',
      header: 'Empleado',
      type: 'text',
      samples: [],
      values: [],
      maxDuplicates: 1,
    },
    {
      name: 'salario',
      header: 'Salario',
      type: 'integer',
      samples: [],
      values: [],
      maxDuplicates: 1,
    },
  ],
  rows: [['Victima', 99_000]],
};

describe('questions run as SQL over a topic’s own tables', () => {
  let database: TestDatabase;
  let topicId: string;
  let victimTopicId: string;
  let schema: TopicSchema;

  beforeAll(async () => {
    database = await openTestDatabase();
    const owner = await insertOwner(database.db, 'ana@example.com');
    const victim = await insertOwner(database.db, 'victima@example.com');
    topicId = await insertTopic(database.db, owner.userId, 'cuentas');
    victimTopicId = await insertTopic(database.db, victim.userId, 'privado');
    await database.db.transaction().execute(async (trx) => {
      await storeTopicTables(trx, topicId, null, [INVOICES]);
      await storeTopicTables(trx, victimTopicId, null, [SECRETS]);
    });
    schema = await readTopicSchema(database.db, topicId);
  });
  afterAll(async () => {
    await database.close();
  });

  const run = (text: string) => runQuestionSql(database, topicId, schema, text);

  it('stores the tables typed, with their facts, and answers a SELECT as rows of values', async () => {
    expect(schema.tables).toEqual([
      { name: 'facturas', title: INVOICES.title, columns: INVOICES.columns, rowCount: 3 },
    ]);
    expect(await topicTableNames(database.db, topicId)).toEqual(new Set(['facturas']));
    const answer = await run(
      'SELECT cliente, sum(total) AS total, min(fecha) AS desde FROM facturas GROUP BY cliente ORDER BY 2 DESC;',
    );
    expect(answer).toMatchObject({
      ok: true,
      truncated: false,
      result: {
        columns: ['cliente', 'total', 'desde'],
        rows: [
          ['Aceites del Sur', 1463.11, '2024-01-15'],
          ['Bodegas Rioja', 968, '2024-02-03'],
        ],
      },
    });
  });

  it('keeps two columns of the same name, and caps the rows', async () => {
    const answer = await runQuestionSql(
      database,
      topicId,
      schema,
      'SELECT a.numero, b.numero FROM facturas a JOIN facturas b ON a.cliente = b.cliente ORDER BY 1, 2',
      { maxRows: 2, timeoutMs: 5000, maxRowCombinations: 1000 },
    );
    expect(answer).toMatchObject({
      ok: true,
      truncated: true,
      result: {
        columns: ['numero', 'numero'],
        rows: [
          ['F-1', 'F-1'],
          ['F-1', 'F-3'],
        ],
      },
    });
  });

  it.each([
    ['DROP TABLE facturas', 'not-one-select'],
    ['SELECT 1; DROP TABLE facturas', 'not-one-select'],
    ["COPY facturas TO PROGRAM 'cat /etc/passwd'", 'not-one-select'],
    ["SELECT pg_read_file('/etc/passwd')", 'function'],
    ['SELECT pg_sleep(60)', 'function'],
    ['SELECT * FROM pg_catalog.pg_class', 'table'],
    ['SELECT * FROM pg_class', 'table'],
    ['SELECT * FROM information_schema.tables', 'table'],
    ['SELECT * FROM users', 'table'],
    ['SELECT * FROM public.users', 'table'],
    ['SELECT * FROM facturas FOR UPDATE', 'construct'],
    ['SELECT * INTO copia FROM facturas', 'construct'],
    ['SELECT * FROM generate_series(1, 1000000000)', 'construct'],
    [
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n',
      'construct',
    ],
    ["SELECT 'facturas'::regclass", 'type'],
    ["SELECT repeat('x', 1000000000)", 'function'],
    [
      'SELECT count(*) FROM facturas a, facturas b, facturas c, facturas d, facturas e, facturas f, facturas g, facturas h, facturas i, facturas j, facturas k, facturas l, facturas m, facturas n, facturas o',
      'too-costly',
    ],
    ['SELEC * FROM facturas', 'syntax'],
  ])('refuses %s (%s)', async (text, refusal) => {
    expect(await run(text)).toMatchObject({ ok: false, refusal });
  });

  it('never reads another topic’s schema, by name or by a guessed one', async () => {
    const victimSchema = topicSchemaName(victimTopicId);
    expect(await run(`SELECT * FROM ${victimSchema}.nominas`)).toMatchObject({
      ok: false,
      refusal: 'table',
    });
    // Even a statement the guard let through runs as a role with no standing rights at all.
    const direct = await database
      .readOnlyQuery(
        ['SET LOCAL ROLE folio_table_reader'],
        `SELECT count(*) FROM ${victimSchema}.nominas`,
      )
      .then(
        () => 'read',
        (error: Error) => error.message,
      );
    expect(direct).toMatch(/permission denied/u);
  });

  it('turns an execution error into a result the model can be given back', async () => {
    expect(await run('SELECT importe FROM facturas')).toMatchObject({
      ok: false,
      refusal: 'failed',
      detail: expect.stringMatching(/importe/u) as unknown,
    });
  });

  it('drops the schema with the topic', async () => {
    const other = await insertTopic(
      database.db,
      (await insertOwner(database.db, 'luis@example.com')).userId,
      'temporal',
    );
    await database.db
      .transaction()
      .execute((trx) => storeTopicTables(trx, other, null, [INVOICES]));
    await dropTopicTables(database.db, other);
    const left = await sql<{
      count: number;
    }>`SELECT count(*)::int AS count FROM pg_namespace WHERE nspname = ${topicSchemaName(other)}`.execute(
      database.db,
    );
    expect(left.rows[0]?.count).toBe(0);
  });
});
