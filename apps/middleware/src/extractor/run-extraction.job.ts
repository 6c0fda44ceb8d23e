import { AppError } from '@folio/core';
import { isDocumentError } from '@folio/documents';

import { BlobNotFoundError, type BlobStore } from '../blobs/blob-store';
import type { Database } from '../db/database';
import type { Logger } from '../db/logger';
import { payloadId, type JobContext, type JobHandler } from '../jobs/job-handler';
import type { FileRow } from '../storage/storage.feature';
import { findUserFile, indexReadPages } from '../storage/storage.feature';
import { readBlobBytes } from '../blobs/read-blob';
import { spendPages } from '../balance/page-balance';
import { emitWebhookEvent } from '../webhooks/webhooks.feature';
import type { AiProviders } from '../ai';
import { attributesOf } from './configurations.service';
import { findConfigurationById } from './configurations.queries';
import { isVerifiedState } from './document-states';
import {
  extractDocument,
  keptResult,
  type DocumentExtraction,
  type ModelPlan,
} from './extract-document';
import type { StoredResult } from './extractor-types';
import {
  findRun,
  markDocumentDone,
  markDocumentRunning,
  markDocumentsFailed,
  moveRun,
  runStatusOf,
  selectRunDocuments,
  selectUnfinishedDocuments,
} from './runs.queries';

/** The kind extractZip enqueues: `{ runId }`. */
export const EXTRACTION_RUN_JOB_KIND = 'extractor.run';

/** The error of the documents a cancelled run never did. */
export const RUN_CANCELLED = 'RUN_CANCELLED';

/** What an `extractor.run` job answers. */
export type RunExtractionResult = {
  runId: string;
  status: 'succeeded' | 'failed' | 'cancelled' | 'gone';
  done?: number;
  failed?: number;
};

export type RunExtractionJobDependencies = {
  database: Database;
  blobs: BlobStore;
  logger: Logger;
  /** The largest PDF read into memory (the upload limit). */
  maxPdfBytes?: number;
  /** Replaces the extraction of one document (tests count calls). */
  extract?: typeof extractDocument;
  /** The AI providers configured here; a configuration with a model runs the model step. */
  ai?: AiProviders | undefined;
};

const DEFAULT_MAX_PDF_BYTES = 1024 * 1024 * 1024;

type Unfinished = Awaited<ReturnType<typeof selectUnfinishedDocuments>>[number];

/**
 * `extractor.run`: works through a run's documents in the ZIP's order (issue 6 "Running a
 * configuration"). Each document is read (text layer or OCR; every page OCRed for handwritten
 * documents), extracted, given its SPEC §4 state, and marked done in one transaction that spends
 * one balance page per page, so a document is paid for exactly when its result is kept. A
 * document that cannot be read fails alone. Finished documents are never redone: after a crash,
 * or when another worker takes the job over, the run resumes at the first one not done or failed.
 * Progress is one step per document. A cancelled run stops before its next document.
 */
export function createRunExtractionJob(dependencies: RunExtractionJobDependencies): JobHandler {
  const extract = dependencies.extract ?? extractDocument;
  const maxPdfBytes = dependencies.maxPdfBytes ?? DEFAULT_MAX_PDF_BYTES;
  return async (context): Promise<RunExtractionResult> => {
    const { db } = dependencies.database;
    const runId = payloadId(context.payload, 'runId', 'extractor.run');
    const run = await findRun(db, null, runId);
    if (!run) {
      return { runId, status: 'gone' };
    }
    if (run.status === 'cancelled' || run.status === 'succeeded' || run.status === 'failed') {
      return { runId, status: run.status };
    }
    const configuration = await findConfigurationById(db, run.user_id, run.configuration_id);
    if (!configuration) {
      return { runId, status: 'gone' };
    }
    const plan: ModelPlan = {
      documentType: configuration.document_type,
      attributes: attributesOf(configuration),
      model: configuration.model,
      prompt: configuration.prompt,
    };
    await moveRun(db, runId, ['queued'], 'running');
    const all = await selectRunDocuments(db, runId);
    const pending = await selectUnfinishedDocuments(db, runId);
    let finished = all.length - pending.length;
    await context.progress(finished, all.length, `${finished} of ${all.length} documents`);

    for (const document of pending) {
      if (context.signal.aborted) {
        throw stopped(context);
      }
      if ((await runStatusOf(db, runId)) !== 'running') {
        return { runId, status: 'cancelled' };
      }
      if (await markDocumentRunning(db, document.id)) {
        await processDocument(dependencies, context, { document, plan, extract, maxPdfBytes });
      }
      finished += 1;
      await context.progress(finished, all.length, `${finished} of ${all.length} documents`);
    }

    const documents = await selectRunDocuments(db, runId);
    const done = documents.filter((document) => document.status === 'done').length;
    const failed = documents.length - done;
    const status = done === 0 && failed > 0 ? 'failed' : 'succeeded';
    // The run's end and its webhook event in one transaction: both or neither.
    const hasEnded = await db.transaction().execute(async (trx) => {
      if (!(await moveRun(trx, runId, ['running'], status))) {
        return false;
      }
      await emitWebhookEvent(trx, {
        userId: run.user_id,
        type: status === 'failed' ? 'extraction.run.failed' : 'extraction.run.finished',
        key: `extraction-run:${runId}`,
        data: {
          runId,
          configurationId: run.configuration_id,
          status,
          documentsDone: done,
          documentsFailed: failed,
        },
      });
      return true;
    });
    if (!hasEnded) {
      return { runId, status: 'cancelled', done, failed };
    }
    return { runId, status, done, failed };
  };
}

