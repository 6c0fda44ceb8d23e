import { afterAll, beforeAll, expect, it } from 'vitest';

import { createEmbeddings } from './embeddings';
import { isLlmError } from './llm-error';
import {
  startMockEmbeddingsServer,
  type MockEmbeddingsServer,
} from './testing/mock-embeddings-server';

let server: MockEmbeddingsServer;
beforeAll(async () => {
  server = await startMockEmbeddingsServer();
});
afterAll(() => server.close());

it('is off unless an endpoint is configured', () => {
  expect(createEmbeddings({})).toBeUndefined();
});

it('embeds texts in order, in batches', async () => {
  const embeddings = createEmbeddings({
    embeddingsUrl: server.url,
    embeddingsModel: 'nomic-embed-text',
  });
  const texts = Array.from({ length: 70 }, (_, index) => `texto número ${index}`);
  const vectors = await embeddings?.embed(texts);
  expect(vectors).toHaveLength(70);
  expect(server.inputs.slice(-70)).toEqual(texts);
  expect(vectors?.[0]?.length).toBe(64);
});

it('retries a 5xx once, then fails with the provider error', async () => {
  const embeddings = createEmbeddings({ embeddingsUrl: server.url }, { retryDelayMs: 1 });
  server.failNext(1, 503);
  await expect(embeddings?.embed(['uno'])).resolves.toHaveLength(1);
  server.failNext(2, 500);
  const failure: unknown = await embeddings?.embed(['dos']).catch((error: unknown) => error);
  expect(isLlmError(failure)).toBe(true);
});

it('does not retry a 4xx', async () => {
  const embeddings = createEmbeddings({ embeddingsUrl: server.url });
  server.failNext(1, 401);
  const before = server.inputs.length;
  await expect(embeddings?.embed(['tres'])).rejects.toThrow(/401/u);
  expect(server.inputs.length).toBe(before);
});
