import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

import { FolioError, type ChatStreamEvent } from '@folio/sdk';

import { fromChatSender, type ChatRequest } from './chat-sender';
import { conversationMachine, type ConversationEmitted } from './conversation.machine';
import type { Citation, Conversation, HistoryItem } from './types';

const citation: Citation = {
  n: 1,
  file_id: 'file-1',
  filename: 'contrato.pdf',
  page: 3,
  quote: 'El plazo es de 30 días.',
  char_start: 10,
  char_end: 33,
};

const conversation: Conversation = {
  conversation_id: 'conv-1',
  topico: 'contratos',
  name: 'Nueva Conversación',
  message_count: 1,
  created_at: '2025-03-05T10:00:00Z',
  updated_at: '2025-03-05T10:00:00Z',
  masked: [],
};

const message: HistoryItem = {
  message_id: 'msg-1',
  conversation_id: 'conv-1',
  user_message: '¿Cuál es el plazo?',
  bot_response: 'El plazo es de 30 días [1].',
  timestamp: '2025-03-05T10:00:00Z',
  files_id: [],
  model: null,
  tone: null,
  personality: null,
  engine: 'builtin',
  status: 'done',
  citations: [citation],
  reasoning: null,
  notices: [],
  mission: null,
  mission_result: null,
  table: null,
};

/**
 * A fake server: each `chat.send` gets a stream that yields the events pushed with `push` and
 * ends with `end`; records the requests and whether the stream was aborted.
 */
function fakeChat() {
  const requests: ChatRequest[] = [];
  const aborted: boolean[] = [];
  let push: (event: ChatStreamEvent | FolioError) => void = () => {};
  let end: () => void = () => {};
  const send = vi.fn((request: ChatRequest, signal: AbortSignal) => {
    requests.push(request);
    const index = aborted.push(false) - 1;
    const queue: Array<ChatStreamEvent | FolioError> = [];
    let wake: () => void = () => {};
    let isEnded = false;
    push = (event) => {
      queue.push(event);
      wake();
    };
    end = () => {
      isEnded = true;
      wake();
    };
    signal.addEventListener('abort', () => {
      aborted[index] = true;
      end();
    });
    return (async function* stream() {
      for (;;) {
        const next = queue.shift();
        if (next instanceof FolioError) {
          throw next;
        } else if (next) {
          yield next;
        } else if (isEnded) {
          return;
        } else {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      }
    })();
  });
  const actor = createActor(
    conversationMachine.provide({ actors: { answer: fromChatSender(send) } }),
    { input: { topico: 'contratos', kind: 'documental', conversationId: null } },
  );
  const emitted: ConversationEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    requests,
    aborted,
    emitted,
    push: (event: ChatStreamEvent | FolioError) => push(event),
    end: () => end(),
  };
}

