import type { Training } from './types';

/** The batch statuses after which nothing changes any more. */
const FINISHED: ReadonlySet<Training['status']> = new Set(['succeeded', 'failed']);

/** True when a training batch has ended, processed or not (SPEC §4 "then success or failure"). */
export function isTrainingFinished(training: Pick<Training, 'status'>): boolean {
  return FINISHED.has(training.status);
}

/** How far a batch is, from 0 to 1: its files done over all of them. */
export function trainingProgress(
  training: Pick<Training, 'status' | 'files_done' | 'files_total'>,
): number {
  if (training.files_total <= 0) {
    return isTrainingFinished(training) ? 1 : 0;
  }
  return Math.min(1, training.files_done / training.files_total);
}
