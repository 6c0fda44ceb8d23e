import type { Kysely } from 'kysely';

import type { MiddlewareConfig } from '../config';
import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import { loadSecretCipher } from '../secret-cipher';
import type { StorageDeps } from '../storage/storage.feature';
import { createCloudImportJob, CLOUD_IMPORT_JOB_KIND } from './imports/cloud-import.job';
import { createImportService } from './imports/imports.service';
import { createOAuthService } from './oauth/oauth.service';
import type { ProviderHttpSettings } from './provider-http';
import { createProviders } from './providers';
import { createUploadService, type ResultsExporter } from './uploads/upload.service';

/*
 * The integrations' front door (issue 14, docs/dev/features.md): Google Drive and SharePoint
 * connected per user, imports into Files as the `integrations.import` job, uploads back.
 */
export { CLOUD_IMPORT_JOB_KIND } from './imports/cloud-import.job';
export type { ResultsExporter } from './uploads/upload.service';

export type IntegrationsDeps = {
  db: Kysely<Tables>;
  config: Pick<MiddlewareConfig, 'integrations' | 'publicUrl' | 'secrets'>;
  storage: StorageDeps;
  log: Logger;
};

/** The grants, the providers and the import job's dependencies, shared by routes and workers. */
function createCore(deps: IntegrationsDeps) {
  const http: ProviderHttpSettings = { maxRetryWaitMs: deps.config.integrations.maxRetryWaitMs };
  const providers = createProviders(deps.config.integrations, http);
  const cipher = loadSecretCipher(deps.config.secrets);
  // Awaited by every call; a bad key must not be an unhandled rejection before the first one.
  cipher.catch(() => undefined);
  const oauth = createOAuthService({
    db: deps.db,
    cipher,
    providers,
    publicUrl: deps.config.publicUrl,
    http,
    log: deps.log,
  });
  return { providers, oauth };
}

/** The integrations as the app holds them, for the routes. */
export type IntegrationsFeature = ReturnType<typeof createIntegrationsFeature>;

export function createIntegrationsFeature(deps: IntegrationsDeps & { results: ResultsExporter }) {
  const { providers, oauth } = createCore(deps);
  return {
    publicUrl: deps.config.publicUrl,
    owners: deps.storage.owners,
    providers,
    oauth,
    imports: createImportService({ db: deps.db, oauth, providers }),
    uploads: createUploadService({
      storage: deps.storage,
      oauth,
      providers,
      results: deps.results,
    }),
  };
}

/** The import job for a runner (the in-process one or `folio-server worker`). */
export function createIntegrationsJobHandlers(deps: IntegrationsDeps) {
  const { providers, oauth } = createCore(deps);
  return {
    [CLOUD_IMPORT_JOB_KIND]: createCloudImportJob({ ...deps, oauth, providers }),
  };
}