/** Lets the stream's async reads run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('conversationMachine', () => {
  it('sends the question to the route of its first file and streams the answer (issue 10)', async () => {
    const chat = fakeChat();
    const file = { name: 'anexo.pdf', size: 10 };
    chat.actor.send({ type: 'chat.send', prompt: ' ¿Cuál es el plazo? ', files: [file] });
    expect(chat.actor.getSnapshot().matches({ answering: 'sending' })).toBe(true);
    await flush();
    expect(chat.requests).toEqual([
      {
        topico: 'contratos',
        kind: 'documental',
        endpoint: 'document',
        conversationId: null,
        prompt: '¿Cuál es el plazo?',
        files: [file],
        settings: { model: null, tone: null, personality: null },
        mission: null,
      },
    ]);

    chat.push({
      event: 'start',
      data: { message_id: 'msg-1', conversation_id: 'conv-1', engine: 'builtin' },
    });
    chat.push({ event: 'delta', data: { text: 'El plazo ' } });
    chat.push({ event: 'delta', data: { text: 'es de 30 días' } });
    await flush();

    const snapshot = chat.actor.getSnapshot();
    expect(snapshot.matches({ answering: 'streaming' })).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context).toMatchObject({
      answer: 'El plazo es de 30 días',
      conversationId: 'conv-1',
      engine: 'builtin',
    });
  });

  it('sends the chosen model, tone, personality and mission with the question (SPEC §3)', async () => {
    const chat = fakeChat();
    const settings = { model: 'gpt-4o-mini', tone: 'formal', personality: 'minimalista' } as const;
    chat.actor.send({ type: 'chat.send', prompt: 'Resume', settings, mission: 'summarize' });
    await flush();

    expect(chat.requests[0]).toMatchObject({ prompt: 'Resume', settings, mission: 'summarize' });
  });

  it("keeps a reasoning model's thinking apart from the answer (issue 11)", async () => {
    const chat = fakeChat();
    chat.actor.send({ type: 'chat.send', prompt: '¿Plazo?' });
    chat.push({
      event: 'start',
      data: { message_id: 'msg-1', conversation_id: 'conv-1', engine: 'deepseek' },
    });
    chat.push({ event: 'reasoning', data: { text: 'La cláusula 3 ' } });
    chat.push({ event: 'reasoning', data: { text: 'fija el plazo.' } });
    chat.push({ event: 'delta', data: { text: 'El plazo es de 30 días' } });
    await flush();

    expect(chat.actor.getSnapshot().context).toMatchObject({
      reasoning: 'La cláusula 3 fija el plazo.',
      answer: 'El plazo es de 30 días',
    });
  });

  it('keeps the citations and the stored answer when done, and says so', async () => {
    const chat = fakeChat();
    chat.actor.send({ type: 'chat.send', prompt: '¿Cuál es el plazo?' });
    await flush();
    chat.push({
      event: 'start',
      data: { message_id: 'msg-1', conversation_id: 'conv-1', engine: 'builtin' },
    });
    chat.push({ event: 'delta', data: { text: 'El plazo es de 30 días [1].' } });
    chat.push({ event: 'citations', data: { citations: [citation] } });
    chat.push({ event: 'done', data: { message, conversation } });
    await flush();

    const snapshot = chat.actor.getSnapshot();
    expect(snapshot.matches('done')).toBe(true);
    expect(snapshot.context.citations).toEqual([citation]);
    expect(snapshot.context.answer).toBe(message.bot_response);
    expect(chat.emitted).toEqual([{ type: 'chat.answered', message, conversation }]);
    expect(chat.requests[0]?.endpoint).toBe('conversational');
  });

  it('stops on chat.stop: the request is aborted and the partial answer kept', async () => {
    const chat = fakeChat();
    chat.actor.send({ type: 'chat.send', prompt: 'Resume el contrato' });
    await flush();
    chat.push({
      event: 'start',
      data: { message_id: 'msg-1', conversation_id: 'conv-1', engine: 'builtin' },
    });
    chat.push({ event: 'delta', data: { text: 'El contrato' } });
    await flush();

    chat.actor.send({ type: 'chat.stop' });
    chat.push({ event: 'delta', data: { text: ' trata de' } });
    await flush();

    const snapshot = chat.actor.getSnapshot();
    expect(snapshot.matches('stopped')).toBe(true);
    expect(snapshot.context.answer).toBe('El contrato');
    expect(chat.aborted).toEqual([true]);
  });

  it('goes to error with the code of an error event', async () => {
    const chat = fakeChat();
    chat.actor.send({ type: 'chat.send', prompt: 'Hola' });
    await flush();
    chat.push(new FolioError('CHATBOT_ERROR', 'failed'));
    await flush();

    expect(chat.actor.getSnapshot().matches('error')).toBe(true);
    expect(chat.actor.getSnapshot().context.error?.code).toBe('CHATBOT_ERROR');
  });

  it('counts a stream that ends without its last event as a network failure', async () => {
    const chat = fakeChat();
    chat.actor.send({ type: 'chat.send', prompt: 'Hola' });
    await flush();
    chat.end();
    await flush();

    expect(chat.actor.getSnapshot().context.error?.code).toBe('NETWORK_ERROR');
  });

  it('refuses more than 4 files or Excel in a conversational topic, sending nothing (SPEC §5)', () => {
    const chat = fakeChat();
    const pdfs = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name: `${name}.pdf`, size: 1 }));
    chat.actor.send({ type: 'chat.send', prompt: 'Compara', files: pdfs });
    expect(chat.actor.getSnapshot().context.refusal).toEqual({
      code: 'TOO_MANY_FILES',
      detail: { max: 4, current: 5 },
    });
    chat.actor.send({ type: 'chat.send', prompt: 'Suma', files: [{ name: 'a.xlsx', size: 1 }] });
    expect(chat.actor.getSnapshot().context.refusal?.code).toBe('EXCEL_NOT_ALLOWED');
    expect(chat.actor.getSnapshot().matches('idle')).toBe(true);
    expect(chat.requests).toEqual([]);
  });

  it('ignores a blank question, and a new question while one is being answered', async () => {
    const chat = fakeChat();
    chat.actor.send({ type: 'chat.send', prompt: '   ' });
    expect(chat.actor.getSnapshot().matches('idle')).toBe(true);

    chat.actor.send({ type: 'chat.send', prompt: 'Primera' });
    chat.actor.send({ type: 'chat.send', prompt: 'Segunda' });
    chat.actor.send({ type: 'chat.open', conversationId: 'conv-2' });
    await flush();
    expect(chat.requests.map((request) => request.prompt)).toEqual(['Primera']);
  });

  it('asks again in the same conversation after an answer, and starts over on chat.open', async () => {
    const chat = fakeChat();
    chat.actor.send({ type: 'chat.send', prompt: 'Primera' });
    await flush();
    chat.push({ event: 'done', data: { message, conversation } });
    await flush();

    chat.actor.send({ type: 'chat.send', prompt: 'Segunda' });
    await flush();
    expect(chat.requests[1]?.conversationId).toBe('conv-1');
    chat.actor.send({ type: 'chat.stop' });

    chat.actor.send({ type: 'chat.open', conversationId: 'conv-2' });
    expect(chat.actor.getSnapshot().matches('idle')).toBe(true);
    expect(chat.actor.getSnapshot().context).toMatchObject({
      conversationId: 'conv-2',
      answer: '',
    });
  });
});
