import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { LlmError } from '../llm-error';
import type { JsonSchema, StructuredRequest } from '../llm-provider';
import { startMockLlmServer, type MockLlmServer } from '../testing/mock-llm-server';
import { createGeminiProvider, toGeminiSchema } from './gemini-provider';
import { retryWait } from './http-json';
import { createOpenAiCompatibleProvider } from './openai-provider';

const SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    headers: {
      type: 'object',
      properties: { total: { type: ['number', 'null'] } },
      required: ['total'],
      additionalProperties: false,
    },
  },
  required: ['headers'],
  additionalProperties: false,
};

const REQUEST: StructuredRequest = {
  model: 'gpt-4o-mini',
  system: 'Extract as JSON.',
  prompt: 'Total 12,50 EUR',
  schema: SCHEMA,
};

let mock: MockLlmServer;

beforeAll(async () => {
  mock = await startMockLlmServer();
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

async function failure(call: Promise<unknown>): Promise<LlmError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

describe('the OpenAI chat-completions provider', () => {
  const openai = () =>
    createOpenAiCompatibleProvider({
      name: 'openai',
      baseUrl: `${mock.url}/v1`,
      apiKey: 'sk-test',
      responseFormat: 'json_schema',
      timeoutMs: 5_000,
      retryDelayMs: 1,
    });

  it('sends the model, both messages and a strict json_schema response format, with the key', async () => {
    mock.reply({ content: '{"headers":{"total":12.5}}' });
    await expect(openai().extractStructured(REQUEST)).resolves.toEqual({
      headers: { total: 12.5 },
    });
    const [request] = mock.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      model: 'gpt-4o-mini',
      temperature: 0,
      messages: [
        { role: 'system', content: 'Extract as JSON.' },
        { role: 'user', content: 'Total 12,50 EUR' },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'extraction', strict: true, schema: SCHEMA },
      },
    });
  });

  it('sends no Authorization header to a keyless local server', async () => {
    mock.reply({ content: '{}' });
    const local = createOpenAiCompatibleProvider({
      name: 'openai',
      baseUrl: `${mock.url}/v1/`,
      responseFormat: 'json_schema',
      timeoutMs: 5_000,
    });
    await local.extractStructured(REQUEST);
    expect(mock.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('reads JSON wrapped in a Markdown fence', async () => {
    mock.reply({ content: '```json\n{"headers":{"total":1}}\n```' });
    await expect(openai().extractStructured(REQUEST)).resolves.toEqual({ headers: { total: 1 } });
  });

  it('fails with invalid_json when the model writes something else, without retrying', async () => {
    mock.reply({ content: 'The total is 12.50' });
    const error = await failure(openai().extractStructured(REQUEST));
    expect(error.kind).toBe('invalid_json');
    expect(mock.requests).toHaveLength(1);
  });

  it('retries once after a 429, waiting as Retry-After says', async () => {
    mock.reply(
      { status: 429, headers: { 'retry-after': '0' } },
      { content: '{"headers":{"total":3}}' },
    );
    await expect(openai().extractStructured(REQUEST)).resolves.toEqual({ headers: { total: 3 } });
    expect(mock.requests).toHaveLength(2);
  });

  it('does not wait for a Retry-After longer than the cap', async () => {
    mock.reply({ status: 429, headers: { 'retry-after': '3600' } }, { content: '{}' });
    const error = await failure(openai().extractStructured(REQUEST));
    expect(error).toMatchObject({ kind: 'http', status: 429 });
    expect(mock.requests).toHaveLength(1);
  });

  it('retries a 500 once, then fails with the status', async () => {
    mock.reply({ status: 500 }, { status: 503 });
    const error = await failure(openai().extractStructured(REQUEST));
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(mock.requests).toHaveLength(2);
  });

  it('never retries a 4xx', async () => {
    mock.reply({ status: 401, body: { error: { message: 'bad key' } } }, { content: '{}' });
    const error = await failure(openai().extractStructured(REQUEST));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(error.message).toContain('bad key');
    expect(mock.requests).toHaveLength(1);
  });

  it('fails with timeout when the server does not answer in time', async () => {
    // The limit leaves a loaded machine time to deliver the request (the count below needs it);
    // the answer comes later still, its timer set after the limit's in this same process.
    mock.reply({ content: '{}', delayMs: 3_000 });
    const slow = createOpenAiCompatibleProvider({
      name: 'openai',
      baseUrl: `${mock.url}/v1`,
      responseFormat: 'json_schema',
      timeoutMs: 1_000,
    });
    const error = await failure(slow.extractStructured(REQUEST));
    expect(error.kind).toBe('timeout');
    expect(mock.requests).toHaveLength(1);
  });

  it('waits out a Retry-After before the retry, and a cancelled call stops waiting', async () => {
    mock.reply({ status: 429, headers: { 'retry-after': '20' } }, { content: '{}' });
    const controller = new AbortController();
    let answered: () => void = () => undefined;
    const firstAnswer = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const provider = createOpenAiCompatibleProvider({
      name: 'openai',
      baseUrl: `${mock.url}/v1`,
      responseFormat: 'json_schema',
      timeoutMs: 5_000,
      fetch: async (...args) => {
        const response = await fetch(...args);
        answered();
        return response;
      },
    });
    const call = provider.extractStructured({ ...REQUEST, signal: controller.signal });
    await firstAnswer;
    // The 429 is in: no retry may come in this while (a slow machine only shortens the check).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mock.requests).toHaveLength(1);
    controller.abort(new Error('run cancelled'));
    await expect(call).rejects.toThrow('run cancelled');
    expect(mock.requests).toHaveLength(1);
  });

  it("throws the caller's abort reason as is", async () => {
    const controller = new AbortController();
    controller.abort(new Error('run cancelled'));
    await expect(
      openai().extractStructured({ ...REQUEST, signal: controller.signal }),
    ).rejects.toThrow('run cancelled');
  });
});

describe('the DeepSeek provider (OpenAI-compatible JSON mode)', () => {
  it('asks for json_object and writes the schema into the system message', async () => {
    mock.reply({ content: '{"headers":{"total":2}}' });
    const deepseek = createOpenAiCompatibleProvider({
      name: 'deepseek',
      baseUrl: `${mock.url}/v1`,
      apiKey: 'ds-key',
      responseFormat: 'json_object',
      timeoutMs: 5_000,
    });
    await expect(
      deepseek.extractStructured({ ...REQUEST, model: 'deepseek-chat' }),
    ).resolves.toEqual({ headers: { total: 2 } });
    const body = mock.requests[0]?.body as {
      response_format: unknown;
      messages: { content: string }[];
    };
    expect(mock.requests[0]?.headers.authorization).toBe('Bearer ds-key');
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages[0]?.content).toContain(JSON.stringify(SCHEMA));
    expect(body.messages[0]?.content.toLowerCase()).toContain('json');
  });
});

describe('the Gemini generateContent provider', () => {
  const gemini = () =>
    createGeminiProvider({ apiKey: 'g-key', baseUrl: mock.url, timeoutMs: 5_000, retryDelayMs: 1 });

  it('posts to the model with the key header and a responseSchema, and reads the parts', async () => {
    mock.reply({ content: '{"headers":{"total":7.25}}' });
    await expect(
      gemini().extractStructured({ ...REQUEST, model: 'gemini-2.5-pro' }),
    ).resolves.toEqual({ headers: { total: 7.25 } });
    const [request] = mock.requests;
    expect(request?.path).toBe('/v1beta/models/gemini-2.5-pro:generateContent');
    expect(request?.headers['x-goog-api-key']).toBe('g-key');
    expect(request?.body).toEqual({
      systemInstruction: { parts: [{ text: 'Extract as JSON.' }] },
      contents: [{ role: 'user', parts: [{ text: 'Total 12,50 EUR' }] }],
      generationConfig: {
        temperature: 0,
        responseMimeType: 'application/json',
        responseSchema: toGeminiSchema(SCHEMA),
      },
    });
  });

  it('retries a 500 once and fails with invalid_json on a broken answer', async () => {
    mock.reply({ status: 500 }, { content: '{"headers": ' });
    const error = await failure(gemini().extractStructured({ ...REQUEST, model: 'g' }));
    expect(error.kind).toBe('invalid_json');
    expect(mock.requests).toHaveLength(2);
  });

  it('turns nullable JSON Schema types into Gemini types with nullable and a property order', () => {
    expect(toGeminiSchema(SCHEMA)).toEqual({
      type: 'OBJECT',
      properties: {
        headers: {
          type: 'OBJECT',
          properties: { total: { type: 'NUMBER', nullable: true } },
          propertyOrdering: ['total'],
          required: ['total'],
        },
      },
      propertyOrdering: ['headers'],
      required: ['headers'],
    });
  });
});

describe('retryWait', () => {
  const headers = (value?: string) => ({
    headers: new Headers(value === undefined ? {} : { 'retry-after': value }),
  });

  it('honours Retry-After in seconds and as an HTTP date', () => {
    expect(retryWait(headers('2'), {})).toBe(2_000);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryWait(headers('Wed, 01 Jan 2025 00:00:05 GMT'), {}, now)).toBe(5_000);
  });

  it('waits the default delay with jitter without Retry-After, and refuses past the cap', () => {
    const wait = retryWait(headers(), { retryDelayMs: 1_000 });
    expect(wait).toBeGreaterThanOrEqual(500);
    expect(wait).toBeLessThanOrEqual(1_500);
    expect(retryWait(headers('120'), { maxRetryDelayMs: 30_000 })).toBeUndefined();
  });
});
