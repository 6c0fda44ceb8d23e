import { translate, type Language } from '@folio/core';

import { progressBar, safeText } from '../files/format';

/** Where the training of a whole command stands, over all of its batches. */
export type TrainingProgress = {
  topic: string;
  filesDone: number;
  filesTotal: number;
  pagesDone: number;
  /** The file being read, when the server tells it. */
  currentFile: string | null | undefined;
};

/** The progress of a training as the spinner's text: a bar, files and pages, the file read. */
export function renderTrainingProgress(progress: TrainingProgress, language: Language): string {
  const overall = translate(language, 'cli.chat.train.progress', {
    topic: safeText(progress.topic),
    bar: progressBar(progress.filesDone, progress.filesTotal),
    done: progress.filesDone,
    total: progress.filesTotal,
    count: progress.pagesDone,
  });
  return progress.currentFile
    ? `${overall}\n  ${translate(language, 'chatbot.training.currentFile', { name: safeText(progress.currentFile) })}`
    : overall;
}
