import { expectData } from '../clients';
import type { components } from '../generated/middleware';
import { jsonDataForm } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';

type Schemas = components['schemas'];

/** A conversation of a topic: its id, name and when it was last used. */
export type Conversation = Schemas['Conversation'];
/** A conversation's messages, oldest first (getHistory). */
export type ConversationHistory = Schemas['History'];

/**
 * A topic's conversations (SPEC §7 Chatbot): create, list, read, rename, delete. Topic names go
 * as given; the server keeps them lower-cased (SPEC §5).
 */
export function createConversationsResource(context: ClientContext) {
  const api = () => context.clients.middleware;
  const inTopic = (topic: string) => ({ ...context.user(), topico: topic });
  const inConversation = (topic: string, conversationId: string) => ({
    ...inTopic(topic),
    conversation_id: conversationId,
  });
  return {
    /** Starts a conversation in a topic (it has no name until renamed). */
    create: (topic: string, options?: CallOptions) =>
      runCall(context, options, (signal) =>
        expectData(
          api().POST('/chatbot/conversations/create', {
            ...jsonDataForm('createConversation', inTopic(topic)),
            signal,
          }),
        ),
      ),
    /** A topic's conversations. */
    async list(topic: string, options?: CallOptions): Promise<Conversation[]> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/chatbot/conversations/list', {
            ...jsonDataForm('getConversationsByTopic', inTopic(topic)),
            signal,
          }),
        ),
      );
      return answer.conversations;
    },
    /** A conversation and its messages, oldest first. */
    history: (
      topic: string,
      conversationId: string,
      options?: CallOptions,
    ): Promise<ConversationHistory> =>
      runCall(context, options, (signal) =>
        expectData(
          api().POST('/chatbot/history', {
            ...jsonDataForm('getHistory', inConversation(topic, conversationId)),
            signal,
          }),
        ),
      ),
    /** Gives a conversation a name. */
    rename: (topic: string, conversationId: string, name: string, options?: CallOptions) =>
      runCall(context, options, (signal) =>
        expectData(
          api().POST('/chatbot/conversations/rename', {
            ...jsonDataForm('updateConversationName', {
              ...inConversation(topic, conversationId),
              descripcion: name,
            }),
            signal,
          }),
        ),
      ),
    /** Deletes a conversation and its messages. */
    async delete(topic: string, conversationId: string, options?: CallOptions): Promise<void> {
      await runCall(context, options, (signal) =>
        expectData(
          api().POST('/chatbot/conversations/delete', {
            ...jsonDataForm('deleteConversation', inConversation(topic, conversationId)),
            signal,
          }),
        ),
      );
    },
  };
}

/** The conversations of the chat resource. */
export type ConversationsResource = ReturnType<typeof createConversationsResource>;
