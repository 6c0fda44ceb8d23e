import { createEmbeddings, type AiProviders } from '../ai';
import type { BlobStore } from '../blobs/blob-store';
import type { MiddlewareConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../db/logger';
import { createChatbotFeature, createChatbotJobHandlers } from '../chatbot/chatbot.feature';
import { createRunExtractionJob, EXTRACTION_RUN_JOB_KIND } from '../extractor/extractor.feature';
import { createIntegrationsJobHandlers } from '../integrations/integrations.feature';
import { loadSecretCipher } from '../secret-cipher';
import { createProfileJobHandlers } from '../profile/profile.feature';
import {
  BLOB_DELETE_JOB_KIND,
  INDEX_FILE_JOB_KIND,
  STRAY_BLOB_SWEEP_JOB_KIND,
  createBlobDeleteJob,
  createIndexFileJob,
  createStorageFeature,
  createStrayBlobSweepJob,
} from '../storage/storage.feature';
import { createWebhookDeliveryJob, WEBHOOK_DELIVERY_JOB_KIND } from '../webhooks/webhooks.feature';
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
  const { database, blobs, config, logger, ai } = dependencies;
  const storage = createStorageFeature({
    db: database.db,
    blobs,
    limits: config.limits,
    log: logger,
  });
  const chatbot = {
    db: database.db,
    database,
    blobs,
    config,
    storage,
    log: logger,
    ai,
    embeddings: createEmbeddings(config.ai),
  };
  return {
    ...createChatbotJobHandlers(chatbot),
    ...createProfileJobHandlers({
      db: database.db,
      blobs,
      log: logger,
      config,
      chatbot: createChatbotFeature(chatbot),
    }),
    ...createIntegrationsJobHandlers({
      db: database.db,
      config,
      storage: storage.deps,
      log: logger,
    }),
    [PROBE_JOB_KIND]: runProbeJob,
    [INDEX_FILE_JOB_KIND]: createIndexFileJob(dependencies),
    [BLOB_DELETE_JOB_KIND]: createBlobDeleteJob(dependencies),
    [STRAY_BLOB_SWEEP_JOB_KIND]: createStrayBlobSweepJob({ db: database.db, blobs, log: logger }),
    [EXTRACTION_RUN_JOB_KIND]: createRunExtractionJob({
      ...dependencies,
      maxPdfBytes: dependencies.config.limits.uploadMaxFileBytes,
    }),
    [WEBHOOK_DELIVERY_JOB_KIND]: createWebhookDeliveryJob({
      db: database.db,
      config: config.webhooks,
      logger,
      cipher: loadSecretCipher(config.secrets),
    }),
  };
}
