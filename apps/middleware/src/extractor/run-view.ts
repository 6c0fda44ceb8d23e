import { AppError } from '@folio/core';

import type { Run } from './extractor-types';
import type { RunDocumentRow, RunRow } from './runs.queries';

/** A run and its documents as the contract's Run, with per-document progress. */
export function toRun(run: RunRow, documents: readonly RunDocumentRow[]): Run {
  return {
    run_id: run.id,
    config_name: run.config_name,
    status: run.status,
    total: documents.length,
    done: documents.filter((document) => document.status === 'done').length,
    failed: documents.filter((document) => document.status === 'failed').length,
    documents: documents.map((document) => ({
      document_id: document.id,
      file_name: document.file_name,
      status: document.status,
      ...(document.status === 'done' ? { state: document.state } : {}),
      error: document.error,
    })),
    created_at: new Date(run.created_at).toISOString(),
    finished_at: run.finished_at === null ? null : new Date(run.finished_at).toISOString(),
  };
}

/** RESOURCE_NOT_FOUND for a run the caller does not have (another user's included). */
export function runNotFound(id: string): AppError {
  return new AppError('RESOURCE_NOT_FOUND', {
    message: `no run ${id} for this user`,
    detail: { resource: 'run' },
  });
}
