import type { Kysely } from 'kysely';

import type { ChatLanguage, ChatTopicFileStatus, Tables } from '../../db/schema';

type Db = Kysely<Tables>;

export type TopicFileRow = {
  file_id: string;
  filename: string;
  status: ChatTopicFileStatus;
  reason: string | null;
  language: ChatLanguage | null;
  pages: number | null;
  passages: number;
  summary: string | null;
};

/** A topic's files in the order they were added, with their names in Files. */
export async function selectTopicFiles(db: Db, topicId: string): Promise<TopicFileRow[]> {
  return db
    .selectFrom('chat_topic_files as tf')
    .innerJoin('files as f', 'f.id', 'tf.file_id')
    .select([
      'tf.file_id',
      'f.filename',
      'tf.status',
      'tf.reason',
      'tf.language',
      'tf.pages',
      'tf.passages',
      'tf.summary',
    ])
    .where('tf.topic_id', '=', topicId)
    .orderBy('tf.created_at')
    .orderBy('f.filename')
    .execute();
}

/**
 * Files of the user's chatbot folder that belong to `topicId` and to no other topic: what
 * deleting the topic removes from Files (DECISIONS.md "Chatbot").
 */
export async function selectFilesOnlyIn(
  db: Db,
  topicId: string,
  chatbotFolderId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('chat_topic_files as tf')
    .innerJoin('files as f', 'f.id', 'tf.file_id')
    .select('tf.file_id')
    .where('tf.topic_id', '=', topicId)
    .where('f.folder_id', '=', chatbotFolderId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('chat_topic_files as other')
            .select('other.file_id')
            .whereRef('other.file_id', '=', 'tf.file_id')
            .whereRef('other.topic_id', '<>', 'tf.topic_id'),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.file_id);
}

/** The id of the user's chatbot documents folder (SPEC §3 predefined folders). */
export async function findChatbotFolderId(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('folders')
    .select('id')
    .where('user_id', '=', userId)
    .where('system_kind', '=', 'chatbot')
    .executeTakeFirst();
  return row?.id;
}
