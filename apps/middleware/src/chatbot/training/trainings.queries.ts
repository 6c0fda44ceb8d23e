import { sql, type Kysely, type Selectable } from 'kysely';

import type { ChatTopicFileStatus, ChatTrainingsTable, Tables } from '../../db/schema';

type Db = Kysely<Tables>;

export type TrainingRow = Selectable<ChatTrainingsTable>;

/** A file of a training batch, with its name in Files. */
export type TrainingFileRow = {
  file_id: string;
  filename: string;
  status: ChatTopicFileStatus;
  reason: string | null;
  pages: number | null;
};

export async function insertTraining(
  db: Db,
  topicId: string,
  userId: string,
): Promise<TrainingRow> {
  return db
    .insertInto('chat_trainings')
    .values({ topic_id: topicId, user_id: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setTrainingJob(db: Db, trainingId: string, jobId: string): Promise<void> {
  await db
    .updateTable('chat_trainings')
    .set({ job_id: jobId })
    .where('id', '=', trainingId)
    .execute();
}

/**
 * Puts files in a topic for a batch: new ones are added, ones the topic already has are trained
 * again (their passages are replaced when the batch reaches them).
 */
export async function attachTrainingFiles(
  db: Db,
  input: { topicId: string; userId: string; trainingId: string; fileIds: readonly string[] },
): Promise<void> {
  if (input.fileIds.length === 0) {
    return;
  }
  await db
    .insertInto('chat_topic_files')
    .values(
      input.fileIds.map((fileId, position) => ({
        topic_id: input.topicId,
        file_id: fileId,
        user_id: input.userId,
        training_id: input.trainingId,
        position,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['topic_id', 'file_id']).doUpdateSet((eb) => ({
        training_id: eb.ref('excluded.training_id'),
        position: eb.ref('excluded.position'),
        status: 'pending',
        reason: null,
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

export async function findTraining(db: Db, trainingId: string): Promise<TrainingRow | undefined> {
  return db
    .selectFrom('chat_trainings')
    .selectAll()
    .where('id', '=', trainingId)
    .executeTakeFirst();
}

/** The latest training of each topic. */
export async function latestTrainings(
  db: Db,
  topicIds: readonly string[],
): Promise<Map<string, TrainingRow>> {
  if (topicIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .selectFrom('chat_trainings')
    .selectAll()
    .distinctOn('topic_id')
    .where('topic_id', 'in', topicIds)
    .orderBy('topic_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.topic_id, row]));
}

export async function selectTrainingFiles(db: Db, trainingId: string): Promise<TrainingFileRow[]> {
  return db
    .selectFrom('chat_topic_files as tf')
    .innerJoin('files as f', 'f.id', 'tf.file_id')
    .select(['tf.file_id', 'f.filename', 'tf.status', 'tf.reason', 'tf.pages'])
    .where('tf.training_id', '=', trainingId)
    .orderBy('tf.position')
    .orderBy('f.filename')
    .execute();
}

export async function setTrainingStatus(
  db: Db,
  trainingId: string,
  status: TrainingRow['status'],
): Promise<void> {
  const isFinished = status === 'succeeded' || status === 'failed';
  await db
    .updateTable('chat_trainings')
    .set({ status, finished_at: isFinished ? sql<Date>`now()` : null })
    .where('id', '=', trainingId)
    .execute();
}

export async function setTopicFileState(
  db: Db,
  key: { topicId: string; fileId: string },
  state: {
    status: ChatTopicFileStatus;
    reason?: string | null;
    language?: 'es' | 'en' | null;
    pages?: number | null;
    passages?: number;
    summary?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('chat_topic_files')
    .set({ ...state, updated_at: sql<Date>`now()` })
    .where('topic_id', '=', key.topicId)
    .where('file_id', '=', key.fileId)
    .execute();
}
