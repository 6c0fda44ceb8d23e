import { spendPages } from '../../balance/page-balance';
import type { JobContext } from '../../jobs/job-handler';
import type { IndexFileJobDependencies } from '../../storage/storage.feature';
import { setTopicFileState, type TrainingRow } from '../training/trainings.queries';
import { readFileTables, type TableFileFailure } from './file-tables';
import { storeTopicTables, topicTableNames } from './store/topic-tables';

export type TableTrainingOutcome =
  | { status: 'trained'; tables: number }
  | { status: 'failed'; reason: TableFileFailure | 'insufficient-balance' | 'error' };

/**
 * Trains one file of an accounting topic (issue 12): its sheets become tables of the topic, in
 * the same transaction that spends one page per table and records the file as trained, so a
 * run after a crash finds either all of it or none.
 */
export async function trainTableFile(
  dependencies: IndexFileJobDependencies,
  context: JobContext,
  training: TrainingRow,
  fileId: string,
): Promise<TableTrainingOutcome> {
  const { db } = dependencies.database;
  const taken = await topicTableNames(db, training.topic_id, fileId);
  const read = await readFileTables(dependencies, context, fileId, taken);
  if (read.status === 'gone') {
    return { status: 'failed', reason: 'error' };
  }
  if (read.status === 'failed') {
    return read;
  }
  const { tables } = read;
  const written = await db.transaction().execute(async (trx) => {
    if (
      !(await spendPages(trx, training.user_id, tables.length, {
        kind: 'training',
        trainingId: training.id,
      }))
    ) {
      return false;
    }
    await storeTopicTables(trx, training.topic_id, fileId, tables);
    await setTopicFileState(
      trx,
      { topicId: training.topic_id, fileId },
      {
        status: 'trained',
        reason: null,
        pages: tables.length,
        passages: 0,
        summary: tables.map((table) => table.title).join('\n'),
      },
    );
    return true;
  });
  return written
    ? { status: 'trained', tables: tables.length }
    : { status: 'failed', reason: 'insufficient-balance' };
}
