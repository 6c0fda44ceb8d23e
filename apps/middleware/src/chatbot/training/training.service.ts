import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';

import type { Tables } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import type { TopicRow } from '../topics/topics.queries';
import { TRAIN_TOPIC_JOB_KIND } from './train-topic.job';
import { toTrainingView, type TrainingView } from './training-view';
import {
  attachTrainingFiles,
  findTraining,
  insertTraining,
  selectTrainingFiles,
  setTrainingJob,
  type TrainingRow,
} from './trainings.queries';

/**
 * Starts a training batch inside the caller's transaction (the one that stores the files, or
 * creates the topic): the batch row, the topic's files pointing at it, their tags in Files, and
 * the `chatbot.train` job, so the job exists exactly when the files and the topic do.
 */
export async function startTraining(
  trx: Transaction<Tables>,
  topic: Pick<TopicRow, 'id' | 'user_id' | 'name'>,
  fileIds: readonly string[],
): Promise<TrainingRow> {
  const training = await insertTraining(trx, topic.id, topic.user_id);
  await attachTrainingFiles(trx, {
    topicId: topic.id,
    userId: topic.user_id,
    trainingId: training.id,
    fileIds,
  });
  // DECISIONS.md "Chatbot": a topic's files are tagged with the topic in Files.
  if (fileIds.length > 0) {
    await trx
      .updateTable('files')
      .set({ tags: sql<string[]>`array_append(tags, ${topic.name})` })
      .where('id', 'in', fileIds)
      .where(sql<boolean>`NOT (${topic.name} = ANY (tags))`)
      .execute();
  }
  const jobId = await enqueueJob(trx, {
    kind: TRAIN_TOPIC_JOB_KIND,
    payload: { trainingId: training.id },
  });
  await setTrainingJob(trx, training.id, jobId);
  return { ...training, job_id: jobId };
}

/** A training as the contract shows it, read now (progress moves while the job runs). */
export async function readTrainingView(
  db: Kysely<Tables>,
  training: TrainingRow,
  topicName: string,
): Promise<TrainingView> {
  const current = (await findTraining(db, training.id)) ?? training;
  return toTrainingView(current, topicName, await selectTrainingFiles(db, training.id));
}
