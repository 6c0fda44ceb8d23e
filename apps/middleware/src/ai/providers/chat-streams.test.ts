import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { LlmError } from '../llm-error';
import type { ChatDelta, ChatModel, ChatRequest } from '../llm-provider';
import { startMockLlmServer, type MockLlmServer } from '../testing/mock-llm-server';
import { createGeminiProvider } from './gemini-provider';
import { createOpenAiCompatibleProvider } from './openai-provider';

const REQUEST: ChatRequest = {
  model: 'gpt-4o-mini',
  turns: [
    { role: 'system', content: 'Answer from the sources.' },
    { role: 'user', content: '¿Cuál es el plazo de pago?' },
  ],
};
const ANSWER = 'El plazo de pago es de 30 días [1].';

let mock: MockLlmServer;
let openai: ChatModel;
let gemini: ChatModel;

beforeAll(async () => {
  mock = await startMockLlmServer();
  const settings = { timeoutMs: 5_000, retryDelayMs: 10 };
  openai = createOpenAiCompatibleProvider({
    ...settings,
    name: 'openai',
    baseUrl: `${mock.url}/v1`,
    apiKey: 'sk-test',
    responseFormat: 'json_schema',
  });
  gemini = createGeminiProvider({ ...settings, apiKey: 'g-test', baseUrl: mock.url });
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

async function collect(model: ChatModel, request = REQUEST): Promise<ChatDelta[]> {
  const deltas: ChatDelta[] = [];
  for await (const delta of model.streamChat(request)) {
    deltas.push(delta);
  }
  return deltas;
}

async function failure(model: ChatModel, request = REQUEST): Promise<LlmError> {
  const error = await collect(model, request).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

const textOf = (deltas: readonly ChatDelta[], kind: ChatDelta['kind'] = 'text') =>
  deltas
    .filter((delta) => delta.kind === kind)
    .map((delta) => delta.text)
    .join('');

describe.each([
  ['OpenAI chat completions', () => openai, '/v1/chat/completions'],
  [
    'Gemini streamGenerateContent',
    () => gemini,
    '/v1beta/models/gpt-4o-mini:streamGenerateContent',
  ],
])('%s stream', (_name, model, path) => {
  it('answers in several pieces that join into the whole answer', async () => {
    mock.reply({ content: ANSWER, stream: { pieceChars: 5 } });
    const deltas = await collect(model());
    expect(deltas.length).toBeGreaterThan(3);
    expect(textOf(deltas)).toBe(ANSWER);
    expect(mock.requests[0]?.path).toBe(path);
  });

  it('keeps a reasoning model’s thinking apart from its answer', async () => {
    mock.reply({ content: ANSWER, stream: { reasoning: 'The sources say 30 days.' } });
    const deltas = await collect(model());
    expect(textOf(deltas, 'reasoning')).toBe('The sources say 30 days.');
    expect(textOf(deltas)).toBe(ANSWER);
  });

  it('fails as bad_response when the stream is cut before its end', async () => {
    mock.reply({ content: ANSWER, stream: { pieceChars: 5, cutAfter: 2 } });
    expect((await failure(model())).kind).toMatch(/bad_response|network/u);
  });

  it('fails as bad_response on an event that is not JSON', async () => {
    mock.reply({ content: ANSWER, stream: { malformedAfter: 1 } });
    expect((await failure(model())).kind).toBe('bad_response');
  });

  it('fails as refused when the provider withholds the answer', async () => {
    mock.reply({ content: 'Lo siento', stream: { refusal: 'I cannot help with that.' } });
    expect((await failure(model())).kind).toBe('refused');
  });

  it('retries once on a 429 and then streams', async () => {
    mock.reply({ status: 429, headers: { 'retry-after': '0' } }, { content: ANSWER });
    expect(textOf(await collect(model()))).toBe(ANSWER);
    expect(mock.requests).toHaveLength(2);
  });

  it('fails as http on a refused key, without a retry', async () => {
    mock.reply({ status: 401 });
    const error = await failure(model());
    expect([error.kind, error.status]).toEqual(['http', 401]);
    expect(mock.requests).toHaveLength(1);
  });

  it('closes the provider connection when the reader stops early', async () => {
    mock.reply({ content: ANSWER.repeat(20), stream: { pieceChars: 4, pieceDelayMs: 20 } });
    for await (const delta of model().streamChat(REQUEST)) {
      expect(delta.kind).toBe('text');
      break;
    }
    await expect.poll(() => mock.requests[0]?.aborted, { timeout: 5_000 }).toBe(true);
  });

  it('rethrows the caller’s abort reason as is', async () => {
    mock.reply({ content: ANSWER.repeat(20), stream: { pieceChars: 4, pieceDelayMs: 20 } });
    const controller = new AbortController();
    const stop = new Error('stopped by the user');
    const reading = (async () => {
      for await (const delta of model().streamChat({ ...REQUEST, signal: controller.signal })) {
        controller.abort(stop);
        expect(delta.text).not.toBe('');
      }
    })();
    await expect(reading).rejects.toBe(stop);
  });
});

describe('request bodies', () => {
  const withImage: ChatRequest = {
    ...REQUEST,
    turns: [
      ...REQUEST.turns,
      { role: 'user', content: 'Read this', images: [{ mimeType: 'image/png', base64: 'iVBO' }] },
    ],
  };

  it('sends OpenAI a streamed request with images as data URLs', async () => {
    mock.reply({ content: ANSWER });
    await collect(openai, withImage);
    const body = mock.requests[0]?.body as { stream: boolean; messages: unknown[] };
    expect(body.stream).toBe(true);
    expect(body.messages.at(-1)).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'Read this' },
        { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBO' } },
      ],
    });
    expect(mock.requests[0]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('sends Gemini the system turn as its instruction and images inline', async () => {
    mock.reply({ content: ANSWER });
    await collect(gemini, withImage);
    const body = mock.requests[0]?.body as {
      systemInstruction: unknown;
      contents: { role: string; parts: unknown[] }[];
    };
    expect(body.systemInstruction).toEqual({ parts: [{ text: 'Answer from the sources.' }] });
    expect(body.contents.map((content) => content.role)).toEqual(['user', 'user']);
    expect(body.contents[1]?.parts[1]).toEqual({
      inlineData: { mimeType: 'image/png', data: 'iVBO' },
    });
    expect(mock.requests[0]?.headers['x-goog-api-key']).toBe('g-test');
  });
});
