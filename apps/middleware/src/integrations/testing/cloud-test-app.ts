import type { JobContext } from '../../jobs/job-handler';
import {
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../../storage/testing/storage-test-app';
import { createIntegrationsJobHandlers, CLOUD_IMPORT_JOB_KIND } from '../integrations.feature';
import type { ProviderId } from '../cloud-provider';
import { startFakeGoogleServer, type FakeGoogleServer } from './fake-google-server';
import { startFakeGraphServer, type FakeGraphServer } from './fake-graph-server';

/** The middleware pointed at a fake Google and a fake Microsoft, with helpers to connect a user and run imports. */
export type CloudTestApp = StorageTestApp & {
  google: FakeGoogleServer;
  graph: FakeGraphServer;
  /** Runs the consent round trip as a browser would; answers the callback's redirect. */
  connect(user: TestUser, provider?: ProviderId): Promise<URL>;
  /** Runs an import's job to its end in this process, as a worker would. */
  runImport(importId: string, signal?: AbortSignal): Promise<unknown>;
};

/** The `cookie` header a browser sends back for a `set-cookie` it was given (name=value only). */
export function browserCookie(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((header) => header.split(';')[0] ?? '')
    .join('; ');
}

export async function createCloudTestApp(env: Record<string, string> = {}): Promise<CloudTestApp> {
  const google = await startFakeGoogleServer();
  const graph = await startFakeGraphServer();
  const test = await createStorageTestApp({
    ...google.env,
    ...graph.env,
    FOLIO_INTEGRATIONS_MAX_RETRY_WAIT_MS: '5000',
    FOLIO_INTEGRATIONS_UPLOAD_CHUNK_BYTES: String(256 * 1024),
    ...env,
  });
  const handler = createIntegrationsJobHandlers({
    db: test.db,
    config: test.config,
    storage: test.app.folio.storage.deps,
    log: test.app.log,
  })[CLOUD_IMPORT_JOB_KIND];

  return {
    ...test,
    google,
    graph,
    async connect(user, provider = 'google-drive') {
      const started = await test.call(user, {
        method: 'POST',
        url: `/integrations/${provider}/connect`,
      });
      const { authorizationUrl } = started.json<{ authorizationUrl: string }>();
      const consent = await fetch(authorizationUrl, { redirect: 'manual' });
      const back = new URL(consent.headers.get('location') ?? '');
      const finished = await test.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: browserCookie(started.headers['set-cookie']) },
      });
      return new URL(finished.headers.location as string);
    },
    async runImport(importId, signal = new AbortController().signal) {
      const context: JobContext = {
        jobId: importId,
        kind: CLOUD_IMPORT_JOB_KIND,
        payload: { importId },
        attempt: 1,
        workerId: 'test',
        signal,
        progress: () => Promise.resolve(),
      };
      return handler?.(context);
    },
    async close() {
      await test.close();
      await google.close();
      await graph.close();
    },
  };
}
