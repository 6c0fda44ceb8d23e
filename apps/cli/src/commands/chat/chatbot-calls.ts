import type { MiddlewareComponents } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';

type Schemas = MiddlewareComponents['schemas'];
export type Topic = Schemas['Topic'];
export type TopicDetail = Schemas['TopicDetail'];
export type Training = Schemas['Training'];
export type TrainingAccepted = Schemas['TrainingAccepted'];
/** A value of an accounting answer's result or of a table's preview (issue 12). */
export type TableValue = Schemas['TableValue'];
export type Conversation = Schemas['Conversation'];
export type History = Schemas['History'];
export type HistoryItem = Schemas['HistoryItem'];
export type Citation = Schemas['Citation'];
export type ChatbotKind = Schemas['ChatbotKind'];

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
