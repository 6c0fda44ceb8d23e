import { COMPANY, type MiddlewareComponents } from '@folio/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';

import {
  startMockEmbeddingsServer,
  type MockEmbeddingsServer,
} from '../../ai/testing/mock-embeddings-server';
import {
  createStorageTestApp,
  multipartBody,
  type StorageTestApp,
  type TestUser,
} from '../../storage/testing/storage-test-app';

type Schemas = MiddlewareComponents['schemas'];

const CONTRACT = `# Contrato de arrendamiento

El arrendatario pagará una renta mensual de 900 euros el día 5 de cada mes.

La duración del contrato es de treinta meses, prorrogables por acuerdo de las partes.
${['El inmueble', 'La fianza', 'Las reparaciones', 'Los suministros']
  .map(
    (subject) =>
      `\n## ${subject}\n\n${`${subject} se rige por la cláusula correspondiente del acuerdo firmado. `.repeat(12)}\n`,
  )
  .join('')}`;

let embeddings: MockEmbeddingsServer;
let test: StorageTestApp;
let ana: TestUser;

beforeAll(async () => {
  embeddings = await startMockEmbeddingsServer();
  test = await createStorageTestApp({
    FOLIO_JOBS_IN_PROCESS: '1',
    FOLIO_JOBS_POLL_MS: '50',
    FOLIO_EMBEDDINGS_URL: embeddings.url,
    FOLIO_EMBEDDINGS_MODEL: 'nomic-embed-text',
  });
  ana = await test.signIn();
}, 60_000);
afterAll(async () => {
  await test.close();
  await embeddings.close();
});

async function post(
  url: string,
  jsonData: object,
  files: { name: string; bytes: Uint8Array }[] = [],
) {
  const body = await multipartBody({ user: ana.email, empresa: COMPANY, ...jsonData }, files);
  return test.call(ana, { method: 'POST', url, payload: body.payload, headers: body.headers });
}

it('gives passages vectors at training and fuses them into retrieval', async () => {
  const created = await post(
    '/chatbot/configure',
    { topico: 'contratos', descripcion: 'Contratos' },
    [{ name: 'contrato.md', bytes: new TextEncoder().encode(CONTRACT) }],
  );
  expect(created.statusCode, created.body).toBe(202);
  const deadline = Date.now() + 60_000;
  let status: string | undefined;
  while (status !== 'succeeded' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const detail = await post('/chatbot/topics/one', { topico: 'contratos' });
    status = detail.json<Schemas['TopicDetail']>().topic.training?.status;
  }
  expect(status).toBe('succeeded');
  const withVectors = await test.db
    .selectFrom('chat_passages')
    .select('id')
    .where('embedding', 'is not', null)
    .execute();
  expect(withVectors.length).toBeGreaterThan(0);

  const question = '¿Cuánto dura el contrato?';
  const asked = await post('/chatbot/messages/conversational', {
    topico: 'contratos',
    prompt: question,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  expect(asked.json<Schemas['MessageAnswer']>().message.bot_response).toContain('treinta meses');
  // Several passages hold the words of this one: their vectors re-order them.
  const wider = '¿Qué dicen el contrato y la fianza sobre las reparaciones?';
  const again = await post('/chatbot/messages/conversational', {
    topico: 'contratos',
    prompt: wider,
  });
  expect(again.statusCode, again.body).toBe(200);
  expect(embeddings.inputs).toContain(wider);
});
