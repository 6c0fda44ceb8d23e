import { CHAT_MAX_FILES, trainingNotice, translate } from '@folio/core';

import type { SignedInContext } from '../../context';
import { EXIT_FAILURE } from '../../errors';
import { EXIT_INTERRUPTED } from '../../terminal';
import type { LocalFile } from '../files/walk';

import type { Training, TrainingAccepted } from './chatbot-calls';
import { openChatFiles } from './chat-files';
import { renderTrainingProgress } from './training-progress';
import { waitForTraining } from './training-wait';

/** Sends one batch of files to be trained; the server answers 202 with the batch. */
export type StartBatch = (files: File[]) => Promise<TrainingAccepted>;

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

/**
 * Trains files into a topic CHAT_MAX_FILES at a time (SPEC §5 "at most 4 files at a time"), one
 * batch after the other, with one progress bar over them all, then tells the batch notice of
 * SPEC §4 (processed and unprocessed names, each with its reason). Returns the exit code: 0 when
 * a file was processed, 1 when none was, 130 when Ctrl-C stopped the waiting.
 */
export async function runTraining(
  context: SignedInContext,
  topico: string,
  files: readonly LocalFile[],
  start: StartBatch,
): Promise<number> {
  const { output, language } = context;
  const report: TrainingReport = {
    topic: topico,
    status: 'running',
    processed: [],
    unprocessed: [],
    trainings: [],
    interrupted: false,
  };
  const spinner = output.spinner(translate(language, 'chatbot.training.uploading'));
  const controller = new AbortController();
  const stopListening = context.terminal.onInterrupt?.(() => controller.abort());
  let filesBefore = 0;
  let pagesBefore = 0;
  try {
    for (let first = 0; first < files.length; first += CHAT_MAX_FILES) {
      const batch = files.slice(first, first + CHAT_MAX_FILES);
      spinner.setText(translate(language, 'chatbot.training.uploading'));
      const accepted = await start(await openChatFiles(batch));
      const training = await waitForTraining(context, accepted.training, {
        signal: controller.signal,
        onProgress: (state) =>
          spinner.setText(
            renderTrainingProgress(
              {
                topic: topico,
                filesDone: filesBefore + state.files_done,
                filesTotal: files.length,
                pagesDone: pagesBefore + state.pages_done,
                currentFile: state.current_file,
              },
              language,
            ),
          ),
      });
      filesBefore += batch.length;
      pagesBefore += training.pages_done;
      report.trainings.push(training);
      report.processed.push(...training.processed);
      report.unprocessed.push(...training.unprocessed);
    }
  } catch (error) {
    if (!controller.signal.aborted) {
      throw error;
    }
    report.interrupted = true;
  } finally {
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
