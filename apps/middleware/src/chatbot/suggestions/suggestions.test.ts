import type { MiddlewareComponents } from '@folio/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startMockLlmServer, type MockLlmServer } from '../../ai/testing/mock-llm-server';
import { createStorageTestApp, type StorageTestApp } from '../../storage/testing/storage-test-app';
import { chatPoster, trainedTopic, type ChatPoster } from '../testing/chat-calls';

type Schemas = MiddlewareComponents['schemas'];

const LEASE = `# Contrato de arrendamiento de local

El arrendatario pagará una renta mensual de 900 euros, actualizada cada año según el IPC.
La fianza del arrendamiento es de dos mensualidades y se devuelve al terminar el contrato.
La duración del arrendamiento es de treinta meses, prorrogables por acuerdo de las partes.
`;

let llm: MockLlmServer;
let test: StorageTestApp;
let post: ChatPoster;

const suggest = (more: object = {}) =>
  post('/chatbot/prompt-suggestions', { topico: 'locales', ...more }).then((answer) => {
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Schemas['PromptSuggestions']>();
  });

beforeAll(async () => {
  llm = await startMockLlmServer();
  test = await createStorageTestApp({
    FOLIO_JOBS_IN_PROCESS: '1',
    FOLIO_JOBS_POLL_MS: '50',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${llm.url}/v1`,
  });
  post = chatPoster(test, await test.signIn());
  await trainedTopic(post, 'locales', LEASE);
}, 120_000);
afterAll(async () => {
  await test.close();
  await llm.close();
});
beforeEach(() => {
  llm.reset();
});

describe('prompt suggestions', () => {
  it('are built from the key phrases of the summaries without a model', async () => {
    const answer = await suggest();
    expect(answer.engine).toBe('builtin');
    expect(answer.success).toBe(true);
    expect(answer.suggestions.length).toBeGreaterThan(1);
    expect(answer.suggestions.join(' ')).toMatch(/arrendamiento|renta|fianza/u);
    expect(answer.suggestions.at(-1)).toBe('Resume locales.md');
    expect(answer.message).toBe(answer.suggestions.join('\n'));
  });

  it('are written by the model when one is chosen, from the summaries it is sent', async () => {
    llm.reply({
      content: JSON.stringify({ questions: ['¿Cuánto es la fianza?', '¿Cuánto dura?'] }),
    });
    const answer = await suggest({ model: 'gpt-4o-mini' });
    expect(answer).toMatchObject({
      engine: 'openai',
      suggestions: ['¿Cuánto es la fianza?', '¿Cuánto dura?'],
    });
    const body = JSON.stringify(llm.requests[0]?.body);
    expect(body).toContain('renta mensual');
  });

  it('fall back to the built-in way when the model fails', async () => {
    llm.reply({ status: 500 }, { status: 500 });
    const answer = await suggest({ model: 'gpt-4o-mini' });
    expect(answer.engine).toBe('builtin');
    expect(answer.suggestions.length).toBeGreaterThan(0);
  });

  it('leave out what the conversation has already asked', async () => {
    const first = await suggest();
    const asked = await post('/chatbot/messages/conversational', {
      topico: 'locales',
      prompt: first.suggestions[0],
    });
    const conversationId = asked.json<Schemas['MessageAnswer']>().conversation.conversation_id;
    const after = await suggest({ conversation_id: conversationId });
    expect(after.suggestions).not.toContain(first.suggestions[0]);
  });
});

describe('the prompt generator', () => {
  const generate = (more: object) =>
    post('/chatbot/prompt-generator', { topico: 'locales', ...more }).then((answer) => {
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Schemas['GeneratedPrompt']>();
    });

  it('frames the request for the topic’s documents without a model', async () => {
    expect(await generate({ prompt: '¿Cuánto es la fianza?' })).toEqual({
      success: true,
      engine: 'builtin',
      message:
        'Según los documentos del tema «locales», cuánto es la fianza. Cita el archivo y la página de cada dato, y di claramente si algo no aparece en los documentos.',
    });
  });

  it('lets the chosen model rewrite it', async () => {
    llm.reply({
      content: JSON.stringify({ prompt: 'Indica el importe de la fianza y su página.' }),
    });
    expect(await generate({ prompt: 'fianza?', model: 'gpt-4o-mini' })).toEqual({
      success: true,
      engine: 'openai',
      message: 'Indica el importe de la fianza y su página.',
    });
  });
});
