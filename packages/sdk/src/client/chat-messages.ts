import { sendChatMessage, type ChatMessagePath, type ChatStreamEvent } from '../chat-stream';
import { FolioError } from '../errors';
import type { components } from '../generated/middleware';
import type { JsonDataFields } from '../json-data-form';

import { runCall, type ClientContext, type CallOptions } from './call';

type Schemas = components['schemas'];

/** A passage an answer stands on: which file, which page, what it says. */
export type Citation = Schemas['Citation'];

/** The whole of an answer once it has been read. */
export type ChatResult = {
  /** The answer's text as streamed. */
  text: string;
  citations: Citation[];
  /** The stored message and its conversation (ask again with its `conversation_id`). */
  answer: Schemas['MessageAnswer'];
};

/**
 * A streamed answer: iterate it for the text as it comes (`for await (const text of answer)`),
 * then `await answer.done()` for its citations and conversation. `done()` alone reads the whole
 * answer. Breaking out of the loop closes the connection, which stops the answer on the server.
 */
export type ChatAnswer = AsyncIterable<string> & { done(): Promise<ChatResult> };

/**
 * A streamed answer as its events (`start`, `reasoning`, `delta`, `citations`, `done`), for a
 * screen that shows each of them; `done()` as for `ChatAnswer`.
 */
export type ChatEvents = AsyncIterable<ChatStreamEvent> & { done(): Promise<ChatResult> };

/** Where a message goes (SPEC §5: the first attached file's type, else the topic's kind). */
export type ChatEndpoint =
  'conversational' | 'document' | 'image' | 'audio' | 'reasoner' | 'accountant';

const PATH_OF_ENDPOINT = {
  conversational: '/chatbot/messages/conversational',
  document: '/chatbot/messages/document',
  image: '/chatbot/messages/image',
  audio: '/chatbot/messages/audio',
  reasoner: '/chatbot/messages/reasoner',
  accountant: '/chatbot/messages/accountant',
} as const satisfies Record<ChatEndpoint, ChatMessagePath>;

/**
 * What a message can carry besides its topic and prompt: its conversation (`conversation_id`;
 * none starts one), model, tone, personality, mission and the other `json_data` fields.
 */
export type AskOptions = CallOptions &
  Omit<JsonDataFields<'sendMessageConversational'>, 'topico' | 'prompt'> & {
    /** Attached files (SPEC §5: up to 4). */
    files?: readonly File[];
    /** The endpoint; by default the conversational one, or the document one with files. */
    endpoint?: ChatEndpoint;
  };

/**
 * Sends a message and reads its answer's events, lazily: nothing is sent until it is iterated
 * (or `done()` is called), and it can be read once. `ask` and `messages.send` are both this.
 */
export function streamMessage(
  context: ClientContext,
  topic: string,
  prompt: string,
  options: AskOptions = {},
): ChatEvents {
  const { signal: _signal, timeoutMs: _timeout, files = [], endpoint, ...fields } = options;
  let text = '';
  let citations: Citation[] = [];
  let result: ChatResult | undefined;
  let started = false;

  async function* read(): AsyncGenerator<ChatStreamEvent> {
    if (started) {
      throw new TypeError('An answer can be read once');
    }
    started = true;
    const events = await runCall(
      context,
      options,
      (signal) =>
        sendChatMessage(context.clients, {
          endpoint:
            PATH_OF_ENDPOINT[endpoint ?? (files.length > 0 ? 'document' : 'conversational')],
          jsonData: { ...context.user(), ...fields, topico: topic, prompt },
          files,
          signal,
        }),
      null,
    );
    for await (const event of events) {
      if (event.event === 'delta') {
        text += event.data.text;
      } else if (event.event === 'citations') {
        citations = event.data.citations;
      } else if (event.event === 'done') {
        result = {
          text: text || event.data.message.bot_response,
          citations: citations.length > 0 ? citations : (event.data.message.citations ?? []),
          answer: event.data,
        };
      }
      yield event;
    }
  }

  const iterator = read();
  return {
    [Symbol.asyncIterator]: () => iterator,
    async done() {
      for await (const _ of iterator) {
        // Read to the end: the result is set by the `done` event.
      }
      if (!result) {
        throw new FolioError('EMPTY_RESPONSE', 'The answer ended without its message');
      }
      return result;
    },
  };
}

/** An answer's events as its text, piece by piece (`ask`). */
export function textOf(events: ChatEvents): ChatAnswer {
  async function* read(): AsyncGenerator<string> {
    for await (const event of events) {
      if (event.event === 'delta') {
        yield event.data.text;
      }
    }
  }
  const iterator = read();
  return {
    [Symbol.asyncIterator]: () => iterator,
    done: async () => {
      // Whatever the text loop left unread, read to the end by the events' own done().
      return events.done();
    },
  };
}
