import { translate, type Language } from '@folio/core';

import { bytesOf, progressBar, safeText } from './format';

/** What is being sent right now: one large file, or a batch of small ones. */
export type InFlight = { label: string; sent: number; total: number };

/** Where a whole upload stands. */
export type UploadProgress = {
  folder: string;
  /** Bytes of the files already stored (or found unchanged), and of every file to send. */
  doneBytes: number;
  totalBytes: number;
  doneFiles: number;
  totalFiles: number;
  inFlight: ReadonlyMap<string, InFlight>;
};

/** How many in-flight lines are drawn under the overall bar. */
const MAX_LINES = 4;

/**
 * The progress of an upload as the spinner's text: one overall line (bar, bytes, files), then
 * one line per file or batch being sent, each with its own bar.
 */
export function renderUploadProgress(progress: UploadProgress, language: Language): string {
  const inFlight = [...progress.inFlight.values()];
  const sending = inFlight.reduce((sum, item) => sum + item.sent, 0);
  const overall = translate(language, 'cli.files.upload.progress', {
    folder: safeText(progress.folder),
    bar: progressBar(progress.doneBytes + sending, progress.totalBytes),
    bytes: bytesOf(progress.doneBytes + sending, progress.totalBytes),
    done: progress.doneFiles,
    count: progress.totalFiles,
  });
  const lines = inFlight
    .slice(0, MAX_LINES)
    .map(
      (item) =>
        `  ${safeText(item.label)}  ${progressBar(item.sent, item.total, 16)}  ${bytesOf(item.sent, item.total)}`,
    );
  return [overall, ...lines].join('\n');
}
