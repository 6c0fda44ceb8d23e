import { translate, type Language } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';

import { progressBar, safeText } from '../files/format';

export type Run = MiddlewareComponents['schemas']['Run'];
export type RunDocument = Run['documents'][number];

/** How many unfinished documents are drawn under the overall bar. */
const MAX_LINES = 8;

/** The statuses a run ends in (openapi RunStatus). */
export const isRunFinished = (run: Run) =>
  run.status === 'succeeded' || run.status === 'failed' || run.status === 'cancelled';

/** A run that ends the command with exit code 1: a failed document, or the run not succeeding. */
export const hasRunFailed = (run: Run) => run.failed > 0 || run.status !== 'succeeded';

/** A document's line: its own bar (empty, moving or full), name, status and state when done. */
export function renderDocument(document: RunDocument, language: Language): string {
  const done = document.status === 'done' || document.status === 'failed' ? 2 : 0;
  const bar = progressBar(document.status === 'running' ? 1 : done, 2, 10);
  const status = translate(language, `cli.extract.statuses.${document.status}`);
  const state = document.state === undefined ? '' : `  ${document.state}`;
  return `  ${bar}  ${safeText(document.file_name)}  ${status}${state}`;
}

/**
 * A run's progress as the spinner's text: one overall line (bar, documents done and failed),
 * then a line per unfinished document, the running ones first; the finished ones are printed
 * above the spinner as they finish, so every document's status is on screen.
 */
export function renderRunProgress(run: Run, language: Language): string {
  const overall = translate(language, 'cli.extract.progress', {
    config: safeText(run.config_name),
    bar: progressBar(run.done + run.failed, run.total),
    done: run.done,
    failed: run.failed,
    total: run.total,
  });
  const unfinished = run.documents
    .filter((document) => document.status === 'running' || document.status === 'queued')
    .sort((a, b) => (a.status === b.status ? 0 : a.status === 'running' ? -1 : 1));
  const lines = unfinished
    .slice(0, MAX_LINES)
    .map((document) => renderDocument(document, language));
  if (unfinished.length > MAX_LINES) {
    lines.push(translate(language, 'cli.extract.more', { count: unfinished.length - MAX_LINES }));
  }
  return [overall, ...lines].join('\n');
}
