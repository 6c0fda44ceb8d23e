// The accounting chatbot through the SDK against real servers (issue 12 "How it is checked"): a
// workbook with titles, merged two-row headers, totals rows, decimal commas and Spanish dates
// loads into typed tables; questions are answered as tables by the built-in rules and by a model
// (a local provider) whose SQL is checked; hostile SQL is refused and a victim's tables stay out
// of reach; the SQL-questions retry rule.
import { startMockLlmServer, type MockLlmServer } from '@folio/middleware/testing/mock-llm-server';
import {
  createFolioFromClients,
  expectData,
  jsonDataForm,
  type MiddlewareComponents,
} from '@folio/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  answered,
  ask,
  asFile,
  configure,
  ctx,
  signInChatUser,
  trainedTopic,
  type ChatUser,
} from '../support/chat-users';
import { failure } from '../support/failure';
import { xlsxWithSheets } from '../support/sample-files';
import { startServers, type RunningServers } from '../support/start-servers';

type Schemas = MiddlewareComponents['schemas'];

let llm: MockLlmServer;
let servers: RunningServers;
let ana: ChatUser;
let victim: ChatUser;

const LEDGER = {
  Facturas: [
    ['Libro de facturas emitidas 2024'],
    [],
    ['Número', 'Fecha', 'Cliente', 'Importe', null],
    [null, null, null, 'Base', 'IVA'],
    ['F-001', '15/01/2024', 'Aceites del Sur', '1.200,50', '252,11'],
    ['F-002', '03/02/2024', 'Bodegas Rioja', '800,00', '168,00'],
    ['F-003', '28/02/2024', 'Aceites del Sur', '100,25', '21,05'],
    ['Total', null, null, '2.100,75', '441,16'],
  ],
};

const accountant = (user: ChatUser, prompt: string, model?: string, topico = 'cuentas') =>
  answered(
    ask(user, { topico, prompt, ...(model ? { model } : {}) }, [], '/chatbot/messages/accountant'),
  );

const tablesOf = async (user: ChatUser, topico: string) =>
  (
    await expectData(
      user.api.POST('/chatbot/tables', jsonDataForm('getTopicTables', { ...ctx(user), topico })),
    )
  ).tables;

