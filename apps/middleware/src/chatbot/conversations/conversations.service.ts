import { AppError, DEFAULT_CONVERSATION_NAME } from '@folio/core';

import type { Owner } from '../../storage/storage.feature';
import type { ChatbotDeps } from '../chatbot-deps';
import type { TopicListRow } from '../topics/topics.queries';
import {
  toConversationView,
  toHistoryItem,
  type ConversationView,
  type HistoryItemView,
} from './conversation-view';
import {
  deleteConversationRow,
  findConversation,
  insertConversation,
  listConversations,
  renameConversationRow,
  selectMessages,
  type ConversationRow,
} from './conversations.queries';

function conversationNotFound(id: string): AppError {
  return new AppError('RESOURCE_NOT_FOUND', {
    message: `no conversation ${id}`,
    detail: { resource: 'conversation', conversation_id: id },
  });
}

/**
 * A topic's conversations (SPEC §3, §7): create (named 'Nueva Conversación', SPEC §4), list,
 * history, rename, delete. A conversation is found only through its owner's topic, so another
 * user's id is RESOURCE_NOT_FOUND.
 */
export function createConversationService(deps: ChatbotDeps) {
  const { db } = deps;

  async function find(owner: Owner, topic: TopicListRow, id: string): Promise<ConversationRow> {
    const row = await findConversation(db, { userId: owner.userId, topicId: topic.id }, id);
    if (!row) {
      throw conversationNotFound(id);
    }
    return row;
  }

  return {
    find,

    async create(owner: Owner, topic: TopicListRow): Promise<ConversationView> {
      const id = await insertConversation(db, {
        topicId: topic.id,
        userId: owner.userId,
        name: DEFAULT_CONVERSATION_NAME,
      });
      return toConversationView(await find(owner, topic, id), topic.name);
    },

    async list(topic: TopicListRow): Promise<ConversationView[]> {
      const rows = await listConversations(db, topic.id);
      return rows.map((row) => toConversationView(row, topic.name));
    },

    async history(
      owner: Owner,
      topic: TopicListRow,
      id: string,
    ): Promise<{ conversation: ConversationView; conversations: HistoryItemView[] }> {
      const row = await find(owner, topic, id);
      const messages = await selectMessages(db, row.id);
      return {
        conversation: toConversationView(row, topic.name),
        conversations: messages.map(toHistoryItem),
      };
    },

    async rename(
      owner: Owner,
      topic: TopicListRow,
      id: string,
      name: string,
    ): Promise<ConversationView> {
      const trimmed = name.trim();
      if (trimmed === '') {
        throw new AppError('MISSING_PARAMETERS', {
          message: 'a conversation needs a name',
          detail: { fields: ['descripcion'] },
        });
      }
      await find(owner, topic, id);
      await renameConversationRow(db, id, trimmed);
      return toConversationView(await find(owner, topic, id), topic.name);
    },

    async delete(owner: Owner, topic: TopicListRow, id: string): Promise<ConversationView> {
      const view = toConversationView(await find(owner, topic, id), topic.name);
      await deleteConversationRow(db, id);
      return view;
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
