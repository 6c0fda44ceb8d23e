import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createAiProviders } from '../ai';
import { startMockLlmServer, type MockLlmServer } from '../ai/testing/mock-llm-server';
import type { Run } from './extractor-types';
import {
  createExtractorTestApp,
  dataOf,
  makeSpanishInvoice,
  makeZip,
  modelAnswer,
  type ExtractorTestApp,
  type TestUser,
} from './testing/extractor-test-app';

let test: ExtractorTestApp;
let llm: MockLlmServer;
let ana: TestUser;
let zip: Uint8Array;

beforeAll(async () => {
  [test, llm] = await Promise.all([createExtractorTestApp(), startMockLlmServer()]);
  ana = await test.signIn();
  const saved = await test.saveConfiguration(ana, { name: 'ConModelo', model: 'gpt-4o-mini' });
  expect(saved.statusCode).toBe(200);
  zip = makeZip({ 'factura.pdf': await makeSpanishInvoice() });
});

afterAll(async () => {
  await Promise.all([test.close(), llm.close()]);
});

beforeEach(() => {
  llm.reset();
});

const providers = () =>
  createAiProviders({ openaiApiKey: 'sk-test', openaiBaseUrl: `${llm.url}/v1` });

async function runWithModel() {
  const response = await test.extractZip(ana, 'ConModelo', zip);
  expect(response.statusCode).toBe(202);
  const run = dataOf<Run>(response);
  await test.runJob(run.run_id, { ai: providers() });
  return test.db
    .selectFrom('extracted_documents')
    .select(['engine', 'headers', 'items', 'warnings', 'status'])
    .where('run_id', '=', run.run_id)
    .executeTakeFirstOrThrow();
}

describe('extractor.run job with a configuration that names a model (issue 6 "LLM engines")', () => {
  it('keeps the model answer, filling what the model left empty from the built-in engine', async () => {
    llm.reply({ content: modelAnswer('MOD-777') });
    const document = await runWithModel();
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(document.status).toBe('done');
    expect(document.engine).toBe('gpt-4o-mini');
    expect((document.headers as Record<string, { value: unknown }>)['numero_factura']?.value).toBe(
      'MOD-777',
    );
    // The model gave no lines: the built-in engine's rows stay.
    expect((document.items as unknown[]).length).toBeGreaterThan(0);
  });

  it('retries invalid JSON once, then keeps the built-in result with llm_fallback', async () => {
    llm.reply({ content: 'not json' }, { content: '{"headers":' });
    const document = await runWithModel();
    expect(llm.requests).toHaveLength(2);
    expect(document.engine).toBe('builtin');
    expect(document.warnings).toContain('llm_fallback');
    expect(
      (document.headers as Record<string, { value: unknown }>)['numero_factura']?.value,
    ).not.toBeNull();
  });
});