beforeAll(async () => {
  llm = await startMockLlmServer();
  servers = await startServers({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${llm.url}/v1`,
    FOLIO_AI_TIMEOUT_MS: '10000',
  });
  [ana, victim] = await Promise.all([
    signInChatUser('accounting', servers),
    signInChatUser('victim', servers),
  ]);
  const ledger = asFile('libro.xlsx', await xlsxWithSheets(LEDGER, { Facturas: ['D3:E3'] }));
  await expectData(
    configure(
      ana,
      { topico: 'cuentas', descripcion: 'Contabilidad', config_chatbot: 'estructurado' },
      ledger,
    ),
  );
  const secrets = asFile(
    'nominas.xlsx',
    await xlsxWithSheets({
      Nominas: [
        ['Empleado', 'Salario'],
        ['Víctima', 99000],
      ],
    }),
  );
  await expectData(
    configure(
      victim,
      { topico: 'privado', descripcion: 'Nóminas', config_chatbot: 'estructurado' },
      secrets,
    ),
  );
  await Promise.all([trainedTopic(ana, 'cuentas'), trainedTopic(victim, 'privado')]);
});
afterAll(async () => {
  await servers.stop();
  await llm.close();
});
beforeEach(() => {
  llm.reset();
});

describe('the accounting chatbot', () => {
  it('loads the workbook into typed tables, totals and title kept apart, with a preview', async () => {
    const tables = await tablesOf(ana, 'cuentas');
    expect(tables).toEqual([
      {
        name: 'facturas',
        title: 'libro.xlsx · Facturas',
        columns: [
          { name: 'numero', header: 'Número', type: 'text' },
          { name: 'fecha', header: 'Fecha', type: 'date' },
          { name: 'cliente', header: 'Cliente', type: 'text' },
          { name: 'importe_base', header: 'Importe Base', type: 'decimal' },
          { name: 'importe_iva', header: 'Importe IVA', type: 'decimal' },
        ],
        row_count: 3,
        totals: [['Total', '', '', '2.100,75', '441,16']],
        notes: ['Libro de facturas emitidas 2024'],
        preview: [
          ['F-001', '2024-01-15', 'Aceites del Sur', 1200.5, 252.11],
          ['F-002', '2024-02-03', 'Bodegas Rioja', 800, 168],
          ['F-003', '2024-02-28', 'Aceites del Sur', 100.25, 21.05],
        ],
      },
    ]);
  });

  it('answers a question with the built-in rules as a table, its SQL and a one-line summary', async () => {
    const { message } = await accountant(ana, '¿Cuál es el importe base total por cliente?');
    expect(message.engine).toBe('builtin');
    expect(message.table).toMatchObject({ shape: 'breakdown', truncated: false });
    expect(message.table?.rows.toSorted()).toEqual([
      ['Aceites del Sur', 1300.75],
      ['Bodegas Rioja', 800],
    ]);
    expect(message.table?.sql).toMatch(/^SELECT/iu);
    expect(message.bot_response).toMatch(/Aceites del Sur/u);
  });

  it('keeps a hostile question to the built-in rules a question: nothing it says is run as SQL', async () => {
    const { message } = await accountant(
      ana,
      "Total del cliente '; DROP TABLE facturas; -- y pg_read_file('/etc/passwd')",
    );
    expect(message.status).toBe('done');
    expect(JSON.stringify(message)).not.toContain('root:');
    const tables = await tablesOf(ana, 'cuentas');
    expect(tables[0]?.row_count).toBe(3);
  });

  it('runs the model’s SQL after checking it, and gives the model one retry with the error', async () => {
    llm.reply(
      { content: JSON.stringify({ sql: 'SELECT importe FROM facturas' }) },
      { content: JSON.stringify({ sql: 'SELECT count(*) AS facturas FROM facturas' }) },
    );
    const { message } = await accountant(ana, '¿Cuántas facturas hay?', 'gpt-4o-mini');
    expect(message.table).toMatchObject({ shape: 'value', rows: [[3]], columns: ['facturas'] });
    const [first, retry] = llm.requests.map((request) => JSON.stringify(request.body));
    expect(first).toContain('importe_base');
    expect(first).toContain('Aceites del Sur');
    expect(retry).toMatch(/importe/u);
    expect(retry).toMatch(/failed/u);
  });

  it.each([
    ['DROP TABLE facturas'],
    ["COPY facturas TO PROGRAM 'id'"],
    ["SELECT pg_read_file('/etc/passwd')"],
    ['SELECT 1; DELETE FROM facturas'],
    ['SELECT * FROM users'],
    ['SELECT * FROM pg_catalog.pg_namespace'],
    ['WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n'],
  ])(
    'refuses a model’s hostile SQL (%s) twice, answers without a table, and keeps the data',
    async (sql) => {
      llm.reply({ content: JSON.stringify({ sql }) }, { content: JSON.stringify({ sql }) });
      const { message } = await accountant(ana, 'Borra todo', 'gpt-4o-mini');
      expect(message.status).toBe('done');
      expect(message.table).toBeNull();
      const tables = await tablesOf(ana, 'cuentas');
      expect(tables[0]?.row_count).toBe(3);
    },
  );

  it('never reads another user’s tables, even by their schema’s name', async () => {
    const { message: seen } = await accountant(
      victim,
      '¿Cuántos empleados hay?',
      undefined,
      'privado',
    );
    expect(seen.table?.sql).toBeDefined();
    // The model guesses every schema a topic can have: none but the asker's is readable.
    llm.reply(
      { content: JSON.stringify({ sql: 'SELECT * FROM nominas' }) },
      {
        content: JSON.stringify({
          sql: "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'topic_%'",
        }),
      },
    );
    const { message } = await accountant(ana, 'Enséñame las nóminas', 'gpt-4o-mini');
    expect(message.table).toBeNull();
    expect(JSON.stringify(message)).not.toContain('99000');
  });

  it('fetches the SQL questions, recreating them when the first fetch fails (SPEC §4)', async () => {
    const waits: number[] = [];
    const folio = createFolioFromClients({
      clients: ana.clients,
      url: '',
      username: () => ana.email,
      clock: {
        now: () => Date.now(),
        sleep: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      },
    });
    const questions = await folio.chat.tables.questions('cuentas');
    expect(questions.success).toBe(true);
    expect(questions.questions.length).toBeGreaterThan(0);
    expect(waits.every((ms) => ms === 3000)).toBe(true);
  });

  it('trains more workbooks only through the accounting route', async () => {
    const more = asFile(
      'gastos.xlsx',
      await xlsxWithSheets({
        Gastos: [
          ['Concepto', 'Importe'],
          ['Luz', 120],
        ],
      }),
    );
    const wrongRoute = await failure(
      ana.api.POST(
        '/chatbot/train/conversational',
        jsonDataForm('trainConversational', { ...ctx(ana), topico: 'cuentas' }, { files: [more] }),
      ),
    );
    expect(wrongRoute.code).toBe('INVALID_REQUEST');
    await expectData(
      ana.api.POST(
        '/chatbot/train/accounting',
        jsonDataForm('trainAccounting', { ...ctx(ana), topico: 'cuentas' }, { files: [more] }),
      ),
    );
    await trainedTopic(ana, 'cuentas');
    const tables = await tablesOf(ana, 'cuentas');
    expect(tables.map((table: Schemas['TopicTable']) => table.name)).toEqual([
      'facturas',
      'gastos',
    ]);
  });
});
