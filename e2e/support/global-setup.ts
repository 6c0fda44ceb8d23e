import type { TestProject } from 'vitest/node';

import { startServers } from './start-servers';

declare module 'vitest' {
  export interface ProvidedContext {
    servers: { middlewareUrl: string; serviceUrl: string; webUrl: string; dataDir: string };
  }
}

/** One pair of servers per vitest project run, with a fresh data folder. */
export default async function setup(project: TestProject) {
  const servers = await startServers();
  project.provide('servers', {
    middlewareUrl: servers.middlewareUrl,
    serviceUrl: servers.serviceUrl,
    webUrl: servers.webUrl,
    dataDir: servers.dataDir,
  });
  return async () => {
    await servers.stop();
  };
}
