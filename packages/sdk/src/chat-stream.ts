// eventsource-parser (MIT, no dependencies, ~3 kB, used by the OpenAI and Vercel AI SDKs) parses
// the SSE framing to the WHATWG rules: CRLF and CR line ends, lines split across chunks,
// multi-line `data:`, comments and `retry:`. The browser's EventSource cannot POST a form, and a
// hand-written parser would have to re-learn those edge cases, so the SDK takes this one small
// dependency rather than owning a parser.
import { createParser, type EventSourceMessage } from 'eventsource-parser';

import type { FolioClients } from './clients';
import { errorFromResponse, FolioError, isErrorBody } from './errors';
import type { components, paths } from './generated/middleware';
import { jsonDataForm } from './json-data-form';

type Schemas = components['schemas'];

/** What `start` tells before the first word: the message, its conversation and who answers. */
export type ChatStreamStart = Pick<
  Schemas['HistoryItem'],
  'message_id' | 'conversation_id' | 'engine'
>;

/**
 * One event of a streamed answer (`Accept: text/event-stream` on a send-message call), as the
 * contract names them. `reasoning` text (a reasoning model's thinking, before the answer) and
 * `delta` text are each appended to what came before of the same kind; `done` carries the stored
 * message and its conversation. The `error` event is not here: the reader throws it.
 */
export type ChatStreamEvent =
  | { event: 'start'; data: ChatStreamStart }
  | { event: 'reasoning'; data: { text: string } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'citations'; data: { citations: Schemas['Citation'][] } }
  | { event: 'done'; data: Schemas['MessageAnswer'] };

/** The send-message endpoints (and the reasoner, SPEC §7) and the operation each is. */
const OPERATION_OF_CHAT_PATH = {
  '/chatbot/messages/conversational': 'sendMessageConversational',
  '/chatbot/messages/document': 'sendMessageDocument',
  '/chatbot/messages/image': 'sendMessageImage',
  '/chatbot/messages/audio': 'sendMessageAudio',
  '/chatbot/messages/reasoner': 'sendMessageReasoner',
  '/chatbot/messages/accountant': 'sendMessageAccountant',
} as const satisfies Partial<Record<keyof paths, string>>;

/**
 * A send-message endpoint (SPEC §5 picks it from the first attached file), or the reasoner.
 */
export type ChatMessagePath = keyof typeof OPERATION_OF_CHAT_PATH;

/** The `json_data` of a send-message call: the user context, topic, prompt, conversation. */
export type ChatMessageJsonData = Schemas['SendMessageJsonData'];

export type SendChatMessageOptions = {
  endpoint: ChatMessagePath;
  jsonData: ChatMessageJsonData;
  /** Attached files (SPEC §5: up to 4), sent as repeated `files` parts. */
  files?: readonly File[];
  /** Aborting closes the connection, which stops the answer on the server. */
  signal?: AbortSignal;
};

const STREAM_EVENTS: ReadonlySet<string> = new Set<ChatStreamEvent['event']>([
  'start',
  'reasoning',
  'delta',
  'citations',
  'done',
]);

/**
 * Sends a chat message asking for a streamed answer and returns its events. The call goes
 * through the clients' middleware, so the session's bearer token, its one refresh on 401 and the
 * interface language apply as to any other call; a refusal is thrown as a FolioError.
 */
export async function sendChatMessage(
  clients: FolioClients,
  { endpoint, jsonData, files = [], signal }: SendChatMessageOptions,
): Promise<AsyncIterable<ChatStreamEvent>> {
  const form = jsonDataForm(OPERATION_OF_CHAT_PATH[endpoint], jsonData, { files: [...files] });
  const { response } = await clients.middleware.POST(endpoint, {
    ...form,
    headers: { accept: 'text/event-stream' },
    // The body is read here, event by event, not parsed whole by openapi-fetch.
    parseAs: 'stream',
    signal,
  });
  return readChatStream(response, signal);
}

/**
 * Reads a send-message answer as its events. A non-2xx answer and an `error` event are thrown as
 * FolioError; a stream that ends before `done` (the connection dropped) is NETWORK_ERROR; an
 * abort of `signal` stays an abort (its reason is thrown). A server that answered JSON instead
 * (it ignored the Accept header) is read as one `done` event, so callers have one path. Breaking
 * out of the loop, or aborting `signal`, closes the connection, which stops the answer on the
 * server.
 */
export async function* readChatStream(
  response: Response,
  signal?: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  if (!response.ok) {
    throw await errorFromResponse(response);
  }
  if (!response.headers.get('content-type')?.includes('text/event-stream')) {
    yield { event: 'done', data: await readMessageAnswer(response) };
    return;
  }
  const body = response.body;
  if (!body) {
    throw new FolioError('EMPTY_RESPONSE', 'The server answered without data', {
      status: response.status,
    });
  }
  const pending: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => pending.push(message) });
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  // The abort is wired to the body here, not left to the fetch: Node's fetch stops following the
  // signal given to a `Request` (which openapi-fetch builds) once that Request is garbage
  // collected (nodejs/node#55428), and the answer then streamed on after the caller stopped.
  const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  let isDone = false;
  try {
    while (!isDone) {
      signal?.throwIfAborted();
      const chunk = await reader.read();
      signal?.throwIfAborted();
      if (chunk.done) {
        // A last event the server did not end with a blank line still counts.
        parser.reset({ consume: true });
      } else {
        parser.feed(chunk.value);
      }
      for (const message of pending.splice(0)) {
        const event = toChatStreamEvent(message, response.status);
        if (event) {
          yield event;
          signal?.throwIfAborted();
          isDone = event.event === 'done';
          if (isDone) {
            break;
          }
        }
      }
      if (chunk.done && !isDone) {
        throw new FolioError('NETWORK_ERROR', 'The answer stream ended before it was done', {
          status: response.status,
        });
      }
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    // Closes the connection when the caller stopped early; a no-op once the stream has ended.
    await reader.cancel().catch(() => undefined);
  }
}

/** One wire event as a typed event; an `error` event is thrown; unknown events are skipped. */
function toChatStreamEvent(
  message: EventSourceMessage,
  status: number,
): ChatStreamEvent | undefined {
  const name = message.event ?? 'message';
  if (name !== 'error' && !STREAM_EVENTS.has(name)) {
    // A newer server's event this SDK does not know: skipped, as EventSource would.
    return undefined;
  }
  const data = parseEventData(message.data, status);
  if (name === 'error') {
    throw isErrorBody(data)
      ? new FolioError(data.errorCode, data.errorMessage, { status, detail: data.detail })
      : new FolioError('CHATBOT_ERROR', 'The answer failed', { status });
  }
  // The server writes each event's data from the contract's schemas; the name picks the shape.
  return { event: name, data } as ChatStreamEvent;
}

function parseEventData(text: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new FolioError('CHATBOT_ERROR', 'The answer stream sent an unreadable event', {
      status,
      cause: error,
    });
  }
}

async function readMessageAnswer(response: Response): Promise<Schemas['MessageAnswer']> {
  const answer = (await response.json().catch(() => undefined)) as
    Schemas['MessageAnswer'] | undefined;
  if (!answer?.message) {
    throw new FolioError('EMPTY_RESPONSE', 'The server answered without data', {
      status: response.status,
    });
  }
  return answer;
}
