// Many clients at once over the cluster's balancer (issue 15, "Load and faults"): each signs in,
// lists files, searches their contents, downloads, uploads small files, and starts extraction
// runs and polls them, picked at random by weight, until stopped. Used by the load bench
// (scripts/bench/cluster/load.ts) and by the fault tests (e2e/api/cluster-faults.test.ts).
// A client retries a call that met a gone process or a dependency out of reach (502, 503, 504,
// a dropped connection), honouring Retry-After, as the SDK client does; what still fails after
// that is a failure.
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import {
  createFolioClients,
  expectData,
  FolioError,
  jsonDataForm,
  userContext,
  type FolioClients,
  type UserContext,
} from '@folio/sdk';

import { registerVerifiedAccount, type TestAccount } from '../accounts';
import { INVOICE_ATTRIBUTES, invoicesZip, makeInvoicePdf } from '../invoice-files';
import type { Cluster } from './cluster';

export type LoadAction = 'list' | 'search' | 'download' | 'upload' | 'login' | 'extract';

/** How often each action is picked: mostly reading, as people do. */
export const LOAD_MIX: ReadonlyArray<readonly [LoadAction, number]> = [
  ['list', 40],
  ['search', 20],
  ['download', 15],
  ['upload', 15],
  ['login', 5],
  ['extract', 5],
];

/** A signed-in user with a configuration (`carga`) and one file to download. */
export type LoadUser = {
  account: TestAccount;
  accessToken: string;
  clients: FolioClients;
  context: UserContext;
  fileId: string;
};

/** An upload the server acknowledged: its content must be there, byte for byte, afterwards. */
export type AcknowledgedUpload = { fileId: string; sha256: string; user: LoadUser };

export type LoadReport = {
  /** Milliseconds per call at the client, retries and nginx included. */
  times: Map<LoadAction, number[]>;
  /** Milliseconds per answered call at the middleware (its `Server-Timing`). */
  serverTimes: Map<LoadAction, number[]>;
  /** `<action> <status> <code>` of calls that failed for good, and how many. */
  failures: Map<string, number>;
  /** The same for attempts that failed and were retried. */
  retried: Map<string, number>;
  /** Calls answered 429 (rate limits are allowed under load). */
  limited: number;
  uploads: AcknowledgedUpload[];
  seconds: number;
};

export type RunningLoad = {
  /** Resolves once `count` more calls have finished (a state to wait for, not a time). */
  moreCalls(count: number): Promise<void>;
  stop(): Promise<LoadReport>;
};

const RUN_CONFIGURATION = 'carga';
// No answer at all (status 0: a connection refused or cut), a gone upstream, a dependency out
// of reach.
const TRANSIENT_STATUSES = new Set([0, 502, 503, 504]);
// A call gives up retrying after this long: a fault the product does not recover from within
// it shows as a failure instead of a hang.
const RETRY_FOR_MS = 30_000;
const MAX_WAIT_MS = 5_000;

/** Registers `count` users on the cluster, each with a configuration and one uploaded file. */
export async function prepareLoadUsers(cluster: Cluster, count: number): Promise<LoadUser[]> {
  // Sign-ups on the first process, whose outbox holds the verification e-mails.
  const first = cluster.middlewares[0];
  const direct = createFolioClients({
    middlewareUrl: first?.url ?? '',
    serviceUrl: cluster.serviceUrl,
  });
  const anonymous = createFolioClients({
    middlewareUrl: cluster.middlewareUrl,
    serviceUrl: cluster.serviceUrl,
  });
  const users: LoadUser[] = [];
  for (let index = 0; index < count; index++) {
    const account = await registerVerifiedAccount(
      direct,
      first?.dataDir ?? '',
      `load${index}.${randomUUID().slice(0, 8)}@example.com`,
    );
    const session = await expectData(anonymous.middleware.POST('/auth/login', { body: account }));
    const clients = createFolioClients({
      middlewareUrl: cluster.middlewareUrl,
      serviceUrl: cluster.serviceUrl,
      session: { getAccessToken: () => session.access_token, refresh: async () => undefined },
    });
    const context = userContext(account.email);
    await expectData(
      clients.middleware.POST('/extractor/configurations', {
        body: {
          ...context,
          configuration: {
            name: RUN_CONFIGURATION,
            document_type: 'invoice',
            attributes: INVOICE_ATTRIBUTES,
          },
        },
      }),
    );
    const uploaded = await expectData(
      clients.middleware.POST(
        '/storage/upload',
        jsonDataForm(
          'uploadFiles',
          { ...context, topico: RUN_CONFIGURATION },
          { file: [new File([new Uint8Array(await makeInvoicePdf('A-1'))], 'informe.pdf')] },
        ),
      ),
    );
    users.push({
      account,
      accessToken: session.access_token,
      clients,
      context,
      fileId: uploaded.data.archivos[0]?.id ?? '',
    });
  }
  return users;
}

type Success = { response: Response; upload?: { fileId: string; sha256: string } };
// The SDK's clients throw every non-2xx answer and every failed fetch as a FolioError.
type Failure = { status: number; code: string; retryAfterMs?: number | undefined };

