import { sql, type Kysely, type Selectable } from 'kysely';

import type { ChatConversationsTable, ChatMessagesTable, Tables } from '../../db/schema';

type Db = Kysely<Tables>;

export type ConversationRow = Selectable<ChatConversationsTable> & {
  message_count: number | string;
};
export type MessageRow = Selectable<ChatMessagesTable>;

const withCount = (db: Db) =>
  db
    .selectFrom('chat_conversations as c')
    .selectAll('c')
    .select(
      sql<number>`(SELECT count(*) FROM chat_messages m WHERE m.conversation_id = c.id)`.as(
        'message_count',
      ),
    );

export async function insertConversation(
  db: Db,
  input: { topicId: string; userId: string; name: string },
): Promise<string> {
  const row = await db
    .insertInto('chat_conversations')
    .values({ topic_id: input.topicId, user_id: input.userId, name: input.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findConversation(
  db: Db,
  scope: { userId: string; topicId: string },
  conversationId: string,
): Promise<ConversationRow | undefined> {
  return withCount(db)
    .where('c.id', '=', conversationId)
    .where('c.user_id', '=', scope.userId)
    .where('c.topic_id', '=', scope.topicId)
    .executeTakeFirst();
}

/** A topic's conversations, the most recently active first. */
export async function listConversations(db: Db, topicId: string): Promise<ConversationRow[]> {
  return withCount(db)
    .where('c.topic_id', '=', topicId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id')
    .execute();
}

export async function renameConversationRow(db: Db, id: string, name: string): Promise<void> {
  await db
    .updateTable('chat_conversations')
    .set({ name, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Marks the conversation active now, with its placeholders when its topic anonymises. */
export async function touchConversation(
  db: Db,
  id: string,
  masks?: readonly unknown[],
): Promise<void> {
  await db
    .updateTable('chat_conversations')
    .set({
      updated_at: sql<Date>`now()`,
      ...(masks === undefined ? {} : { masks: JSON.stringify(masks) }),
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteConversationRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('chat_conversations').where('id', '=', id).execute();
}

export async function selectMessages(db: Db, conversationId: string): Promise<MessageRow[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
