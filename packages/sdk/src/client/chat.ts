import { expectData } from '../clients';
import type { components } from '../generated/middleware';
import { jsonDataForm } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';
import { createConversationsResource } from './chat-conversations';
import { streamMessage, textOf, type AskOptions, type ChatAnswer } from './chat-messages';
import { createPromptsResource } from './chat-prompts';
import { createTablesResource } from './chat-tables';
import {
  createTrainingResource,
  isTrainingOver,
  readTopic,
  waitForTraining,
  type TopicDetail,
  type TrainingOptions,
} from './chat-training';
import type { WaitOptions } from './wait';

type Schemas = components['schemas'];

/** A chatbot topic: a set of trained documents to ask about. */
export type Topic = Schemas['Topic'];

/**
 * The chatbot (SPEC §7): topics, their training, conversations, questions with streamed answers,
 * an accounting topic's tables, and help with what to ask.
 */
export function createChatResource(context: ClientContext) {
  // Read at each call: an app may replace its clients (the web, once it knows the service).
  const api = () => context.clients.middleware;
  const training = createTrainingResource(context);

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
    get: (topic: string, options?: CallOptions): Promise<TopicDetail> =>
      readTopic(context, topic, options),
    /** Deletes a topic with its conversations; answers the topic as it was. */
    delete: (topic: string, options?: CallOptions): Promise<TopicDetail> =>
      runCall(context, options, (signal) =>
        expectData(
          api().POST('/chatbot/topics/delete', {
            ...jsonDataForm('deleteTopic', { ...context.user(), topico: topic }),
            signal,
          }),
        ),
      ),
    /**
     * Creates a topic from a reference document (`descripcion` required) and starts training
     * it; answers the training's handle (`await run.done()`).
     */
    create: (name: string, file: File, options?: TrainingOptions) =>
      training.create(name, file, options),
    /**
     * The topic once its latest training is over; a failed training is TRAINING_CHAT_ERROR. The
     * timeout, if any, is for the whole wait.
     */
    async trained(topic: string, options: WaitOptions = {}): Promise<TopicDetail> {
      const signalOnly = options.signal ? { signal: options.signal } : {};
      const detail = await readTopic(context, topic, signalOnly);
      const training = detail.topic.training;
      if (!training) {
        return detail;
      }
      const wasOver = isTrainingOver(training);
      // Throws TRAINING_CHAT_ERROR when the training failed.
      await waitForTraining(context, topic, training, options);
      return wasOver ? detail : readTopic(context, topic, signalOnly);
    },
  };

  return {
    topics,
    training,
    conversations: createConversationsResource(context),
    messages: {
      /**
       * Sends a message to a topic (in a conversation with `conversation_id`, else a new one)
       * and streams its answer's events; nothing is sent until it is read.
       */
      send: (topic: string, prompt: string, options?: AskOptions) =>
        streamMessage(context, topic, prompt, options),
    },
    /** Asks a topic; the answer streams as text (see ChatAnswer). Nothing is sent until read. */
    ask: (topic: string, prompt: string, options?: AskOptions): ChatAnswer =>
      textOf(streamMessage(context, topic, prompt, options)),
    tables: createTablesResource(context),
    prompts: createPromptsResource(context),
  };
}

/** The chat resource of a client. */
export type ChatResource = ReturnType<typeof createChatResource>;
