import type { Kysely } from 'kysely';

import type { AiProviders, Embeddings, Transcription } from '../ai';
import type { BlobStore } from '../blobs/blob-store';
import type { MiddlewareConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import type { StorageFeature } from '../storage/storage.feature';

/**
 * What the chatbot's services use: the database, the blobs, the limits and demo flag, the
 * storage feature (a topic's files are files of the user's `chatbot` folder, read by the files
 * index) and the AI providers (issue 11; none: the built-in engine answers).
 */
export type ChatbotDeps = {
  db: Kysely<Tables>;
  /** The same database, whole: a message's attachments are read through the files index. */
  database: Database;
  blobs: BlobStore;
  config: Pick<MiddlewareConfig, 'limits' | 'demoMode'>;
  storage: StorageFeature;
  log: Logger;
  ai?: AiProviders | undefined;
  /** The embeddings endpoint when one is configured; none: full-text retrieval only. */
  embeddings?: Embeddings | undefined;
  /** The transcription endpoint when one is configured; none: audio messages are refused. */
  transcription?: Transcription | undefined;
};

/** The system folder that holds the chatbot's documents (SPEC §3 predefined folders). */
export const CHATBOT_FOLDER = 'chatbot';
