import { GLOBAL_SEARCH_TOPIC } from '@folio/core';
import { sql, type Kysely, type Selectable } from 'kysely';

import type { ChatTopicsTable, Tables } from '../../db/schema';

type Db = Kysely<Tables>;

export type TopicRow = Selectable<ChatTopicsTable>;

/** A topic with what its list shows: its files, conversations, and files still training. */
export type TopicListRow = TopicRow & {
  file_count: number | string;
  trained_count: number | string;
  conversation_count: number | string;
};

export type NewTopic = {
  userId: string;
  name: string;
  description: string;
  documentType: string;
  configChatbot: 'documental' | 'estructurado';
  longer: boolean;
  annonimization: boolean;
  mannuscrit: boolean;
};

const withCounts = (db: Db) =>
  db
    .selectFrom('chat_topics as t')
    .selectAll('t')
    .select([
      sql<number>`(SELECT count(*) FROM chat_topic_files f WHERE f.topic_id = t.id)`.as(
        'file_count',
      ),
      sql<number>`(SELECT count(*) FROM chat_topic_files f WHERE f.topic_id = t.id AND f.status = 'trained')`.as(
        'trained_count',
      ),
      sql<number>`(SELECT count(*) FROM chat_conversations c WHERE c.topic_id = t.id)`.as(
        'conversation_count',
      ),
    ]);

export async function listTopicRows(db: Db, userId: string): Promise<TopicListRow[]> {
  return withCounts(db)
    .where('t.user_id', '=', userId)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .execute();
}

export async function findTopicRow(
  db: Db,
  userId: string,
  name: string,
): Promise<TopicListRow | undefined> {
  return withCounts(db)
    .where('t.user_id', '=', userId)
    .where('t.name', '=', name)
    .executeTakeFirst();
}

/** Inserts a topic; undefined when the user already has one of that name. */
export async function insertTopicRow(db: Db, topic: NewTopic): Promise<TopicRow | undefined> {
  return db
    .insertInto('chat_topics')
    .values({
      user_id: topic.userId,
      name: topic.name,
      description: topic.description,
      document_type: topic.documentType,
      config_chatbot: topic.configChatbot,
      longer: topic.longer,
      annonimization: topic.annonimization,
      mannuscrit: topic.mannuscrit,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'name']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The user's global-search topic, created on first use (racing requests create one). */
export async function ensureGlobalTopicRow(db: Db, userId: string): Promise<void> {
  await db
    .insertInto('chat_topics')
    .values({ user_id: userId, name: GLOBAL_SEARCH_TOPIC, is_global: true })
    .onConflict((conflict) => conflict.columns(['user_id', 'name']).doNothing())
    .execute();
}

export async function deleteTopicRow(db: Db, topicId: string): Promise<void> {
  await db.deleteFrom('chat_topics').where('id', '=', topicId).execute();
}

export async function touchTopic(db: Db, topicId: string): Promise<void> {
  await db
    .updateTable('chat_topics')
    .set({ updated_at: sql<Date>`now()` })
    .where('id', '=', topicId)
    .execute();
}
