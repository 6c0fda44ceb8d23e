import { createActor, fromPromise, waitFor } from 'xstate';

import {
  CHAT_MAX_FILES,
  refusalMessage,
  trainingMachine,
  trainingNotice,
  translate,
  type ChatbotKind,
  type TrainingRequest,
  type TrainingSettings,
} from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError, EXIT_FAILURE } from '../../errors';
import { EXIT_INTERRUPTED } from '../../terminal';
import type { LocalFile } from '../files/walk';

import { getTopic, type TopicDetail, type Training, type TrainingAccepted } from './chatbot-calls';
import { openChatFiles } from './chat-files';
import { renderTrainingProgress } from './training-progress';

/** Sends one batch of files to be trained; the server answers 202 with the batch. */
export type StartBatch = (files: File[], request: TrainingRequest) => Promise<TrainingAccepted>;

/** What a training command found out, over all of its batches (`--json` prints it). */
export type TrainingReport = {
  topic: string;
  /** `failed` when no file was processed (SPEC §4). */
  status: Training['status'];
  processed: string[];
  unprocessed: Training['unprocessed'];
  trainings: Training[];
  /** Ctrl-C stopped the waiting; the training goes on on the server. */
  interrupted: boolean;
};

/** A training: its topic, its kind, the files, and the settings of a new topic. */
export type TrainingPlan = {
  topico: string;
  kind: ChatbotKind;
  files: readonly LocalFile[];
  /** How many files one batch takes: 1 for a new topic's reference file. */
  batchSize?: number;
  settings?: TrainingSettings;
};

/**
 * Trains files into a topic with the core's training machine (check, upload, watch progress,
 * succeeded or failed), one batch of CHAT_MAX_FILES after the other (SPEC §5 "at most 4 files at
 * a time"), with one progress bar over them all, then tells the batch notice of SPEC §4
 * (processed and unprocessed names, each with its reason). Returns the exit code: 0 when a file
 * was processed, 1 when none was, 130 when Ctrl-C stopped the waiting (the server goes on).
 */
export async function runTraining(
  context: SignedInContext,
  plan: TrainingPlan,
  start: StartBatch,
): Promise<number> {
  const { output, language } = context;
  const { topico, files } = plan;
  const batchSize = plan.batchSize ?? CHAT_MAX_FILES;
  const report: TrainingReport = {
    topic: topico,
    status: 'running',
    processed: [],
    unprocessed: [],
    trainings: [],
    interrupted: false,
  };
  const spinner = output.spinner(translate(language, 'chatbot.training.uploading'));
  const interrupted = new AbortController();
  const stopListening = context.terminal.onInterrupt?.(() => interrupted.abort());
  // The machine holds the files as its rules read them (name, size); sending needs their paths.
  const localFiles = new Map<string, LocalFile>(files.map((file) => [file.path, file]));
  const pathOf = (file: object) => ('path' in file ? String(file.path) : '');
  const actor = createActor(
    trainingMachine.provide({
      actors: {
        startTraining: fromPromise<TrainingAccepted, TrainingRequest>(async ({ input }) => {
          const batch = input.files.flatMap((file) => localFiles.get(pathOf(file)) ?? []);
          return start(await openChatFiles(batch), input);
        }),
        fetchTopic: fromPromise<TopicDetail, { topico: string }>(({ input }) =>
          getTopic(context, input.topico),
        ),
      },
    }),
    { input: { kind: plan.kind, topico, maxFiles: batchSize } },
  );
  let filesBefore = 0;
  let pagesBefore = 0;
  actor.subscribe((snapshot) => {
    const training = snapshot.context.training;
    if (training && snapshot.hasTag('busy')) {
      spinner.setText(
        renderTrainingProgress(
          {
            topic: topico,
            filesDone: filesBefore + training.files_done,
            filesTotal: files.length,
            pagesDone: pagesBefore + training.pages_done,
            currentFile: training.current_file,
          },
          language,
        ),
      );
    }
  });
  actor.start();
  try {
    // No file at all still goes through the machine, whose rules refuse it (SPEC §5).
    for (let first = 0; first === 0 || first < files.length; first += batchSize) {
      const batch = files.slice(first, first + batchSize);
      spinner.setText(translate(language, 'chatbot.training.uploading'));
      actor.send({ type: 'training.select', files: batch });
      actor.send({ type: 'training.start', ...(plan.settings ? { settings: plan.settings } : {}) });
      const ended = await waitFor(
        actor,
        (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches('selecting'),
        { signal: interrupted.signal },
      );
      const { refusal, error, training } = ended.context;
      if (refusal) {
        const message = refusalMessage(refusal);
        throw new CliError(message.key, message.params);
      }
      if (!training) {
        throw error;
      }
      filesBefore += batch.length;
      pagesBefore += training.pages_done;
      report.trainings.push(training);
      report.processed.push(...training.processed);
      report.unprocessed.push(...training.unprocessed);
    }
  } catch (error) {
    if (!interrupted.signal.aborted) {
      throw error;
    }
    report.interrupted = true;
  } finally {
    actor.stop();
    stopListening?.();
    spinner.stop();
  }
  if (report.interrupted) {
    output.error(translate(language, 'cli.chat.train.interrupted', { topic: topico }));
    output.data(report);
    return EXIT_INTERRUPTED;
  }
  report.status = report.processed.length > 0 ? 'succeeded' : 'failed';
  const notice = trainingNotice(report, language);
  const tell = notice.severity === 'error' ? output.error : output.info;
  tell(
    translate(
      language,
      report.status === 'succeeded' ? 'chatbot.training.succeeded' : 'chatbot.training.failed',
    ),
  );
  notice.lines.forEach((line) => tell(line));
  output.data(report);
  return report.status === 'succeeded' ? 0 : EXIT_FAILURE;
}
