import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp, type AppOverrides } from '../app';
import { loadMiddlewareConfig, type MiddlewareConfig } from '../config';
import { openTestDatabase } from '../db/testing';
import { startSmtpInbox, type SmtpInbox } from '../mail/testing/smtp-inbox';

/** A middleware for one test file: its own database, data folder and SMTP server. */
export type TestApp = {
  app: FastifyInstance;
  config: MiddlewareConfig;
  inbox: SmtpInbox;
  close(): Promise<void>;
};

/**
 * Builds the middleware as tests use it: a database from `openTestDatabase()` (PGlite, or
 * PostgreSQL when `FOLIO_TEST_DATABASE_URL` is set), a temporary data folder, no job workers,
 * and e-mail through a real SMTP server in the process. `env` adds or replaces variables.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: AppOverrides['clock'] } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'folio-middleware-'));
  const inbox = await startSmtpInbox();
  const config = loadMiddlewareConfig(
    {
      FOLIO_DATA_DIR: dataDir,
      FOLIO_WEB_DIR: join(dataDir, 'no-web'),
      FOLIO_PUBLIC_URL: 'http://folio.test:8080',
      FOLIO_SMTP_URL: inbox.url,
      FOLIO_JOBS_IN_PROCESS: '0',
      ...options.env,
    },
    { logLevel: 'silent' },
  );
  const app = await buildApp(config, { database: await openTestDatabase(), clock: options.clock });
  return {
    app,
    config,
    inbox,
    async close() {
      await app.close();
      await inbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
