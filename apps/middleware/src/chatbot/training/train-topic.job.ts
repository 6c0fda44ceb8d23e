import type { Embeddings } from '../../ai';
import { readIndexedText, type IndexFileJobDependencies } from '../../storage/storage.feature';
import { spendPages } from '../../balance/page-balance';
import { type JobContext, type JobHandler, payloadId } from '../../jobs/job-handler';
import type { AbandonedJob } from '../../jobs/job-queue';
import { createStatisticsKeeper } from '../../db/table-statistics';
import { emitWebhookEvent } from '../../webhooks/webhooks.feature';
import { recreateSqlQuestions } from '../accounting/sql-questions';
import { trainTableFile } from '../accounting/train-tables';
import { chunkPages } from '../engine/chunk';
import { detectLanguage } from '../engine/language';
import { summarise } from '../engine/summary';
import { readWords } from '../engine/words';
import { storePassageVectors } from '../retrieval/passage-vectors.queries';
import { deleteFilePassages, insertPassages } from '../retrieval/passages.queries';
import {
  findTraining,
  selectTrainingFiles,
  setTopicFileState,
  setTrainingStatus,
  type TrainingRow,
} from './trainings.queries';

/** The kind of the job that trains one batch of a topic's files: `{ trainingId }`. */
export const TRAIN_TOPIC_JOB_KIND = 'chatbot.train';

// Files read ahead of the one being written: three keep the reader (pdftotext, OCR: other
// processes) busy while a file's passages are written, and hold at most three files' text in
// memory (issue 10's ingest bench, 1,000 pages: 4.2 s with two ahead, 3.8 s with three).
const READ_AHEAD = 3;

type Outcome =
  { status: 'trained'; pages: number; passages: number } | { status: 'failed'; reason: string };

/** A file's text as read for training; `error` is a failure that another run may cure. */
type FileText =
  | { status: 'indexed'; pages: { page: number; text: string }[] }
  | { status: 'failed'; reason: string }
  | { status: 'error'; error: unknown };

/** An accounting file's training as the batch counts it: its tables stand for its pages. */
function tableOutcome(outcome: Awaited<ReturnType<typeof trainTableFile>>): Outcome {
  return outcome.status === 'trained'
    ? { status: 'trained', pages: outcome.tables, passages: 0 }
    : outcome;
}

/**
 * `chatbot.train`: walks a training batch's files in order, each read through the files index
 * (text by page, OCR where a page has none, every parse bounded and killable), cut into
 * passages that follow the document's structure, its language detected, its summary made, and
 * its pages spent from the balance in the same transaction that writes its passages. Files the
 * batch already finished are skipped, and a file's passages are replaced, never added to, so a
 * run after a crash goes on where the last one stopped, without duplicates. A file that cannot be
 * read fails alone, with its reason; the batch succeeds when at least one file was processed.
 */