/** Starts `clients` clients over `users` (round robin); `stop` lets each finish its call. */
export async function startLoad(options: {
  cluster: Cluster;
  users: readonly LoadUser[];
  clients: number;
  mix?: ReadonlyArray<readonly [LoadAction, number]>;
  /** Mean pause of a client between its calls (exponential, as people's are); none by default. */
  thinkMs?: number;
}): Promise<RunningLoad> {
  const { cluster, users } = options;
  const mix = options.mix ?? LOAD_MIX;
  const thinkMs = options.thinkMs ?? 0;
  const anonymous = createFolioClients({
    middlewareUrl: cluster.middlewareUrl,
    serviceUrl: cluster.serviceUrl,
  });
  const zip = await invoicesZip(['F-1']);
  const report: LoadReport = {
    times: new Map(mix.map(([name]) => [name, []])),
    serverTimes: new Map(mix.map(([name]) => [name, []])),
    failures: new Map(),
    retried: new Map(),
    limited: 0,
    uploads: [],
    seconds: 0,
  };
  const count = (counts: Map<string, number>, key: string) =>
    counts.set(key, (counts.get(key) ?? 0) + 1);
  const totalWeight = mix.reduce((sum, [, weight]) => sum + weight, 0);
  const pick = (): LoadAction => {
    let roll = Math.random() * totalWeight;
    for (const [name, weight] of mix) {
      roll -= weight;
      if (roll < 0) {
        return name;
      }
    }
    return mix[0]?.[0] ?? 'list';
  };

  const act = async (action: LoadAction, user: LoadUser): Promise<Success> => {
    const api = user.clients.middleware;
    const { context } = user;
    switch (action) {
      case 'list':
        return api.GET('/storage/files', { params: { query: context } });
      case 'search':
        return api.POST(
          '/storage/search',
          jsonDataForm('searchFileContents', { ...context, prompt: 'consultoría' }),
        );
      case 'download':
        return api.GET('/storage/files/{file_id}/content', {
          params: { path: { file_id: user.fileId } },
          parseAs: 'stream',
        });
      case 'upload': {
        const content = `nota ${randomUUID()}`;
        const result = await api.POST(
          '/storage/upload',
          jsonDataForm(
            'uploadFiles',
            { ...context, topico: RUN_CONFIGURATION },
            { file: [new File([content], `nota-${randomUUID()}.txt`)] },
          ),
        );
        const fileId = result.data?.data.archivos[0]?.id;
        const sha256 = createHash('sha256').update(content).digest('hex');
        return fileId ? { ...result, upload: { fileId, sha256 } } : result;
      }
      case 'login':
        return anonymous.middleware.POST('/auth/login', { body: user.account });
      case 'extract': {
        const started = await api.POST(
          '/extractor/extract',
          jsonDataForm('extractZip', { ...context, config_name: RUN_CONFIGURATION }, { file: zip }),
        );
        const runId = started.data?.data.run_id;
        if (runId) {
          await api.GET('/extractor/runs/{run_id}', { params: { path: { run_id: runId } } });
        }
        return started;
      }
    }
  };

  let running = true;
  const failureKey = (action: LoadAction, failure: Failure) =>
    `${action} ${failure.status} ${failure.code}`;

  // One call, retried while its failure is transient and the retry window lasts.
  const call = async (action: LoadAction, user: LoadUser): Promise<Success | Failure> => {
    const giveUpAt = Date.now() + RETRY_FOR_MS;
    for (let attempt = 0; ; attempt++) {
      let outcome: Success | Failure;
      try {
        outcome = await act(action, user);
        // openapi-fetch has read JSON answers; a downloaded stream is dropped unread.
        if (!outcome.response.bodyUsed) {
          await outcome.response.body?.cancel();
        }
        return outcome;
      } catch (error) {
        outcome = failureOf(error);
      }
      const wait = Math.min(outcome.retryAfterMs ?? 200 * 2 ** attempt, MAX_WAIT_MS);
      if (!TRANSIENT_STATUSES.has(outcome.status) || Date.now() + wait > giveUpAt) {
        return outcome;
      }
      count(report.retried, failureKey(action, outcome));
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };

  let calls = 0;
  const waiters: Array<{ calls: number; resolve: () => void }> = [];
  const finished = () => {
    calls += 1;
    for (const waiter of waiters.filter((each) => each.calls <= calls)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };

  // People pause between calls for exponential times, so calls arrive as a Poisson stream; each
  // client also starts after such a pause, or they would all call in the same millisecond.
  // Stopping ends the pauses at once.
  const stopped = new AbortController();
  const pause = () =>
    thinkMs > 0 && running
      ? sleep(-thinkMs * Math.log(1 - Math.random()), undefined, { signal: stopped.signal }).catch(
          () => undefined,
        )
      : undefined;

  const client = async (index: number) => {
    const user = users[index % users.length];
    await pause();
    while (running && user) {
      const action = pick();
      const started = performance.now();
      const outcome = await call(action, user);
      report.times.get(action)?.push(performance.now() - started);
      finished();
      if ('response' in outcome) {
        const serverMs = serverTimeOf(outcome.response);
        if (serverMs !== undefined) {
          report.serverTimes.get(action)?.push(serverMs);
        }
        if (outcome.upload) {
          report.uploads.push({ ...outcome.upload, user });
        }
      } else if (outcome.status === 429) {
        report.limited++;
      } else {
        count(report.failures, failureKey(action, outcome));
      }
      await pause();
    }
  };

  const startedAt = performance.now();
  const clients = Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)));
  return {
    moreCalls: (count) =>
      new Promise<void>((resolve) => waiters.push({ calls: calls + count, resolve })),
    async stop() {
      running = false;
      stopped.abort();
      await clients;
      report.seconds = (performance.now() - startedAt) / 1000;
      return report;
    },
  };
}

const SERVER_TIMING = /(?:^|,)\s*app;dur=([\d.]+)/;

function serverTimeOf(response: Response): number | undefined {
  const match = SERVER_TIMING.exec(response.headers.get('server-timing') ?? '');
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function failureOf(error: unknown): Failure {
  if (!(error instanceof FolioError)) {
    return { status: 0, code: String(error).slice(0, 60) };
  }
  const seconds = (error.detail as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return {
    status: error.status,
    code: error.code,
    retryAfterMs: typeof seconds === 'number' ? seconds * 1000 : undefined,
  };
}
