import { sendChatMessage, type ChatMessagePath } from '../chat-stream';
import { expectData } from '../clients';
import { FolioError } from '../errors';
import type { components } from '../generated/middleware';
import { jsonDataForm, type JsonDataFields } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';
import { createConversationsResource } from './chat-conversations';
import { waitFor, type WaitOptions } from './wait';

type Schemas = components['schemas'];

/** A chatbot topic: a set of trained documents to ask about. */
export type Topic = Schemas['Topic'];
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

/** What a question can carry besides its prompt. */
export type AskOptions = CallOptions &
  Omit<JsonDataFields<'sendMessageConversational'>, 'topico' | 'prompt'> & {
    /** Attached files (SPEC §5: up to 4); a document, image or audio picks its endpoint. */
    files?: File[];
    /** The endpoint; by default the conversational one, or the document one with files. */
    endpoint?: ChatMessagePath;
  };

/**
 * The chatbot (SPEC §7): topics, their training, conversations, and questions with streamed
 * answers.
 */
export function createChatResource(context: ClientContext) {
  // Read at each call: an app may replace its clients (the web, once it knows the service).
  const api = () => context.clients.middleware;

  const getTopic = (topic: string, options?: CallOptions): Promise<Schemas['TopicDetail']> =>
    runCall(context, options, (signal) =>
      expectData(
        api().POST('/chatbot/topics/one', {
          ...jsonDataForm('getTopic', { ...context.user(), topico: topic }),
          signal,
        }),
      ),
    );

  const topics = {
    /** The user's topics. */
    async list(options?: CallOptions): Promise<Topic[]> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/chatbot/topics/list', {
            ...jsonDataForm('getTopics', context.user()),
            signal,
          }),
        ),
      );
      return answer.topics;
    },
    /** One topic with its latest training (getTopic); RESOURCE_NOT_FOUND when there is none. */
    get: getTopic,
    /** Deletes a topic with its conversations; answers the topic as it was. */
    delete: (topic: string, options?: CallOptions): Promise<Schemas['TopicDetail']> =>
      runCall(context, options, (signal) =>
        expectData(
          api().POST('/chatbot/topics/delete', {
            ...jsonDataForm('deleteTopic', { ...context.user(), topico: topic }),
            signal,
          }),
        ),
      ),
    /** Creates a topic from a reference document; its training starts on the server. */
    async create(
      name: string,
      file: File,
      options: CallOptions & Omit<JsonDataFields<'configureChatbot'>, 'topico'> = {},
    ) {
      const { signal: _signal, timeoutMs: _timeout, ...settings } = options;
      return runCall(
        context,
        options,
        (signal) =>
          expectData(
            api().POST('/chatbot/configure', {
              ...jsonDataForm(
                'configureChatbot',
                { ...context.user(), ...settings, topico: name },
                { file },
              ),
              signal,
            }),
          ),
        null,
      );
    },
    /**
     * The topic once its latest training is over; a failed training is TRAINING_CHAT_ERROR. The
     * timeout, if any, is for the whole wait.
     */
    async trained(topic: string, options: WaitOptions = {}): Promise<Schemas['TopicDetail']> {
      const read = (call: CallOptions) => getTopic(topic, call);
      const statusOf = (detail: Schemas['TopicDetail']) => detail.topic.training?.status;
      const detail = await waitFor(
        context.clock,
        await read(options.signal ? { signal: options.signal } : {}),
        read,
        (value) => statusOf(value) === 'succeeded' || statusOf(value) === 'failed',
        { ...options, what: `The training of ${topic}` },
      );
      if (statusOf(detail) === 'failed') {
        throw new FolioError('TRAINING_CHAT_ERROR', `The training of ${topic} failed`, { detail });
      }
      return detail;
    },
  };

  /** Asks a topic; the answer streams (see ChatAnswer). Nothing is sent until it is read. */
  function ask(topic: string, prompt: string, options: AskOptions = {}): ChatAnswer {
    const { signal: _signal, timeoutMs: _timeout, files = [], endpoint, ...fields } = options;
    let text = '';
    let citations: Citation[] = [];
    let result: ChatResult | undefined;
    let started = false;

    async function* read(): AsyncGenerator<string> {
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
              endpoint ??
              (files.length > 0
                ? '/chatbot/messages/document'
                : '/chatbot/messages/conversational'),
            jsonData: { ...context.user(), ...fields, topico: topic, prompt },
            files,
            signal,
          }),
        null,
      );
      for await (const event of events) {
        if (event.event === 'delta') {
          text += event.data.text;
          yield event.data.text;
        } else if (event.event === 'citations') {
          citations = event.data.citations;
        } else if (event.event === 'done') {
          result = {
            text: text || event.data.message.bot_response,
            citations: citations.length > 0 ? citations : (event.data.message.citations ?? []),
            answer: event.data,
          };
        }
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

  return { topics, conversations: createConversationsResource(context), ask };
}

/** The chat resource of a client. */
export type ChatResource = ReturnType<typeof createChatResource>;
