// Servers with a Google Drive and a SharePoint (issue 14), for the browser files that need one: the
// shared servers have neither, so these start their own pair pointed at a local fake Google and a
// local fake Microsoft Graph, once per worker, and the browser goes to their address. Every file
// using `cloudTest` shares the pair.
import {
  startFakeGoogleServer,
  type FakeGoogleServer,
} from '@folio/middleware/testing/fake-google-server';
import {
  startFakeGraphServer,
  type FakeGraphServer,
} from '@folio/middleware/testing/fake-graph-server';
import { expectData, jsonDataForm, userContext } from '@folio/sdk';

import { signInAccount } from '../support/accounts';
import { startServers, type RunningServers } from '../support/start-servers';

import { newEmail, test } from './web-test';

export const cloudTest = test.extend<
  object,
  { google: FakeGoogleServer; graph: FakeGraphServer; servers: RunningServers }
>({
  google: [
    // Playwright reads a fixture's dependencies from this pattern; the fake depends on none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const google = await startFakeGoogleServer();
      await use(google);
      await google.close();
    },
    { scope: 'worker' },
  ],
  graph: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const graph = await startFakeGraphServer();
      await use(graph);
      await graph.close();
    },
    { scope: 'worker' },
  ],
  servers: [
    async ({ google, graph }, use) => {
      const servers = await startServers({ ...google.env, ...graph.env });
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ servers }, use) => use(servers.webUrl),
});

/** A verified account of `servers` holding `resultados.csv` in the folder `resultados`. */
export async function userWithResults(servers: RunningServers, prefix: string) {
  const user = await signInAccount(servers, newEmail(prefix));
  const csv = new File(['proveedor;total\nAceites del Sur;1250.00\n'], 'resultados.csv', {
    type: 'text/csv',
  });
  await expectData(
    user.api.POST(
      '/storage/upload',
      jsonDataForm(
        'uploadFiles',
        { ...userContext(user.email), topico: 'resultados' },
        { file: [csv] },
      ),
    ),
  );
  return user;
}