type DocumentWork = {
  document: Unfinished;
  plan: ModelPlan;
  extract: typeof extractDocument;
  maxPdfBytes: number;
};

/**
 * One document: its PDF, the extraction, then its result and the pages spent in one transaction
 * (nothing when another worker or a cancel got there first). Failures of the document's own make
 * it `failed` with an error code; a stop of this worker is thrown so the job is handed on.
 */
async function processDocument(
  dependencies: RunExtractionJobDependencies,
  context: JobContext,
  work: DocumentWork,
): Promise<void> {
  const { db } = dependencies.database;
  const { document, plan } = work;
  let outcome: Awaited<ReturnType<typeof extractDocument>>;
  let result: StoredResult;
  try {
    const file =
      document.file_id === null
        ? undefined
        : await findUserFile(db, document.user_id, document.file_id);
    if (!file) {
      throw new AppError('RESOURCE_NOT_FOUND', { message: 'the PDF was deleted from Files' });
    }
    const pdf = await readBlobBytes(dependencies.blobs, file.blob_key, work.maxPdfBytes);
    outcome = await work.extract(pdf, plan, {
      signal: context.signal,
      expectedPages: document.pages,
    });
    await indexForSearch(dependencies, file, outcome);
    result = await keptResult(plan, outcome, {
      ai: dependencies.ai,
      signal: context.signal,
      logger: dependencies.logger,
    });
  } catch (error) {
    if (context.signal.aborted || isDocumentError(error, 'DOCUMENT_ABORTED')) {
      throw stopped(context, error);
    }
    const code = failureCode(error);
    dependencies.logger.warn(
      { err: error, documentId: document.id, jobId: context.jobId, code },
      'document could not be extracted; the run goes on',
    );
    await markDocumentsFailed(db, { id: document.id }, code);
    return;
  }
  const verifiedAt = isVerifiedState(result.state) ? new Date() : null;
  const outcomeOfSpend = await db
    .transaction()
    .execute(async (trx) => {
      if (!(await markDocumentDone(trx, document.id, result, outcome.pageCount, verifiedAt))) {
        return 'skipped' as const;
      }
      if (
        !(await spendPages(trx, document.user_id, outcome.pageCount, {
          kind: 'extraction',
          runId: document.run_id,
        }))
      ) {
        throw new InsufficientPages();
      }
      return 'spent' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof InsufficientPages) {
        return 'unpaid' as const;
      }
      throw error;
    });
  if (outcomeOfSpend === 'unpaid') {
    await markDocumentsFailed(db, { id: document.id }, 'INSUFFICIENT_BALANCE');
  }
}

/** Rolls the done-and-spend transaction back when the balance ran out meanwhile. */
class InsufficientPages extends Error {
  constructor() {
    super('balance ran out during the run');
    this.name = 'InsufficientPages';
  }
}

/**
 * The PDF's text, just read, goes to content search too (its `storage.index` job was enqueued
 * late for this, and then finds the file indexed). A failure here costs only the second read.
 */
async function indexForSearch(
  dependencies: RunExtractionJobDependencies,
  file: FileRow,
  read: Pick<DocumentExtraction, 'pages' | 'pageCount'>,
): Promise<void> {
  try {
    await indexReadPages(dependencies.database.db, file, read.pages, read.pageCount);
  } catch (error) {
    dependencies.logger.warn(
      { err: error, fileId: file.id },
      'extracted text not indexed here; the file index job will read it',
    );
  }
}

/** Why a document failed, as a catalogue code for the results screen. */
function failureCode(error: unknown): string {
  if (error instanceof AppError) {
    return error.code;
  }
  if (error instanceof BlobNotFoundError) {
    return 'RESOURCE_NOT_FOUND';
  }
  // The PDF cannot be read (damaged, password, too slow, OCR failed): the document's own fault.
  // Anything else escaping the engine is a bug of ours, kept to this document.
  return isDocumentError(error) ? 'PDF_PROCESSING_ERROR' : 'ENTITY_EXTRACTION_ERROR';
}

function stopped(context: JobContext, cause?: unknown): Error {
  return new Error(`extractor.run ${context.jobId} stopped on this worker`, {
    cause: cause ?? context.signal.reason,
  });
}
