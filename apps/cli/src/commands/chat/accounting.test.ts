import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { MiddlewareComponents } from '@folio/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { chatHarness } from './chat-harness';

type Schemas = MiddlewareComponents['schemas'];

let dir: string;
let harness: Awaited<ReturnType<typeof chatHarness>>;
const at = (name: string) => join(dir, name);

/** 25 months and their totals, drawn as a line. */
const BY_MONTH: Schemas['AnswerTable'] = {
  sql: 'SELECT mes, sum(importe) AS total FROM facturas GROUP BY mes',
  columns: ['mes', 'total'],
  rows: Array.from({ length: 25 }, (_, index) => [`m${index + 1}`, (index + 1) * 100]),
  truncated: false,
  shape: 'series',
  chart: { kind: 'line', label_column: 0, value_column: 1 },
};

const FACTURAS: Schemas['TopicTable'] = {
  name: 'facturas',
  title: 'libro.xlsx · Facturas',
  columns: [
    { name: 'fecha', header: 'Fecha', type: 'date' },
    { name: 'importe', header: 'Importe', type: 'decimal' },
  ],
  row_count: 250,
  totals: [['Total', '2.100,75']],
  notes: ['Libro de facturas 2024'],
  preview: Array.from({ length: 100 }, (_, index) => [`2024-01-${(index % 28) + 1}`, index]),
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-chat-accounting-test-'));
  harness = await chatHarness(dir);
  await writeFile(at('cuentas.xlsx'), 'xlsx');
  await writeFile(at('marzo.xlsx'), 'xlsx');
  await writeFile(at('contrato.pdf'), '%PDF-contrato');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const createAccountingTopic = async () => {
  const created = await harness.folio([
    'chat',
    'topics',
    'create',
    'Cuentas',
    at('cuentas.xlsx'),
    '--description',
    'Facturas de 2024',
    '--type',
    'estructurado',
  ]);
  expect(created.stderr).toBe('');
  return created;
};

describe('folio chat, accounting topics (issue 12)', () => {
  it('creates one from a workbook, and trains more through the accounting route', async () => {
    const created = await createAccountingTopic();
    expect(created.exitCode).toBe(0);
    const configure = harness.chatbot.requests.find((r) => r.path === '/chatbot/configure');
    expect(configure?.jsonData).toMatchObject({
      topico: 'cuentas',
      config_chatbot: 'estructurado',
    });

    const trained = await harness.folio(['chat', 'train', 'cuentas', at('marzo.xlsx')]);
    expect(trained.exitCode).toBe(0);
    const train = harness.chatbot.requests.find((r) => r.path === '/chatbot/train/accounting');
    expect(train?.files).toEqual(['marzo.xlsx']);
  }, 10_000);

  it('asks through the accountant route and prints the summary, then 20 rows aligned and the rest counted', async () => {
    await createAccountingTopic();
    harness.chatbot.answerWith({ citations: [], table: BY_MONTH });
    const asked = await harness.folio(['chat', 'ask', 'cuentas', 'total por mes']);

    expect(asked.stderr).toBe('');
    expect(asked.exitCode).toBe(0);
    const lines = asked.stdout.split('\n');
    expect(lines[0]).toBe('El plazo es de 30 días [1].');
    expect(lines.slice(1, 4)).toEqual(['mes  total', 'm1     100', 'm2     200']);
    expect(lines[21]).toBe('m20   2000');
    expect(lines[22]).toBe('… 5 more rows');
    expect(asked.stdout).not.toContain('m21');
    expect(harness.chatbot.requests.some((r) => r.path === '/chatbot/messages/accountant')).toBe(
      true,
    );
  }, 10_000);

  it('gives every row with --json', async () => {
    await createAccountingTopic();
    harness.chatbot.answerWith({ citations: [], table: BY_MONTH });
    const asked = await harness.folio(['chat', 'ask', 'cuentas', 'total por mes', '--json']);

    const answer = JSON.parse(asked.stdout) as { message: Schemas['HistoryItem'] };
    expect(answer.message.table?.rows).toHaveLength(25);
    expect(answer.message.table?.sql).toBe(BY_MONTH.sql);
  }, 10_000);

  it('lists the tables with their columns and first rows, all of them with --json', async () => {
    await createAccountingTopic();
    harness.chatbot.tables.push(FACTURAS);
    const listed = await harness.folio(['chat', 'tables', 'cuentas', '--rows', '3']);

    expect(listed.stderr).toBe('');
    expect(listed.stdout.split('\n')).toEqual([
      'libro.xlsx · Facturas  (facturas, 250 rows)',
      'Columns: Fecha (fecha, date), Importe (importe, decimal)',
      'Notes: Libro de facturas 2024',
      'Fecha      Importe',
      '2024-01-1        0',
      '2024-01-2        1',
      '2024-01-3        2',
      '… 247 more rows',
      '',
    ]);

    const json = await harness.folio(['chat', 'tables', 'cuentas', '--json']);
    const { tables } = JSON.parse(json.stdout) as { tables: Schemas['TopicTable'][] };
    expect(tables[0]?.preview).toHaveLength(100);
  }, 10_000);

  it('refuses tables of a conversational topic, and a bad --rows', async () => {
    await harness.folio([
      'chat',
      'topics',
      'create',
      'contratos',
      at('contrato.pdf'),
      '--description',
      'Contratos',
    ]);
    const refused = await harness.folio(['chat', 'tables', 'contratos']);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('only accounting topics have tables');

    await createAccountingTopic();
    const badRows = await harness.folio(['chat', 'tables', 'cuentas', '--rows', 'x']);
    expect(badRows.exitCode).toBe(1);
    expect(badRows.stderr).toContain('--rows');
  }, 10_000);

  it('suggests its SQL questions, the topic upper-cased (SPEC §5)', async () => {
    await createAccountingTopic();
    const suggested = await harness.folio(['chat', 'suggest', 'cuentas']);

    expect(suggested.stdout).toBe('1. ¿Total por mes?\n');
    const asked = harness.chatbot.requests.find((r) => r.path === '/chatbot/sql-questions');
    expect(asked?.jsonData['topico']).toBe('CUENTAS');
    expect(harness.chatbot.requests.some((r) => r.path === '/chatbot/prompt-suggestions')).toBe(
      false,
    );
  }, 10_000);
});
