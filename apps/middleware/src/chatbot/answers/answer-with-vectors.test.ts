import type { MiddlewareComponents } from '@folio/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';

import {
  startMockEmbeddingsServer,
  type MockEmbeddingsServer,
} from '../../ai/testing/mock-embeddings-server';
import { createStorageTestApp, type StorageTestApp } from '../../storage/testing/storage-test-app';
import { chatPoster, trainedTopic, type ChatPoster } from '../testing/chat-calls';

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
let post: ChatPoster;

beforeAll(async () => {
  embeddings = await startMockEmbeddingsServer();
  test = await createStorageTestApp({
    FOLIO_JOBS_IN_PROCESS: '1',
    FOLIO_JOBS_POLL_MS: '50',
    FOLIO_EMBEDDINGS_URL: embeddings.url,
    FOLIO_EMBEDDINGS_MODEL: 'nomic-embed-text',
  });
  post = chatPoster(test, await test.signIn());
}, 60_000);
afterAll(async () => {
  await test.close();
  await embeddings.close();
});

it('gives passages vectors at training and fuses them into retrieval', async () => {
  await trainedTopic(post, 'contratos', CONTRACT);
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
