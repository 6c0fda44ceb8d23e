import type { ApiKeysFeature } from './api-keys/api-keys.feature';
import type { AuthFeature } from './auth/auth.feature';
import type { BlobStore } from './blobs/blob-store';
import type { ChatbotFeature } from './chatbot/chatbot.feature';
import type { MiddlewareConfig } from './config';
import type { DashboardFeature } from './dashboard/dashboard.feature';
import type { Database } from './db/database';
import type { DocdbFeature } from './docdb/docdb.feature';
import type { ExtractorFeature } from './extractor/extractor.feature';
import type { IntegrationsFeature } from './integrations/integrations.feature';
import type { ProfileFeature } from './profile/profile.feature';
import type { StorageFeature } from './storage/storage.feature';
import type { WebhooksFeature } from './webhooks/webhooks.feature';

/** The app's shared layers and every feature, built once in app.ts; `app.folio` holds them. */
export type AppContext = {
  config: MiddlewareConfig;
  database: Database;
  blobs: BlobStore;
  auth: AuthFeature;
  apiKeys: ApiKeysFeature;
  storage: StorageFeature;
  extractor: ExtractorFeature;
  docdb: DocdbFeature;
  chatbot: ChatbotFeature;
  dashboard: DashboardFeature;
  profile: ProfileFeature;
  integrations: IntegrationsFeature;
  webhooks: WebhooksFeature;
};

declare module 'fastify' {
  interface FastifyInstance {
    folio: AppContext;
  }
}
