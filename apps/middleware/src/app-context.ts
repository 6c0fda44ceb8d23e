import type { AuthFeature } from './auth/auth.feature';
import type { BlobStore } from './blobs/blob-store';
import type { MiddlewareConfig } from './config';
import type { Database } from './db/database';
import type { StorageFeature } from './storage/storage.feature';

/** What every feature's routes reach through `app.folio`. */
export type AppContext = {
  config: MiddlewareConfig;
  database: Database;
  blobs: BlobStore;
  auth: AuthFeature;
  storage: StorageFeature;
};

declare module 'fastify' {
  interface FastifyInstance {
    folio: AppContext;
  }
}
