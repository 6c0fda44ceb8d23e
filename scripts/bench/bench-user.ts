// A signed-in user of a bench run against servers started as `npm start` starts them: registered
// and verified the way the e2e tests do it, with SDK clients that send its token.
import { registerVerifiedAccount } from '../../e2e/support/accounts.ts';
import type { RunningServers } from '../../e2e/support/start-servers.ts';
import { createFolioClients, expectData, type FolioClients } from '../../packages/sdk/src/index.ts';

export type BenchUser = { email: string; clients: FolioClients };

/** A new account named after `label`, signed in. */
export async function signInBenchUser(servers: RunningServers, label: string): Promise<BenchUser> {
  const email = `bench.${label}.${Date.now().toString(36)}@example.com`;
  let token = '';
  const clients = createFolioClients({
    middlewareUrl: servers.middlewareUrl,
    serviceUrl: servers.serviceUrl,
    session: { getAccessToken: () => token, refresh: async () => undefined },
  });
  const account = await registerVerifiedAccount(clients, servers.dataDir, email);
  token = (await expectData(clients.middleware.POST('/auth/login', { body: account })))
    .access_token;
  return { email, clients };
}
