import type { MiddlewareComponents } from '@folio/sdk';

import type { TrainingFileRow, TrainingRow } from './trainings.queries';

export type TrainingView = MiddlewareComponents['schemas']['Training'];

/** The catalogue code that tells an unprocessed file's reason to a user. */
const REASON_CODES: Record<string, string> = {
  'insufficient-balance': 'INSUFFICIENT_BALANCE',
  'excel-not-allowed': 'EXCEL_NOT_ALLOWED',
  encrypted: 'PDF_PROCESSING_ERROR',
  'too-many-pages': 'FILE_TOO_MANY_PAGES',
  'too-large': 'PAYLOAD_TOO_LARGE',
  'no-text': 'EMPTY_FILE_RESPONSE',
};

/**
 * A training batch as the contract shows it (SPEC §4): progress by files and pages, and the
 * processed ('Procesados') and unprocessed ('No procesados') names with reasons.
 */
export function toTrainingView(
  training: TrainingRow,
  topicName: string,
  files: readonly TrainingFileRow[],
): TrainingView {
  const processed = files.filter((file) => file.status === 'trained').map((file) => file.filename);
  const unprocessed = files
    .filter((file) => file.status === 'failed')
    .map((file) => {
      const reason = file.reason ?? 'error';
      return {
        name: file.filename,
        reason,
        error_code: REASON_CODES[reason] ?? 'FILE_PROCESSING_ERROR',
      };
    });
  return {
    training_id: training.id,
    topico: topicName,
    status: training.status,
    files_total: files.length,
    files_done: processed.length + unprocessed.length,
    pages_done: files
      .filter((file) => file.status === 'trained')
      .reduce((sum, file) => sum + (file.pages ?? 0), 0),
    current_file: files.find((file) => file.status === 'training')?.filename ?? null,
    processed,
    processed_files: processed,
    unprocessed,
    created_at: training.created_at.toISOString(),
    finished_at: training.finished_at?.toISOString() ?? null,
  };
}
