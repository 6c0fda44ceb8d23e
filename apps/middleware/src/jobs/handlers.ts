import type { AiProviders } from '../ai';
import type { BlobStore } from '../blobs/blob-store';
import type { MiddlewareConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../db/logger';
import { createTrainTopicJob, TRAIN_TOPIC_JOB_KIND } from '../chatbot/chatbot.feature';
import { createRunExtractionJob, EXTRACTION_RUN_JOB_KIND } from '../extractor/extractor.feature';
import {
  BLOB_DELETE_JOB_KIND,
  INDEX_FILE_JOB_KIND,
  createBlobDeleteJob,
  createIndexFileJob,
} from '../storage/storage.feature';
import type { JobHandlers } from './job-handler';
import { PROBE_JOB_KIND, runProbeJob } from './probe.job';

/** What job handlers may use: the same database, blobs, settings and AI providers as the routes. */
export type JobDependencies = {
  database: Database;
  blobs: BlobStore;
  config: MiddlewareConfig;
  logger: Logger;
  ai: AiProviders;
};

/**
 * Every job kind the workers know, by kind, from each feature's front door; a kind
 * is namespaced by its feature (`extractor.run`), so workers of every release agree on names.
 * Built once per runner (the middleware's in-process runner, or `folio-server worker`).
 */
export function createJobHandlers(dependencies: JobDependencies): JobHandlers {
  return {
    [PROBE_JOB_KIND]: runProbeJob,
    [INDEX_FILE_JOB_KIND]: createIndexFileJob(dependencies),
    [BLOB_DELETE_JOB_KIND]: createBlobDeleteJob(dependencies),
    [TRAIN_TOPIC_JOB_KIND]: createTrainTopicJob(dependencies),
    [EXTRACTION_RUN_JOB_KIND]: createRunExtractionJob({
      ...dependencies,
      maxPdfBytes: dependencies.config.limits.uploadMaxFileBytes,
    }),
  };
}
