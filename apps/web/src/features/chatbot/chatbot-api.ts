import {
  DEFAULT_CONVERSATION_NAME,
  fetchSqlQuestions,
  toTopicName,
  trainingEndpoint,
  type ChatRequest,
  type ChatSender,
  type Conversation,
  type HistoryItem,
  type MessageEndpoint,
  type Topic,
  type TopicDetail,
  type TrainingAccepted,
  type TrainingRequest,
} from '@folio/core';
import {
  expectData,
  jsonDataForm,
  sendChatMessage,
  userContext,
  type ChatMessagePath,
  type MiddlewareComponents,
} from '@folio/sdk';

import type { AppSdk } from '../../lib/sdk';

/** The send-message route of each endpoint (SPEC §5 routing). */
const MESSAGE_PATHS: Record<MessageEndpoint, ChatMessagePath> = {
  conversational: '/chatbot/messages/conversational',
  document: '/chatbot/messages/document',
  image: '/chatbot/messages/image',
  audio: '/chatbot/messages/audio',
  accountant: '/chatbot/messages/accountant',
};

/** One table of an accounting topic, with its 100-row preview (issue 12, SPEC §9). */
export type TopicTable = MiddlewareComponents['schemas']['TopicTable'];

/** SPEC §4: the wait before the SQL questions are fetched again after a recreate. */
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The browser files among the sources a machine holds (faces give it `File`s). */
const browserFiles = (files: readonly unknown[]): File[] =>
  files.filter((file): file is File => file instanceof File);

/**
 * The chatbot's calls (SPEC §7 Chatbot; contract tag `chatbot`), as the signed-in `user`. Topic
 * names are lower-cased before sending (SPEC §5). Topics and conversations go through the SDK's
 * `chat` resource (`sdk.folio`, issue 21); training, messages, tables and suggestions, which no
 * resource covers yet, through the generated clients. Both are read at call time.
 */
export function createChatbotApi(sdk: AppSdk, user: string) {
  const context = userContext(user);
  const api = () => sdk.clients.middleware;
  const inTopic = (topico: string) => ({ ...context, topico: toTopicName(topico) });

  const conversations = () => sdk.folio.chat.conversations;
  const renameConversation = (topico: string, conversationId: string, name: string) =>
    conversations().rename(toTopicName(topico), conversationId, name);

  const sendMessage: ChatSender = (request: ChatRequest, signal: AbortSignal) => {
    return sendChatMessage(sdk.clients, {
      endpoint: MESSAGE_PATHS[request.endpoint],
      jsonData: {
        ...inTopic(request.topico),
        prompt: request.prompt,
        conversation_id: request.conversationId,
        timestamp: new Date().toISOString(),
        config_chatbot: request.kind,
        // SPEC §3 Message send: "tipo pdf for document uploads".
        tipo: request.endpoint === 'document' ? 'pdf' : null,
        model: request.settings.model,
        tono: request.settings.tone,
        personalidad: request.settings.personality,
        mision: request.mission,
      },
      files: browserFiles(request.files),
      signal,
    });
  };

  return {
    listTopics: (): Promise<Topic[]> => sdk.folio.chat.topics.list(),
    getTopic: (topico: string): Promise<TopicDetail> =>
      sdk.folio.chat.topics.get(toTopicName(topico)),
    async deleteTopic(topico: string) {
      await sdk.folio.chat.topics.delete(toTopicName(topico));
    },
    /**
     * Sends a training batch: a new topic through configureChatbot with its reference file, else
     * the files through the topic's training route (SPEC §5 "Adding files to a topic uses the
     * conversational training route when the type is documental, otherwise the accounting one").
     */
    async startTraining(request: TrainingRequest): Promise<TrainingAccepted> {
      const files = browserFiles(request.files);
      const settings = {
        ...inTopic(request.topico),
        config_chatbot: request.kind,
        descripcion: request.settings.description ?? null,
        longer: request.settings.longer ?? false,
        annonimization: request.settings.annonimization ?? false,
        mannuscrit: request.settings.mannuscrit ?? false,
      };
      const [reference] = files;
      if (request.settings.isNewTopic && reference) {
        return expectData(
          api().POST('/chatbot/configure', {
            ...jsonDataForm('configureChatbot', settings, { file: reference }),
          }),
        );
      }
      return expectData(
        trainingEndpoint(request.kind) === 'conversational'
          ? api().POST('/chatbot/train/conversational', {
              ...jsonDataForm('trainConversational', settings, { files }),
            })
          : api().POST('/chatbot/train/accounting', {
              ...jsonDataForm('trainAccounting', settings, { files }),
            }),
      );
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
      return expectData(
        api().POST('/chatbot/train/from-files', {
          body: {
            ...inTopic(topico),
            descripcion: description.trim() === '' ? null : description.trim(),
            file_ids: [...fileIds],
          },
        }),
      );
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
    async listTables(topico: string): Promise<TopicTable[]> {
      const answer = await expectData(
        api().POST('/chatbot/tables', { ...jsonDataForm('getTopicTables', inTopic(topico)) }),
      );
      return answer.tables;
    },
    /**
     * The questions an accounting topic's tables answer (SPEC §7 SQL questions), recreated and
     * fetched once more when the first fetch fails (SPEC §4, core's rule). The topic travels
     * upper-cased for these two calls (SPEC §5 "for SQL questions the topic is upper-cased").
     */
    async listSqlQuestions(topico: string): Promise<string[]> {
      const form = { ...context, topico: toTopicName(topico).toUpperCase() };
      const answer = await fetchSqlQuestions({
        fetch: () =>
          expectData(api().POST('/chatbot/sql-questions', jsonDataForm('getSqlQuestions', form))),
        recreate: async () =>
          (
            await api().POST(
              '/chatbot/sql-questions/recreate',
              jsonDataForm('recreateSqlQuestions', form),
            )
          ).response.status === 200,
        wait,
      });
      return answer.questions;
    },
    /**
     * The server's few questions worth asking next (SPEC §7 prompt suggestions), written by
     * `model`: about the topic's documents, or following on `conversationId`'s answers.
     */
    async suggestPrompts(
      topico: string,
      options: { conversationId: string | null; model: string | null },
    ): Promise<string[]> {
      const answer = await expectData(
        api().POST('/chatbot/prompt-suggestions', {
          ...jsonDataForm('getPromptSuggestions', {
            ...inTopic(topico),
            conversation_id: options.conversationId,
            model: options.model,
          }),
        }),
      );
      return answer.suggestions;
    },
    /** `prompt` rewritten by `model` to be answered better from the topic (SPEC §7 prompt generator). */
    async improvePrompt(topico: string, prompt: string, model: string | null): Promise<string> {
      const answer = await expectData(
        api().POST('/chatbot/prompt-generator', {
          ...jsonDataForm('generatePrompt', { ...inTopic(topico), prompt, model }),
        }),
      );
      return answer.message;
    },
  };
}

/** The chatbot's calls, bound to an SDK and a user. */
export type ChatbotApi = ReturnType<typeof createChatbotApi>;