export function createTrainTopicJob(
  dependencies: IndexFileJobDependencies & { embeddings?: Embeddings | undefined },
): JobHandler {
  const { db } = dependencies.database;
  // Passages arrive in bulk while the product runs; retrieval's plans need their statistics.
  const statistics = createStatisticsKeeper(db, dependencies.logger, 'chat_passages');

  /**
   * The topic's kind (an accounting topic trains tables) and SPEC §3 `mannuscrit`: every page of
   * the topic's PDFs is read by OCR (DECISIONS.md).
   */
  async function topicOf(topicId: string) {
    return db
      .selectFrom('chat_topics')
      .select(['mannuscrit', 'config_chatbot'])
      .where('id', '=', topicId)
      .executeTakeFirst();
  }

  /**
   * Marks a file in training and reads its text by page (the files index reads it: pdf.js in a
   * worker thread, OCR in its pool), or says why it cannot be trained. Never throws: a failure comes back as `error`, so a read started
   * ahead of its turn cannot reject unobserved.
   */
  async function readFileText(
    context: JobContext,
    training: TrainingRow,
    fileId: string,
    mannuscrit: boolean,
  ): Promise<FileText> {
    try {
      await setTopicFileState(db, { topicId: training.topic_id, fileId }, { status: 'training' });
      const text = await readIndexedText(dependencies, context, fileId, {
        ocrEveryPage: mannuscrit,
      });
      if (text.status === 'gone') {
        return { status: 'failed', reason: 'error' };
      }
      if (text.status !== 'indexed') {
        return { status: 'failed', reason: text.reason ?? 'unreadable' };
      }
      return text;
    } catch (error) {
      return { status: 'error', error };
    }
  }

  /** Cuts a file's text into passages and writes them, spending its pages (one transaction). */
  async function trainText(
    context: JobContext,
    training: TrainingRow,
    fileId: string,
    text: FileText,
  ): Promise<Outcome> {
    if (text.status === 'error') {
      throw text.error;
    }
    if (text.status !== 'indexed') {
      return text;
    }
    const pages = text.pages.filter((page) => page.text.trim() !== '');
    if (pages.length === 0) {
      return { status: 'failed', reason: 'no-text' };
    }
    const language = detectLanguage(pages.map((page) => page.text).join('\n'));
    const drafts = chunkPages(pages);
    if (drafts.length === 0) {
      return { status: 'failed', reason: 'no-text' };
    }
    const pageCount = text.pages.length;
    // Outside the transaction: a slow endpoint must not hold it open. A failing one fails this
    // run, which is retried (DECISIONS.md: vectors whenever an endpoint is configured).
    const vectors = await dependencies.embeddings?.embed(
      drafts.map((draft) => (draft.heading ? `${draft.heading}\n${draft.text}` : draft.text)),
      context.signal,
    );
    // Made before the transaction, so the one connection of PGlite is not held while it is.
    const words = drafts.map((draft) => readWords(draft.text, language));
    const summary = summarise(pages, language, drafts, words);
    const written = await db.transaction().execute(async (trx) => {
      if (
        !(await spendPages(trx, training.user_id, pageCount, {
          kind: 'training',
          trainingId: training.id,
        }))
      ) {
        return false;
      }
      const key = { topicId: training.topic_id, fileId, conversationId: null };
      await deleteFilePassages(trx, key);
      await insertPassages(
        trx,
        drafts.map((draft, index) => ({
          ...draft,
          ...key,
          userId: training.user_id,
          language,
          words: words[index],
        })),
      );
      if (vectors) {
        await storePassageVectors(
          trx,
          key,
          drafts.map((draft, index) => ({ ordinal: draft.ordinal, vector: vectors[index] ?? [] })),
        );
      }
      await setTopicFileState(trx, key, {
        status: 'trained',
        reason: null,
        language,
        pages: pageCount,
        passages: drafts.length,
        summary,
      });
      return true;
    });
    if (written) {
      statistics.noteChanged(drafts.length);
    }
    return written
      ? { status: 'trained', pages: pageCount, passages: drafts.length }
      : { status: 'failed', reason: 'insufficient-balance' };
  }

  const run = async (context: JobContext) => {
    const trainingId = payloadId(context.payload, 'trainingId', 'chatbot.train');
    const training = await findTraining(db, trainingId);
    if (!training) {
      return { trainingId, status: 'gone' };
    }
    await setTrainingStatus(db, trainingId, 'running');
    const files = await selectTrainingFiles(db, trainingId);
    const topic = await topicOf(training.topic_id);
    let done = files.filter((file) => file.status === 'trained' || file.status === 'failed').length;
    await context.progress(done, files.length, 'training');
    const left = files.filter((file) => file.status !== 'trained' && file.status !== 'failed');
    const isTables = topic?.config_chatbot === 'estructurado';
    const mannuscrit = topic?.mannuscrit === true;
    // Reading a file is mostly another process's (pdftotext, OCR) and writing one mostly the
    // database's, so the next files are read while this one is written (issue 10: the main
    // thread otherwise waits on the reader between files). Tables are trained one at a time.
    const reads = new Map<number, Promise<FileText>>();
    const readAt = (position: number, fileId: string): Promise<FileText> => {
      let read = reads.get(position);
      if (!read) {
        read = readFileText(context, training, fileId, mannuscrit);
        reads.set(position, read);
      }
      return read;
    };
    try {
      for (const [index, file] of left.entries()) {
        if (context.signal.aborted) {
          throw new Error('chatbot.train stopped: this worker no longer holds the job');
        }
        const key = { topicId: training.topic_id, fileId: file.file_id };
        let outcome: Outcome;
        if (isTables) {
          await setTopicFileState(db, key, { status: 'training' });
          outcome = tableOutcome(
            await trainTableFile(dependencies, context, training, file.file_id),
          );
        } else {
          const text = await readAt(index, file.file_id);
          for (const [ahead, next] of left.slice(index + 1, index + 1 + READ_AHEAD).entries()) {
            void readAt(index + 1 + ahead, next.file_id);
          }
          outcome = await trainText(context, training, file.file_id, text);
        }
        if (outcome.status === 'failed') {
          await setTopicFileState(db, key, { status: 'failed', reason: outcome.reason });
          dependencies.logger.warn(
            { trainingId, fileId: file.file_id, reason: outcome.reason },
            'a file of a chat training was not processed',
          );
        }
        done++;
        await context.progress(done, files.length, file.filename);
      }
    } finally {
      // A run that stops early still lets the reads it started end (their writes are the index's).
      await Promise.all(reads.values());
    }
    return finish(trainingId);
  };

  async function finish(trainingId: string) {
    const files = await selectTrainingFiles(db, trainingId);
    const trained = files.filter((file) => file.status === 'trained').length;
    const training = await findTraining(db, trainingId);
    if (trained > 0 && training) {
      const topic = await topicOf(training.topic_id);
      if (topic?.config_chatbot === 'estructurado') {
        // SPEC §7 SQL questions: made from the tables as this batch left them.
        await recreateSqlQuestions(db, training.topic_id);
      }
    }
    const status = trained > 0 ? 'succeeded' : 'failed';
    const failed = files.length - trained;
    // The training's end and its webhook event in one transaction.
    await db.transaction().execute(async (trx) => {
      await setTrainingStatus(trx, trainingId, status);
      if (training) {
        await emitWebhookEvent(trx, {
          userId: training.user_id,
          type: 'chatbot.training.finished',
          key: `chatbot-training:${trainingId}`,
          data: {
            trainingId,
            topicId: training.topic_id,
            status,
            filesTrained: trained,
            filesFailed: failed,
          },
        });
      }
    });
    return { trainingId, trained, failed };
  }

  return Object.assign(run, {
    /** The worker died on the last attempt: the files left are not processed, the batch ends. */
    onAbandoned: async (job: AbandonedJob) => {
      const trainingId = payloadId(job.payload, 'trainingId', 'chatbot.train');
      const training = await findTraining(db, trainingId);
      if (!training) {
        return;
      }
      for (const file of await selectTrainingFiles(db, trainingId)) {
        if (file.status === 'pending' || file.status === 'training') {
          await setTopicFileState(
            db,
            { topicId: training.topic_id, fileId: file.file_id },
            { status: 'failed', reason: 'too-complex' },
          );
        }
      }
      await finish(trainingId);
    },
  });
}
