import {
  AppError,
  AUDIO_FILE_TYPES,
  CHAT_MAX_FILES,
  DOCUMENT_MESSAGE_TYPES,
  fileExtension,
  IMAGE_FILE_TYPES,
  languageFromAcceptLanguage,
} from '@folio/core';
import type { MiddlewareJsonData } from '@folio/sdk';
import { requireAuth } from '@folio/server';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { readJsonData } from '../json-data';
import { readJsonDataForm } from '../json-data-form';
import type { MiddlewareHandlers } from '../middleware-handlers';
import { createRequestOwner, receiveStagedForm, type Owner } from '../storage/storage.feature';
import { sendEventStream, wantsEventStream } from './answers/event-stream';
import type { ChatbotFeature } from './chatbot.feature';
import { fromUiLanguage } from './engine/language';
import { checkTrainingFileName } from './topics/topics.service';
import type { TopicListRow } from './topics/topics.queries';

type TopicKind = TopicListRow['config_chatbot'];

/** The operations of tag `chatbot` in `openapi/middleware.yaml`. */
export type ChatbotHandlers = Pick<
  MiddlewareHandlers,
  | 'getTopics'
  | 'getTopic'
  | 'configureChatbot'
  | 'trainConversational'
  | 'trainFromDocumentDatabase'
  | 'trainFromFiles'
  | 'deleteTopic'
  | 'createConversation'
  | 'getConversationsByTopic'
  | 'getHistory'
  | 'updateConversationName'
  | 'deleteConversation'
  | 'getPromptSuggestions'
  | 'generatePrompt'
  | 'sendMessageReasoner'
  | 'sendMessageConversational'
  | 'sendMessageDocument'
  | 'sendMessageImage'
  | 'sendMessageAudio'
  | 'trainAccounting'
  | 'getTopicTables'
  | 'getSqlQuestions'
  | 'recreateSqlQuestions'
  | 'sendMessageAccountant'
>;

type MessageJsonData = MiddlewareJsonData['sendMessageConversational'];

/** The caller's interface language (its Accept-Language), as the engine names languages. */
function interfaceLanguage(request: FastifyRequest) {
  return fromUiLanguage(languageFromAcceptLanguage(request.headers['accept-language']));
}

/** The send-message routes (SPEC §5 message routing) and the reasoner (SPEC §7). */
type MessageRoute = 'conversational' | 'document' | 'image' | 'audio' | 'reasoner' | 'accountant';

/** The model the reasoner route always asks (SPEC §3: complex reasoning). */
const REASONER_MODEL = 'deepseek-reasoner';

/** The file types each route takes; the conversational route takes documents too. */
const ACCEPTED_BY_ROUTE: Record<MessageRoute, readonly string[]> = {
  conversational: DOCUMENT_MESSAGE_TYPES,
  document: DOCUMENT_MESSAGE_TYPES,
  image: IMAGE_FILE_TYPES,
  audio: AUDIO_FILE_TYPES,
  reasoner: DOCUMENT_MESSAGE_TYPES,
  // An accounting question is asked of the topic's tables: files are trained into it instead.
  accountant: [],
};

/**
 * The chatbot (SPEC §7 Chatbot; issue 10), keyed by the operationIds of
 * `openapi/middleware.yaml`. Every call is a form whose `json_data` carries the user context
 * (checked against the token) and the topic; every call acts for the token's user only.
 */
