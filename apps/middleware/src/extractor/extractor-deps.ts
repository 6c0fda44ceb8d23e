import type { Kysely } from 'kysely';

import type { AiProviders } from '../ai';
import type { BlobStore } from '../blobs/blob-store';
import type { MiddlewareConfig } from '../config';
import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import type { StorageFeature } from '../storage/storage.feature';

/**
 * What the extractor's services use: the database, the blobs, the limits and demo flag, the
 * storage feature (the PDFs and examples are files of the user's `extractor` folder) and the AI
 * providers (the wizard's test runs a configuration's model as a run does).
 */
export type ExtractorDeps = {
  db: Kysely<Tables>;
  blobs: BlobStore;
  config: Pick<MiddlewareConfig, 'limits' | 'demoMode'>;
  storage: StorageFeature;
  log: Logger;
  /** The AI providers configured here, as the `extractor.run` job gets them; none: built-in only. */
  ai?: AiProviders | undefined;
};

/** The system folder that holds the extractor's documents (SPEC §3 predefined folders). */
export const EXTRACTOR_FOLDER = 'extractor';
