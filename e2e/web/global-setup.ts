import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { REPO_ROOT, startServers } from '../support/start-servers';

import { DATA_DIR_ENV, WEB_URL_ENV } from './web-url';

/** What `scripts/start.ts` runs: the built hosts and the built web app they serve. */
const BUILT = [
  'apps/middleware/dist/index.js',
  'apps/service/dist/index.js',
  'apps/web/dist/index.html',
];

/**
 * Starts both hosts once for the whole run (fresh data folder, free ports) and returns the
 * teardown that stops them. The web URL and the data folder (whose `outbox/` holds the e-mails)
 * reach the workers through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const missing = BUILT.filter((path) => !existsSync(join(REPO_ROOT, path)));
  if (missing.length > 0) {
    throw new Error(
      `Build the apps before the browser tests (pnpm build), missing: ${missing.join(', ')}`,
    );
  }
  // Webhooks may reach the test's own receiver on 127.0.0.1, and nothing else private.
  const servers = await startServers({ FOLIO_WEBHOOKS_ALLOW: '127.0.0.1' });
  process.env[WEB_URL_ENV] = servers.webUrl;
  process.env[DATA_DIR_ENV] = servers.dataDir;
  return async () => {
    await servers.stop();
  };
}
