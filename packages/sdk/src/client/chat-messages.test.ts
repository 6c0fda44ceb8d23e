import { afterEach, describe, expect, it } from 'vitest';

import type { ChatStreamEvent } from '../chat-stream';

import { jsonDataOf } from './testing/form-parts';
import { signedInFolio, startRecordingServer } from './testing/recording-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const CONVERSATION_ID = '00000000-0000-4000-8000-0000000000c1';
const citation = {
  n: 1,
  file_id: '00000000-0000-4000-8000-0000000000f1',
  filename: 'contrato.pdf',
  page: 2,
  quote: 'El plazo es de 30 días.',
  char_start: 0,
  char_end: 23,
};
const answer = {
  message: {
    message_id: '00000000-0000-4000-8000-0000000000e1',
    conversation_id: CONVERSATION_ID,
    bot_response: 'El plazo es de 30 días [1].',
    citations: [],
  },
  conversation: { conversation_id: CONVERSATION_ID },
};
const STREAM = [
  `event: start\ndata: ${JSON.stringify({ message_id: answer.message.message_id, conversation_id: CONVERSATION_ID, engine: 'builtin' })}\n\n`,
  `event: delta\ndata: {"text":"El plazo "}\n\n`,
  `event: delta\ndata: {"text":"es de 30 días [1]."}\n\n`,
  `event: citations\ndata: ${JSON.stringify({ citations: [citation] })}\n\n`,
  `event: done\ndata: ${JSON.stringify(answer)}\n\n`,
].join('');

async function streamingServer() {
  const server = await startRecordingServer(
    () => new Response(STREAM, { headers: { 'content-type': 'text/event-stream' } }),
  );
  close = server.close;
  return { server, folio: await signedInFolio(server.url) };
}

describe('the messages of the chat resource', () => {
  it('streams every event of an answer, with its json_data, route and files, once read', async () => {
    const { server, folio } = await streamingServer();
    const file = new File(['png'], 'factura.png', { type: 'image/png' });

    const events = folio.chat.messages.send('contratos', '¿Plazo?', {
      endpoint: 'image',
      conversation_id: CONVERSATION_ID,
      model: 'gpt-4o-mini',
      files: [file],
    });
    expect(server.requests).toHaveLength(0);
    const seen: ChatStreamEvent['event'][] = [];
    for await (const event of events) {
      seen.push(event.event);
    }
    const result = await events.done();

    expect(seen).toEqual(['start', 'delta', 'delta', 'citations', 'done']);
    expect(result.text).toBe('El plazo es de 30 días [1].');
    expect(result.citations).toEqual([citation]);
    expect(result.answer.conversation?.conversation_id).toBe(CONVERSATION_ID);
    const [request] = server.requests;
    expect(new URL(request?.url ?? '').pathname).toBe('/api/chatbot/messages/image');
    expect(request?.headers.get('accept')).toBe('text/event-stream');
    expect(await jsonDataOf(request?.clone())).toMatchObject({
      user: 'ana@example.com',
      empresa: 'demo',
      topico: 'contratos',
      prompt: '¿Plazo?',
      conversation_id: CONVERSATION_ID,
      model: 'gpt-4o-mini',
    });
    const files = (await request?.formData())?.getAll('files') ?? [];
    expect(files.map((part) => (part instanceof File ? part.name : part))).toEqual(['factura.png']);
  });

  it('asks through the same stream: the text piece by piece, then the citations', async () => {
    const { server, folio } = await streamingServer();

    const reply = folio.chat.ask('contratos', '¿Plazo?');
    const pieces: string[] = [];
    for await (const text of reply) {
      pieces.push(text);
    }
    const result = await reply.done();

    expect(pieces).toEqual(['El plazo ', 'es de 30 días [1].']);
    expect(result.citations).toEqual([citation]);
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe(
      '/api/chatbot/messages/conversational',
    );
    // done() alone reads the whole answer.
    expect((await folio.chat.ask('contratos', '¿Plazo?').done()).text).toBe(result.text);
  });
});