export function chatbotRoutes(feature: ChatbotFeature): ChatbotHandlers {
  const { topics, conversations, answers, suggestions, prompts, accounting } = feature;
  const storageDeps = feature.deps.storage.deps;
  const caller = createRequestOwner(feature.deps.storage.owners);

  /** The owner and topic of a form that names a topic. */
  async function topicOf(
    request: FastifyRequest,
    jsonData: { topico: string; user: string; empresa: string },
  ): Promise<{ owner: Owner; topic: TopicListRow }> {
    const owner = await caller(request, jsonData);
    return { owner, topic: await topics.find(owner, jsonData.topico) };
  }

  /** Sends a question's answer, streamed or whole (SPEC §7 send message). */
  async function answer(request: FastifyRequest, reply: FastifyReply, route: MessageRoute) {
    const accepts = ACCEPTED_BY_ROUTE[route];
    const auth = requireAuth(request);
    const owner = await caller(request);
    const { accepted, staged } = await receiveStagedForm(request, storageDeps, owner, {
      fileFields: ['files', 'file'],
      maxFiles: CHAT_MAX_FILES,
      requireFiles: route === 'document' || route === 'image' || route === 'audio',
      acceptJsonData: async (text) => {
        const jsonData: MessageJsonData = readJsonData('sendMessageConversational', text, auth);
        return { jsonData, topic: await topics.find(owner, jsonData.topico) };
      },
      // SPEC §5 routing: documents come to the document route; images and audio to their own.
      checkFileName: (name) => {
        if (!accepts.includes(fileExtension(name))) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
            message: `${name}: this message route takes ${accepts.join(', ')} files`,
            detail: { file: name, accepted: accepts },
          });
        }
      },
    });
    const { jsonData, topic } = accepted;
    const controller = new AbortController();
    const events = answers.ask(owner, {
      topic,
      prompt: jsonData.prompt,
      conversationId: jsonData.conversation_id ?? null,
      model: route === 'reasoner' ? REASONER_MODEL : (jsonData.model ?? null),
      tone: jsonData.tono ?? null,
      personality: jsonData.personalidad ?? null,
      mission: jsonData.mision ?? null,
      webSearch: jsonData.web_search === true,
      language: interfaceLanguage(request),
      attachmentKind: route === 'image' || route === 'audio' ? route : 'document',
      attachments: staged,
      signal: controller.signal,
    });
    if (wantsEventStream(request)) {
      await sendEventStream(request, reply, events, controller);
      return reply;
    }
    for await (const event of events) {
      if (event.event === 'done') {
        return event.data;
      }
    }
    throw new Error('an answer ended without its message');
  }

  /**
   * Adds files to a topic (SPEC §7 train conversational / train accounting): each route trains
   * its own kind of topic (SPEC §5), another kind is INVALID_REQUEST before a byte is stored.
   */
  async function train(request: FastifyRequest, reply: FastifyReply, kind: TopicKind) {
    const auth = requireAuth(request);
    const owner = await caller(request);
    const { accepted, staged } = await receiveStagedForm(request, storageDeps, owner, {
      fileFields: ['files', 'file'],
      maxFiles: 500,
      requireFiles: true,
      acceptJsonData: async (text) => {
        const topic = await topics.find(
          owner,
          readJsonData('trainConversational', text, auth).topico,
        );
        if (topic.config_chatbot !== kind) {
          throw new AppError('INVALID_REQUEST', {
            message: `${topic.name} is a ${topic.config_chatbot} topic: use its own training route`,
            detail: { topico: topic.name, config_chatbot: topic.config_chatbot },
          });
        }
        return topic;
      },
      checkFileName: (name, topic) => checkTrainingFileName(topic.config_chatbot, name),
    });
    return reply.code(202).send(await topics.addFiles(owner, accepted, staged));
  }

  return {
    getTopics: async (request) => {
      const jsonData = await readJsonDataForm(request, 'getTopics');
      const owner = await caller(request, jsonData);
      return { topics: await topics.list(owner) };
    },

    getTopic: async (request) => {
      const jsonData = await readJsonDataForm(request, 'getTopic');
      const owner = await caller(request, jsonData);
      return topics.detail(owner, jsonData.topico);
    },

    configureChatbot: async (request, reply) => {
      const auth = requireAuth(request);
      const owner = await caller(request);
      const { accepted, staged } = await receiveStagedForm(request, storageDeps, owner, {
        fileFields: ['file'],
        maxFiles: 1,
        requireFiles: true,
        acceptJsonData: (text) => {
          const settings = readJsonData('configureChatbot', text, auth);
          topics.checkNewTopic(owner, settings);
          return settings;
        },
        checkFileName: (name, settings) =>
          checkTrainingFileName(settings.config_chatbot ?? 'documental', name),
      });
      return reply.code(202).send(await topics.configure(owner, accepted, staged));
    },

    trainConversational: (request, reply) => train(request, reply, 'documental'),
    trainAccounting: (request, reply) => train(request, reply, 'estructurado'),

    trainFromDocumentDatabase: async (request, reply) => {
      const { body } = request;
      const owner = await caller(request, body);
      const ids = [...(body.file_id ? [body.file_id] : []), ...(body.files_ids ?? [])];
      return reply.code(202).send(await topics.trainDocumentDatabaseFiles(owner, body, ids));
    },

    trainFromFiles: async (request, reply) => {
      const { body } = request;
      const owner = await caller(request, body);
      return reply.code(202).send(await topics.trainFiles(owner, body, body.file_ids));
    },

    deleteTopic: async (request) => {
      const jsonData = await readJsonDataForm(request, 'deleteTopic');
      const owner = await caller(request, jsonData);
      return topics.delete(owner, jsonData.topico);
    },

    createConversation: async (request, reply) => {
      const { owner, topic } = await topicOf(
        request,
        await readJsonDataForm(request, 'createConversation'),
      );
      return reply.code(201).send(await conversations.create(owner, topic));
    },

    getConversationsByTopic: async (request) => {
      const { topic } = await topicOf(
        request,
        await readJsonDataForm(request, 'getConversationsByTopic'),
      );
      return { conversations: await conversations.list(topic) };
    },

    getHistory: async (request) => {
      const jsonData = await readJsonDataForm(request, 'getHistory');
      const { owner, topic } = await topicOf(request, jsonData);
      return conversations.history(owner, topic, jsonData.conversation_id);
    },

    updateConversationName: async (request) => {
      const jsonData = await readJsonDataForm(request, 'updateConversationName');
      const { owner, topic } = await topicOf(request, jsonData);
      return conversations.rename(owner, topic, jsonData.conversation_id, jsonData.descripcion);
    },

    deleteConversation: async (request) => {
      const jsonData = await readJsonDataForm(request, 'deleteConversation');
      const { owner, topic } = await topicOf(request, jsonData);
      return conversations.delete(owner, topic, jsonData.conversation_id);
    },

    getPromptSuggestions: async (request) => {
      const jsonData = await readJsonDataForm(request, 'getPromptSuggestions');
      const { owner, topic } = await topicOf(request, jsonData);
      return suggestions.suggest(owner, {
        topic,
        conversationId: jsonData.conversation_id ?? null,
        contexto: jsonData.contexto ?? null,
        model: jsonData.model ?? null,
        language: interfaceLanguage(request),
      });
    },
    generatePrompt: async (request) => {
      const jsonData = await readJsonDataForm(request, 'generatePrompt');
      const { topic } = await topicOf(request, jsonData);
      return prompts.generate({
        topic,
        prompt: jsonData.prompt,
        model: jsonData.model ?? null,
        language: interfaceLanguage(request),
      });
    },
    sendMessageReasoner: (request, reply) => answer(request, reply, 'reasoner'),
    sendMessageConversational: (request, reply) => answer(request, reply, 'conversational'),
    sendMessageDocument: (request, reply) => answer(request, reply, 'document'),
    sendMessageImage: (request, reply) => answer(request, reply, 'image'),
    sendMessageAudio: (request, reply) => answer(request, reply, 'audio'),
    sendMessageAccountant: (request, reply) => answer(request, reply, 'accountant'),

    getTopicTables: async (request) => {
      const { topic } = await topicOf(request, await readJsonDataForm(request, 'getTopicTables'));
      return accounting.tables(topic);
    },
    getSqlQuestions: async (request) => {
      const { topic } = await topicOf(request, await readJsonDataForm(request, 'getSqlQuestions'));
      return accounting.sqlQuestions(topic, interfaceLanguage(request));
    },
    recreateSqlQuestions: async (request) => {
      const { topic } = await topicOf(
        request,
        await readJsonDataForm(request, 'recreateSqlQuestions'),
      );
      return accounting.recreateSqlQuestions(topic, interfaceLanguage(request));
    },
  };
}
