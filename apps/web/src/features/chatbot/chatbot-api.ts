import {
  DEFAULT_CONVERSATION_NAME,
  messageOptions,
  toTopicName,
  type ChatRequest,
  type ChatSender,
  type Conversation,
  type HistoryItem,
  type Topic,
  type TopicDetail,
  type TrainingAccepted,
  type TrainingRequest,
} from '@folio/core';
import type { TopicTable } from '@folio/sdk';

import type { AppSdk } from '../../lib/sdk';

export type { TopicTable } from '@folio/sdk';

/** The browser files among the sources a machine holds (faces give it `File`s). */
const browserFiles = (files: readonly unknown[]): File[] =>
  files.filter((file): file is File => file instanceof File);

/**
 * The chatbot's calls (SPEC §7 Chatbot; contract tag `chatbot`), through the SDK's `chat`
 * resource (`sdk.folio`, issue 21), read at call time. Topic names are lower-cased before
 * sending (SPEC §5).
 */
export function createChatbotApi(sdk: AppSdk) {
  const chat = () => sdk.folio.chat;
  const conversations = () => chat().conversations;
  const renameConversation = (topico: string, conversationId: string, name: string) =>
    conversations().rename(toTopicName(topico), conversationId, name);

  const sendMessage: ChatSender = (request: ChatRequest, signal: AbortSignal) =>
    chat().messages.send(toTopicName(request.topico), request.prompt, {
      ...messageOptions(request),
      config_chatbot: request.kind,
      // SPEC §3 Message send: "tipo pdf for document uploads".
      tipo: request.endpoint === 'document' ? 'pdf' : null,
      files: browserFiles(request.files),
      signal,
    });

  return {
    listTopics: (): Promise<Topic[]> => chat().topics.list(),
    getTopic: (topico: string): Promise<TopicDetail> => chat().topics.get(toTopicName(topico)),
    async deleteTopic(topico: string) {
      await chat().topics.delete(toTopicName(topico));
    },
    /**
     * Sends a training batch: a new topic through configureChatbot with its reference file, else
     * the files through the topic's training route (SPEC §5 "Adding files to a topic uses the
     * conversational training route when the type is documental, otherwise the accounting one").
     */
    async startTraining(request: TrainingRequest): Promise<TrainingAccepted> {
      const files = browserFiles(request.files);
      const settings = {
        config_chatbot: request.kind,
        descripcion: request.settings.description ?? null,
        longer: request.settings.longer ?? false,
        annonimization: request.settings.annonimization ?? false,
        mannuscrit: request.settings.mannuscrit ?? false,
      };
      const topico = toTopicName(request.topico);
      const [reference] = files;
      const run =
        request.settings.isNewTopic && reference
          ? await chat().training.create(topico, reference, settings)
          : await chat().training.add(topico, files, settings);
      return run.started;
    },
    /**
     * Trains files already in Files into a topic (trainFromFiles; issue 14: after a cloud
     * import): a new topic is created as conversational with its description, an existing one
     * takes them as they are. The files stay in their folders.
     */
    async trainFromFiles(
      topico: string,
      description: string,
      fileIds: readonly string[],
    ): Promise<TrainingAccepted> {
      const run = await chat().training.fromFiles(toTopicName(topico), fileIds, {
        descripcion: description.trim() === '' ? null : description.trim(),
      });
      return run.started;
    },
    /** Creates a conversation and gives it its default name through the rename call (SPEC §4). */
    async createConversation(topico: string): Promise<Conversation> {
      const created = await conversations().create(toTopicName(topico));
      return renameConversation(topico, created.conversation_id, DEFAULT_CONVERSATION_NAME);
    },
    listConversations: (topico: string): Promise<Conversation[]> =>
      conversations().list(toTopicName(topico)),
    async getHistory(topico: string, conversationId: string): Promise<HistoryItem[]> {
      return (await conversations().history(toTopicName(topico), conversationId)).conversations;
    },
    renameConversation,
    async deleteConversation(topico: string, conversationId: string) {
      await conversations().delete(toTopicName(topico), conversationId);
    },
    sendMessage,
    /** An accounting topic's tables: columns, totals, notes and the first 100 rows (issue 12). */
    listTables: (topico: string): Promise<TopicTable[]> => chat().tables.list(toTopicName(topico)),
    /**
     * The questions an accounting topic's tables answer (SPEC §7 SQL questions), recreated and
     * fetched once more when the first fetch fails (SPEC §4).
     */
    async listSqlQuestions(topico: string): Promise<string[]> {
      return (await chat().tables.questions(toTopicName(topico))).questions;
    },
    /**
     * The server's few questions worth asking next (SPEC §7 prompt suggestions), written by
     * `model`: about the topic's documents, or following on `conversationId`'s answers.
     */
    async suggestPrompts(
      topico: string,
      options: { conversationId: string | null; model: string | null },
    ): Promise<string[]> {
      return (await chat().prompts.suggest(toTopicName(topico), options)).suggestions;
    },
    /** `prompt` rewritten by `model` to be answered better from the topic (SPEC §7 prompt generator). */
    async improvePrompt(topico: string, prompt: string, model: string | null): Promise<string> {
      return (await chat().prompts.improve(toTopicName(topico), prompt, { model })).message;
    },
  };
}

/** The chatbot's calls, bound to an SDK and a user. */
export type ChatbotApi = ReturnType<typeof createChatbotApi>;
