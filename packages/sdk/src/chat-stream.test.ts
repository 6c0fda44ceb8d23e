import { describe, expect, it } from 'vitest';

import { readChatStream, sendChatMessage, type ChatStreamEvent } from './chat-stream';
import { createFolioClients } from './clients';
import { FolioError } from './errors';
import type { components } from './generated/middleware';
import { userContext } from './user-context';

type Schemas = components['schemas'];

const citation: Schemas['Citation'] = {
  n: 1,
  file_id: '00000000-0000-4000-8000-000000000001',
  filename: 'contrato.pdf',
  page: 3,
  quote: 'El plazo es de 30 días.',
  char_start: 10,
  char_end: 33,
};

const answer: Schemas['MessageAnswer'] = {
  message: {
    message_id: '00000000-0000-4000-8000-000000000002',
    conversation_id: '00000000-0000-4000-8000-000000000003',
    user_message: '¿Plazo?',
    bot_response: 'El plazo es de 30 días [1].',
    timestamp: '2025-01-01T00:00:00.000Z',
    files_id: [],
    model: null,
    tone: null,
    personality: null,
    engine: 'builtin',
    status: 'done',
    citations: [citation],
    reasoning: 'The contract names the term in clause 3.',
    notices: [],
    mission: null,
    mission_result: null,
    table: null,
  },
  conversation: {
    conversation_id: '00000000-0000-4000-8000-000000000003',
    topico: 'contratos',
    name: 'Nueva Conversación',
    message_count: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    masked: [],
  },
};

/** A whole answer on the wire, the way the server frames it. */
const wholeStream = [
  `event: start\ndata: ${JSON.stringify({ message_id: answer.message.message_id, conversation_id: answer.message.conversation_id, engine: 'builtin' })}\n\n`,
  `event: delta\ndata: {"text":"El plazo "}\n\n`,
  `: keep-alive comment\n\n`,
  `event: delta\ndata: {"text":"es de 30 días [1]."}\n\n`,
  `event: citations\ndata: ${JSON.stringify({ citations: [citation] })}\n\n`,
  `event: done\ndata: ${JSON.stringify(answer)}\n\n`,
].join('');

/** An SSE answer whose body arrives as exactly these chunks, so splits land where a test says. */
function streamResponse(chunks: readonly string[], init: ResponseInit = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(encoder.encode(chunk));
      }
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    ...init,
  });
}

async function collect(events: AsyncIterable<ChatStreamEvent>): Promise<ChatStreamEvent[]> {
  const seen: ChatStreamEvent[] = [];
  for await (const event of events) {
    seen.push(event);
  }
  return seen;
}

/** Splits a text into pieces of `size` characters, cutting lines, fields and UTF-8 anywhere. */
function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let start = 0; start < text.length; start += size) {
    out.push(text.slice(start, start + size));
  }
  return out;
}

function textOf(events: readonly ChatStreamEvent[]): string {
  return events.map((event) => (event.event === 'delta' ? event.data.text : '')).join('');
}

