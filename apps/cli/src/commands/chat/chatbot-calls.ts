import type { AnswerSettings, MessageEndpoint, MissionId } from '@folio/core';
import {
  expectData,
  jsonDataForm,
  userContext,
  type ChatMessagePath,
  type MiddlewareComponents,
} from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';

type Schemas = MiddlewareComponents['schemas'];
export type Topic = Schemas['Topic'];
export type TopicDetail = Schemas['TopicDetail'];
export type Training = Schemas['Training'];
export type TrainingAccepted = Schemas['TrainingAccepted'];
export type Conversation = Schemas['Conversation'];
export type History = Schemas['History'];
export type HistoryItem = Schemas['HistoryItem'];
export type Citation = Schemas['Citation'];
export type ChatbotKind = Schemas['ChatbotKind'];
/** The settings a topic is created or trained with, besides the user context and its name. */
export type TopicSettings = Omit<Schemas['TopicSettings'], keyof ReturnType<typeof userContext>>;

/** The user context every chatbot call carries (SPEC §7): the signed-in user's. */
function owner(context: SignedInContext) {
  return userContext(context.session.current().email);
}

/** The user's topics, the global-search one among them (getTopics). */
export function listTopics(context: SignedInContext): Promise<Topic[]> {
  return context.folio.chat.topics.list();
}

/** One topic with its files and latest training (getTopic). */
export function getTopic(context: SignedInContext, topico: string): Promise<TopicDetail> {
  return context.folio.chat.topics.get(topico);
}

/**
 * The topic named `name`, matched as the server stores names (lower-cased; the global-search
 * topic by its wire name); a CliError naming it when the user has none, so a typo is told before
 * anything is sent.
 */
export async function requireTopic(context: SignedInContext, topico: string): Promise<Topic> {
  const topic = (await listTopics(context)).find(
    (candidate) => candidate.topico.toLowerCase() === topico.toLowerCase(),
  );
  if (!topic) {
    throw new CliError('cli.chat.topicNotFound', { topic: topico });
  }
  return topic;
}

/** Creates a topic from its reference file and starts training it (configureChatbot, 202). */
export async function configureTopic(
  context: SignedInContext,
  settings: TopicSettings,
  file: File,
): Promise<TrainingAccepted> {
  return expectData(
    context.clients.middleware.POST('/chatbot/configure', {
      ...jsonDataForm('configureChatbot', { ...owner(context), ...settings }, { file }),
    }),
  );
}

/** Adds files to a conversational topic and starts training them (trainConversational, 202). */
export async function trainConversational(
  context: SignedInContext,
  settings: TopicSettings,
  files: File[],
): Promise<TrainingAccepted> {
  return expectData(
    context.clients.middleware.POST('/chatbot/train/conversational', {
      ...jsonDataForm('trainConversational', { ...owner(context), ...settings }, { files }),
    }),
  );
}

/** Deletes a topic and its conversations (deleteTopic). */
export function deleteTopic(context: SignedInContext, topico: string): Promise<TopicDetail> {
  return context.folio.chat.topics.delete(topico);
}

/** A new conversation in a topic, under the default name (createConversation). */
export function createConversation(
  context: SignedInContext,
  topico: string,
): Promise<Conversation> {
  return context.folio.chat.conversations.create(topico);
}

/** A topic's conversations (getConversationsByTopic). */
export function listConversations(
  context: SignedInContext,
  topico: string,
): Promise<Conversation[]> {
  return context.folio.chat.conversations.list(topico);
}

/** A conversation and its messages, oldest first (getHistory). */
export function getHistory(
  context: SignedInContext,
  topico: string,
  conversationId: string,
): Promise<History> {
  return context.folio.chat.conversations.history(topico, conversationId);
}

/**
 * Questions worth asking a topic (getPromptSuggestions), written by `model` (the server's default
 * when null): about its documents, or following on a conversation's answers.
 */
export async function suggestPrompts(
  context: SignedInContext,
  topico: string,
  options: { conversationId: string | undefined; model: string | null },
): Promise<Schemas['PromptSuggestions']> {
  return expectData(
    context.clients.middleware.POST('/chatbot/prompt-suggestions', {
      ...jsonDataForm('getPromptSuggestions', {
        ...owner(context),
        topico,
        conversation_id: options.conversationId ?? null,
        model: options.model,
      }),
    }),
  );
}

/**
 * The `json_data` of a message: the user context, the topic, the question, the conversation, the
 * model, tone and personality that answer it and its mission (SPEC §3 Message send).
 */
export function messageJsonData(
  context: SignedInContext,
  message: {
    topico: string;
    prompt: string;
    conversationId: string | undefined;
    settings: AnswerSettings;
    mission: MissionId | null;
  },
) {
  return {
    ...owner(context),
    topico: message.topico,
    prompt: message.prompt,
    conversation_id: message.conversationId ?? null,
    timestamp: new Date().toISOString(),
    model: message.settings.model,
    tono: message.settings.tone,
    personalidad: message.settings.personality,
    mision: message.mission,
  };
}

/** The send-message route of each endpoint (SPEC §5 routing). */
export const MESSAGE_PATHS = {
  conversational: '/chatbot/messages/conversational',
  document: '/chatbot/messages/document',
  image: '/chatbot/messages/image',
  audio: '/chatbot/messages/audio',
  accountant: '/chatbot/messages/accountant',
} as const satisfies Record<MessageEndpoint, ChatMessagePath>;
