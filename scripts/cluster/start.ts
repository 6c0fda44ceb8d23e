// Tries Folio scaled out on this machine (issue 15, docs/deploy.md): a throwaway PostgreSQL
// (scripts/postgres.sh), the local S3 server of the tests (or your own store: DATABASE_URL and
// FOLIO_S3_ENDPOINT, FOLIO_S3_BUCKET, FOLIO_S3_ACCESS_KEY_ID, FOLIO_S3_SECRET_ACCESS_KEY), two
// middleware processes, two job workers and a service behind Debian's nginx. After `pnpm build`:
//   node scripts/cluster/start.ts        # prints the address; Ctrl-C stops everything
import { join } from 'node:path';

import { startStandaloneCluster } from './standalone.ts';

const { cluster, stop } = await startStandaloneCluster();
console.log(
  `Folio on ${cluster.webUrl} (API ${cluster.middlewareUrl}, service ${cluster.serviceUrl})`,
);
console.log(
  `  middleware: ${cluster.middlewares.map((host) => host.url).join(', ')}; ${cluster.workers.length} workers`,
);
console.log(
  `  e-mails of sign-ups: ${cluster.middlewares.map((host) => join(host.dataDir, 'outbox')).join(', ')}`,
);

let stopping = false;
const stopAll = async () => {
  if (stopping) {
    return;
  }
  stopping = true;
  await stop();
  process.exit(0);
};
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());