describe('readChatStream', () => {
  it('reads start, deltas, citations and done, skipping comments', async () => {
    const events = await collect(readChatStream(streamResponse([wholeStream])));

    expect(events.map((event) => event.event)).toEqual([
      'start',
      'delta',
      'delta',
      'citations',
      'done',
    ]);
    expect(textOf(events)).toBe('El plazo es de 30 días [1].');
    expect(events.at(-1)).toEqual({ event: 'done', data: answer });
  });

  it('reads events split mid-line and mid-field across chunks', async () => {
    for (const size of [1, 3, 7, 64]) {
      const events = await collect(readChatStream(streamResponse(pieces(wholeStream, size))));
      expect(events).toHaveLength(5);
      expect(textOf(events)).toBe('El plazo es de 30 días [1].');
    }
  });

  it('reads a multi-byte character split between chunks', async () => {
    const bytes = new TextEncoder().encode(wholeStream);
    const cut = bytes.indexOf(0xc3); // the first byte of "í"
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut + 1));
        controller.enqueue(bytes.slice(cut + 1));
        controller.close();
      },
    });
    const response = new Response(body, { headers: { 'content-type': 'text/event-stream' } });

    expect(textOf(await collect(readChatStream(response)))).toBe('El plazo es de 30 días [1].');
  });

  it('reads CRLF line ends and multi-line data', async () => {
    const crlf = [
      'event: delta\r\ndata: {"text":\r\ndata: "dos líneas"}\r\n\r\n',
      `event: done\r\ndata: ${JSON.stringify(answer)}\r\n\r\n`,
    ];
    const events = await collect(readChatStream(streamResponse(crlf)));

    expect(textOf(events)).toBe('dos líneas');
    expect(events.at(-1)?.event).toBe('done');
  });

  it("reads a reasoning model's thinking apart from the answer, before its deltas", async () => {
    const [start, ...rest] = wholeStream.split(/(?<=\n\n)/);
    const thinking = [
      `event: reasoning\ndata: {"text":"The contract names "}\n\n`,
      `event: reasoning\ndata: {"text":"the term in clause 3."}\n\n`,
    ];
    const events = await collect(
      readChatStream(
        streamResponse([start ?? '', ...thinking, ...rest].flatMap((x) => pieces(x, 5))),
      ),
    );

    expect(events.map((event) => event.event).slice(0, 4)).toEqual([
      'start',
      'reasoning',
      'reasoning',
      'delta',
    ]);
    const reasoning = events
      .map((event) => (event.event === 'reasoning' ? event.data.text : ''))
      .join('');
    expect(reasoning).toBe('The contract names the term in clause 3.');
    expect(textOf(events)).toBe('El plazo es de 30 días [1].');
  });

  it('skips events it does not know (a newer server)', async () => {
    const events = await collect(
      readChatStream(streamResponse([`event: thinking\ndata: {}\n\n`, wholeStream])),
    );
    expect(events[0]?.event).toBe('start');
  });

  it('throws an error event as a FolioError with its code and message', async () => {
    const failing = streamResponse([
      'event: delta\ndata: {"text":"Hola"}\n\n',
      'event: error\ndata: {"errorCode":"CHATBOT_SERVICE_ERROR","errorMessage":"Se cayó"}\n\n',
    ]);
    const seen: ChatStreamEvent[] = [];
    const failure = await (async () => {
      for await (const event of readChatStream(failing)) {
        seen.push(event);
      }
    })().catch((error: unknown) => error);

    expect(textOf(seen)).toBe('Hola');
    expect(failure).toBeInstanceOf(FolioError);
    expect(failure).toMatchObject({ code: 'CHATBOT_SERVICE_ERROR', message: 'Se cayó' });
  });

  it('throws a non-2xx answer as a FolioError before any event', async () => {
    const refused = new Response(
      JSON.stringify({ errorCode: 'TOO_MANY_FILES', errorMessage: 'Máximo 4' }),
      { status: 400, headers: { 'content-type': 'application/json' } },
    );
    await expect(collect(readChatStream(refused))).rejects.toMatchObject({
      code: 'TOO_MANY_FILES',
      status: 400,
    });
  });

  it('throws NETWORK_ERROR when the stream ends before done', async () => {
    const cut = streamResponse(['event: delta\ndata: {"text":"El pla']);
    await expect(collect(readChatStream(cut))).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('reads a JSON answer (no streaming) as one done event', async () => {
    const json = new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/json' },
    });
    expect(await collect(readChatStream(json))).toEqual([{ event: 'done', data: answer }]);
  });

  it('closes the connection when the caller stops reading', async () => {
    let isCancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('event: delta\ndata: {"text":"a"}\n\n'));
      },
      cancel() {
        isCancelled = true;
      },
    });
    const response = new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    for await (const event of readChatStream(response)) {
      expect(event.event).toBe('delta');
      break;
    }
    expect(isCancelled).toBe(true);
  });

  it('closes the connection on an abort even when the fetch no longer follows the signal', async () => {
    // As Node's fetch does once its Request is garbage collected (nodejs/node#55428): the body
    // streams on, deaf to the caller's signal (50 deltas, then it ends without `done`).
    let isCancelled = false;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('event: delta\ndata: {"text":"a"}\n\n'));
        if (++sent === 50) {
          controller.close();
        }
      },
      cancel() {
        isCancelled = true;
      },
    });
    const response = new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    const controller = new AbortController();
    let received = 0;
    const failure = await (async () => {
      for await (const event of readChatStream(response, controller.signal)) {
        expect(event.event).toBe('delta');
        if (++received === 3) {
          controller.abort();
        }
      }
    })().catch((error: unknown) => error);

    expect(failure).toMatchObject({ name: 'AbortError' });
    expect(received).toBe(3);
    expect(isCancelled).toBe(true);
  });
});

describe('sendChatMessage', () => {
  it('posts json_data and files with Accept: text/event-stream, through the session', async () => {
    const seen: Request[] = [];
    const clients = createFolioClients({
      middlewareUrl: 'http://m.test/api',
      serviceUrl: 'http://s.test/api',
      session: {
        getAccessToken: () => 'token-1',
        refresh: async () => undefined,
      },
      fetch: async (request) => {
        seen.push(request);
        return streamResponse([wholeStream]);
      },
    });
    const file = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });

    const events = await collect(
      await sendChatMessage(clients, {
        endpoint: '/chatbot/messages/document',
        jsonData: { ...userContext('ana@example.com'), topico: 'contratos', prompt: '¿Plazo?' },
        files: [file],
      }),
    );

    const [request] = seen;
    expect(request?.url).toBe('http://m.test/api/chatbot/messages/document');
    expect(request?.headers.get('accept')).toBe('text/event-stream');
    expect(request?.headers.get('authorization')).toBe('Bearer token-1');
    const form = await request?.formData();
    expect([...(form?.keys() ?? [])]).toEqual(['json_data', 'files']);
    expect(JSON.parse(form?.get('json_data') as string)).toMatchObject({
      topico: 'contratos',
      prompt: '¿Plazo?',
    });
    expect(events.at(-1)).toEqual({ event: 'done', data: answer });
  });

  it('lets an abort through as an abort, not a FolioError', async () => {
    const controller = new AbortController();
    const clients = createFolioClients({
      middlewareUrl: 'http://m.test/api',
      serviceUrl: 'http://s.test/api',
      fetch: async (request) => {
        // A body that never ends until the request's signal aborts it, as a live answer does.
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('event: delta\ndata: {"text":"a"}\n\n'));
            request.signal.addEventListener('abort', () => stream.error(request.signal.reason));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      },
    });

    const events = await sendChatMessage(clients, {
      endpoint: '/chatbot/messages/conversational',
      jsonData: { ...userContext('ana@example.com'), topico: 'contratos', prompt: '¿Plazo?' },
      signal: controller.signal,
    });
    const failure = await (async () => {
      for await (const event of events) {
        expect(event.event).toBe('delta');
        controller.abort();
      }
    })().catch((error: unknown) => error);

    expect(failure).not.toBeInstanceOf(FolioError);
    expect(failure).toMatchObject({ name: 'AbortError' });
  });
});
