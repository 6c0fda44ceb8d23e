import { createFolioClients, type FolioClients } from '@folio/sdk';
import { inject } from 'vitest';

/** SDK clients for the servers of this run. */
export function clientsForRun(): FolioClients {
  const servers = inject('servers');
  return createFolioClients({
    middlewareUrl: servers.middlewareUrl,
    serviceUrl: servers.serviceUrl,
  });
}
