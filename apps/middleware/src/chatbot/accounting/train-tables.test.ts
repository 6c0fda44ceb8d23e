import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../../storage/testing/storage-test-app';
import { chatPoster, trainedTopicFrom, type ChatPoster } from '../testing/chat-calls';
import { readTopicSchema } from './store/topic-tables';
import { topicSchemaName } from './store/topic-schema';

let test: StorageTestApp;
let ana: TestUser;
let post: ChatPoster;

beforeAll(async () => {
  test = await createStorageTestApp({ FOLIO_JOBS_IN_PROCESS: '1', FOLIO_JOBS_POLL_MS: '50' });
  ana = await test.signIn();
  post = chatPoster(test, ana);
}, 60_000);
afterAll(() => test.close());

async function ledger(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const invoices = workbook.addWorksheet('Facturas');
  invoices.addRow(['Facturas emitidas 2024']);
  invoices.addRow([]);
  invoices.addRow(['Número', 'Fecha', 'Cliente', 'Total']);
  invoices.addRow(['F-1', '15/01/2024', 'Aceites del Sur', '1.452,61']);
  invoices.addRow(['F-2', '03/02/2024', 'Bodegas Rioja', '968,00']);
  invoices.addRow(['Total', null, null, '2.420,61']);
  const notes = workbook.addWorksheet('Notas');
  notes.addRow(['Sin tabla']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const topicId = async (name: string) =>
  (
    await test.db
      .selectFrom('chat_topics')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

describe('accounting topics', () => {
  it('trains a workbook into typed tables of the topic, and drops them with the topic', async () => {
    await trainedTopicFrom(
      post,
      'cuentas',
      { name: 'libro.xlsx', bytes: await ledger() },
      { config_chatbot: 'estructurado' },
    );
    const id = await topicId('cuentas');
    const schema = await readTopicSchema(test.db, id);
    expect(schema.tables).toMatchObject([
      {
        name: 'facturas',
        title: 'libro.xlsx · Facturas',
        rowCount: 2,
        columns: [
          { name: 'numero', type: 'text' },
          { name: 'fecha', type: 'date' },
          { name: 'cliente', type: 'text' },
          { name: 'total', type: 'decimal' },
        ],
      },
    ]);
    const detail = await post('/chatbot/topics/one', { topico: 'cuentas' });
    expect(detail.json()).toMatchObject({
      topic: { config_chatbot: 'estructurado', training: { status: 'succeeded' } },
    });

    const deleted = await post('/chatbot/topics/delete', { topico: 'cuentas' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const schemas = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pg_namespace WHERE nspname = ${topicSchemaName(id)}
    `.execute(test.db);
    expect(schemas.rows[0]?.count).toBe(0);
    expect(await readTopicSchema(test.db, id)).toEqual({ tables: [] });
  });

  it('refuses a Word file for an accounting topic before storing it', async () => {
    const response = await post(
      '/chatbot/configure',
      { topico: 'gastos', descripcion: 'Gastos', config_chatbot: 'estructurado' },
      [{ name: 'notas.docx', bytes: new Uint8Array([1, 2, 3]) }],
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
