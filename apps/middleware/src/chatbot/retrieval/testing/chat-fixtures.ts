import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Tables } from '../../../db/schema';
import { folderOf, insertUser } from '../../../testing/user-rows';

type Db = Kysely<Tables>;

/** A user with a folder, for tests that store files and passages without signing in. */
export async function insertOwner(
  db: Db,
  email: string,
): Promise<{ userId: string; folderId: string }> {
  const userId = await insertUser(db, email);
  return { userId, folderId: await folderOf(db, userId, 'Chatbot') };
}

/** A file row (no blob: retrieval never reads one). */
export async function insertFileRow(
  db: Db,
  owner: { userId: string; folderId: string },
  filename: string,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('files')
    .values({
      id,
      user_id: owner.userId,
      folder_id: owner.folderId,
      filename,
      name_key: filename.toLowerCase(),
      blob_key: `test/${id}`,
      mime_type: 'text/markdown',
      kind: 'document',
      category: 'chat',
      config_name: null,
      size: 1,
      sha256: '0'.repeat(64),
      pages: 1,
      description: null,
    })
    .execute();
  return id;
}

/** A topic of the user. */
export async function insertTopic(db: Db, userId: string, name: string): Promise<string> {
  const row = await db
    .insertInto('chat_topics')
    .values({ user_id: userId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A conversation in a topic. */
export async function insertConversation(db: Db, userId: string, topicId: string): Promise<string> {
  const row = await db
    .insertInto('chat_conversations')
    .values({ user_id: userId, topic_id: topicId, name: 'chat' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
