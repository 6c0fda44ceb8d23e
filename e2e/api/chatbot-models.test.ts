// The chatbot's language models through the SDK against servers started with a local provider
// (issue 11 "How it is checked"): the model's answer streamed token by token to the client, its
// citations checked, stopping the stream stops the provider call, and a provider failure is an
// `error` event after which the conversation still answers.
import { startMockLlmServer, type MockLlmServer } from '@folio/middleware/testing/mock-llm-server';
import { expectData, sendChatMessage, type ChatStreamEvent } from '@folio/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  asFile,
  configure,
  ctx,
  history,
  REPORT,
  signInChatUser,
  trainedTopic,
  type ChatUser,
} from '../support/chat-users';
import { pollUntil } from '../support/poll';
import { pdfWithLines } from '../support/sample-files';
import { startServers, type RunningServers } from '../support/start-servers';

let llm: MockLlmServer;
let servers: RunningServers;
let ana: ChatUser;

const ANSWER = 'La empresa cerró el ejercicio con 12 millones de euros de ventas [1].';

beforeAll(async () => {
  llm = await startMockLlmServer();
  servers = await startServers({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${llm.url}/v1`,
    DEEPSEEK_API_KEY: 'ds-test',
    DEEPSEEK_BASE_URL: `${llm.url}/v1`,
    FOLIO_AI_TIMEOUT_MS: '10000',
  });
  ana = await signInChatUser('models', servers);
  await expectData(
    configure(
      ana,
      { topico: 'informes', descripcion: 'Informes anuales' },
      asFile('informe.pdf', await pdfWithLines([REPORT]), 'application/pdf'),
    ),
  );
  await trainedTopic(ana, 'informes');
});
afterAll(async () => {
  await servers.stop();
  await llm.close();
});
beforeEach(() => {
  llm.reset();
});

async function open(prompt: string, signal?: AbortSignal) {
  return sendChatMessage(ana.clients, {
    endpoint: '/chatbot/messages/conversational',
    jsonData: { ...ctx(ana), topico: 'informes', prompt, model: 'gpt-4o-mini', tono: 'didactico' },
    ...(signal ? { signal } : {}),
  });
}

describe('a model answer through the SDK', () => {
  it('streams the provider’s tokens as deltas and ends with checked citations', async () => {
    llm.reply({ content: ANSWER, stream: { pieceChars: 6 } });
    const events: ChatStreamEvent[] = [];
    for await (const event of await open('¿Cuánto vendió la empresa?')) {
      events.push(event);
    }
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    if (done?.event !== 'done') {
      return;
    }
    expect(done.data.message.bot_response).toBe(ANSWER);
    expect(done.data.message.engine).toBe('openai');
    expect(done.data.message.citations[0]?.filename).toBe('informe.pdf');
    expect(done.data.message.citations[0]?.quote).toContain('12 millones');
    const system = (llm.requests[0]?.body as { messages: { content: string }[] }).messages[0];
    expect(system?.content).toContain('step by step');
  });

  it('stops the provider call when the reader stops, and keeps what was produced', async () => {
    llm.reply({ content: ANSWER.repeat(40), stream: { pieceChars: 4, pieceDelayMs: 30 } });
    const controller = new AbortController();
    let conversationId = '';
    let received = 0;
    await expect(
      (async () => {
        for await (const event of await open('¿Cuánto vendió?', controller.signal)) {
          if (event.event === 'start') {
            conversationId = event.data.conversation_id;
          }
          if (event.event === 'delta' && ++received === 3) {
            controller.abort();
          }
        }
      })(),
    ).rejects.toThrow();
    await expect.poll(() => llm.requests[0]?.aborted, { timeout: 10_000 }).toBe(true);
    const stopped = await pollUntil(
      async () => (await expectData(history(ana, 'informes', conversationId))).conversations[0],
      (message) => message?.status === 'stopped',
      // Under the test's time limit, so a miss says which status the message has instead.
      { what: 'the stopped message', timeoutMs: 30_000 },
    );
    expect(stopped?.bot_response.length).toBeGreaterThan(0);
    expect(stopped?.bot_response.length).toBeLessThan(ANSWER.length * 40);
  });

  it('streams the reasoner’s thinking as reasoning events before its answer', async () => {
    llm.reply({ content: ANSWER, stream: { pieceChars: 6, reasoning: 'Busco las ventas.' } });
    const events: ChatStreamEvent[] = [];
    const stream = await sendChatMessage(ana.clients, {
      endpoint: '/chatbot/messages/reasoner',
      jsonData: { ...ctx(ana), topico: 'informes', prompt: '¿Cuánto vendió?', mision: 'summarize' },
    });
    for await (const event of stream) {
      events.push(event);
    }
    const kinds = events.map((event) => event.event);
    expect(kinds.indexOf('reasoning')).toBeLessThan(kinds.indexOf('delta'));
    const thought = events.flatMap((event) =>
      event.event === 'reasoning' ? [event.data.text] : [],
    );
    expect(thought.join('')).toBe('Busco las ventas.');
    expect((llm.requests[0]?.body as { model: string }).model).toBe('deepseek-reasoner');
  });

  it('sends a provider failure as an error event, and the next question is answered', async () => {
    llm.reply({ status: 503 }, { status: 503 });
    const events: ChatStreamEvent[] = [];
    const failed = await (async () => {
      try {
        for await (const event of await open('¿Cuánto vendió?')) {
          events.push(event);
        }
        return undefined;
      } catch (error) {
        return error as { code?: string };
      }
    })();
    expect(failed?.code).toBe('CHATBOT_SERVICE_ERROR');
    llm.reply({ content: ANSWER });
    const again: ChatStreamEvent[] = [];
    for await (const event of await open('¿Cuánto vendió?')) {
      again.push(event);
    }
    expect(again.at(-1)?.event).toBe('done');
  });
});
