import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { createHttpApp, registerContract, type OpenApiDocument } from '@folio/server';
import contract from '@folio/sdk/openapi/middleware.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';

import { createAiProviders, createEmbeddings, createTranscription } from './ai';
import { createApiKeysFeature } from './api-keys/api-keys.feature';
import './app-context';
import { createAuthFeature } from './auth/auth.feature';
import { createChatbotFeature } from './chatbot/chatbot.feature';
import type { MiddlewareConfig } from './config';
import { createDashboardFeature } from './dashboard/dashboard.feature';
import { openBlobStore } from './blobs/open-blob-store';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { createDocdbFeature } from './docdb/docdb.feature';
import { createExtractorFeature } from './extractor/extractor.feature';
import { createIntegrationsFeature } from './integrations/integrations.feature';
import { createJobHandlers } from './jobs/handlers';
import { JOBS_CHANNEL } from './jobs/job-queue';
import { createJobRunner } from './jobs/job-runner';
import { createProfileFeature } from './profile/profile.feature';
import { middlewareRoutes } from './routes';
import { loadSecretCipher } from './secret-cipher';
import { createStorageFeature } from './storage/storage.feature';
import { registerTusUploads } from './storage/tus/tus-uploads';
import { registerApiReference } from './web/api-reference';
import { createSpaFallback, hasWebApp, serveWebApp } from './web/serve-web';
import { createWebhooksFeature, sealPlainWebhookSecrets } from './webhooks/webhooks.feature';

const spec = contract as OpenApiDocument;

/**
 * What tests may replace: the clock of tokens and links, the mailer, and the database (one from
 * `openTestDatabase()`, so a test runs on PGlite or PostgreSQL alike; the app closes it).
 */
export type AppOverrides = Pick<Parameters<typeof createAuthFeature>[0], 'clock' | 'mailer'> & {
  database?: Database;
};

/**
 * Builds the middleware host: database (migrated), blob store, in-process job workers unless
 * disabled, the API from the contract, and the web app at `/`. It never listens: `server.ts`
 * does, and tests use `inject()` or listen on a free port themselves. Closing the app stops
 * claiming jobs, lets running ones finish, then closes the database.
 */
export async function buildApp(
  config: MiddlewareConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const serveWeb = hasWebApp(config.webDir);
  const app = await createHttpApp({
    logLevel: config.logLevel,
    bodyLimitBytes: config.bodyLimitBytes,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    connectSources: [new URL(config.serviceUrl).origin],
    ...(serveWeb ? { notFound: createSpaFallback('/api') } : {}),
  });

  const database = overrides.database ?? (await openDatabase(config.database, app.log));
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const blobs = await openBlobStore(config.blobs);
  const apiKeys = createApiKeysFeature({
    db: database.db,
    requestsPerMinute: config.auth.apiKeyRequestsPerMinute,
    clock: overrides.clock,
    log: app.log,
  });
  const auth = await createAuthFeature({
    config,
    db: database.db,
    log: app.log,
    clock: overrides.clock,
    mailer: overrides.mailer,
    checkApiKey: apiKeys.authenticate,
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const storage = createStorageFeature({
    db: database.db,
    blobs,
    limits: config.limits,
    log: app.log,
  });
  // One set of AI providers for the routes and the in-process job runner.
  const ai = createAiProviders(config.ai);
  const extractor = createExtractorFeature({
    db: database.db,
    blobs,
    config,
    storage,
    log: app.log,
    ai,
  });
  const docdb = createDocdbFeature(storage);
  const chatbot = createChatbotFeature({
    db: database.db,
    database,
    blobs,
    config,
    storage,
    log: app.log,
    ai,
    embeddings: createEmbeddings(config.ai),
    transcription: createTranscription(config.ai),
  });
  const dashboard = createDashboardFeature({ db: database.db, storage });
  const profile = createProfileFeature({
    db: database.db,
    blobs,
    log: app.log,
    auth,
    storage,
    chatbot,
    erasureGraceSeconds: config.auth.accountErasureGraceSeconds,
  });
  const secrets = loadSecretCipher(config.secrets);
  // Webhook secrets stored in the clear before migration 0025 (SQL cannot reach the key).
  await sealPlainWebhookSecrets(database.db, await secrets).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const webhooks = createWebhooksFeature({
    db: database.db,
    config: config.webhooks,
    owners: storage.owners,
    cipher: secrets,
  });
  const integrations = createIntegrationsFeature({
    db: database.db,
    config,
    storage: storage.deps,
    log: app.log,
    results: extractor.exports,
  });
  const context = {
    ...{ config, database, blobs, auth, apiKeys, storage },
    ...{ extractor, docdb, chatbot, dashboard, profile, integrations },
    ...{ webhooks },
  };
  app.decorate('folio', context);

  const runner = config.jobs.runInProcess
    ? createJobRunner({
        db: database.db,
        handlers: createJobHandlers({ database, blobs, config, logger: app.log, ai }),
        concurrency: config.jobs.concurrency,
        pollIntervalMs: config.jobs.pollIntervalMs,
        leaseMs: config.jobs.leaseMs,
        listen: (onQueued) => database.listen(JOBS_CHANNEL, onQueued),
        logger: app.log,
      })
    : undefined;
  if (runner) {
    app.addHook('onReady', () => {
      runner.start();
      return Promise.resolve();
    });
    // preClose: stop claiming as soon as shutdown starts; in-flight jobs finish meanwhile.
    app.addHook('preClose', () => runner.stop(config.shutdownTimeoutMs));
  }
  app.addHook('onClose', async () => {
    // E-mails still being sent need the database no more, but must not be cut off.
    await auth.close();
    await database.close();
  });

  // Form bodies (SPEC §7: `json_data` plus files). Multipart parts are read as streams by the
  // handlers; these limits bound what one request can make the host hold.
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await app.register(multipart, {
    limits: {
      fieldSize: config.bodyLimitBytes,
      fields: 20,
      fileSize: config.limits.uploadMaxFileBytes,
      headerPairs: 100,
    },
  });
  await registerContract(app, {
    spec,
    handlers: middlewareRoutes(context),
    validateResponses: config.validateResponses,
    securityHandlers: auth.securityHandlers,
  });
  // Resumable uploads (tus), outside the contract, beside the storage calls.
  await registerTusUploads(app, context);
  // The API reference of both hosts (issue 21), from the same contracts, offline.
  await registerApiReference(app);
  if (serveWeb) {
    await serveWebApp(app, config.webDir);
  }
  return app;
}
