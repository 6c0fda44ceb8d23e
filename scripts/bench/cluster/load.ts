// Load on the cluster (issue 15: "500 concurrent clients for 60 s ... no error other than rate
// limits, p99 of list calls under 50 ms and of search under 150 ms"). Starts the topology of
// scripts/cluster/start.ts (two middleware processes, two workers, a service, nginx, PostgreSQL
// and a local S3 server, loopback only), signs in a few users, and lets the clients sign in, list
// files, search their contents, download, upload small files, and start extraction runs and poll
// them, for the given time (DATABASE_URL and FOLIO_S3_* put it on your own database and store, as
// scripts/cluster/start.ts does). After `pnpm build`:
//   node scripts/bench/cluster/load.ts [--clients 500] [--seconds 60] [--users 20]
// Latencies are measured at the client through nginx, so they bound the server's from above.
// Prints per call p50/p95/p99, throughput and errors; never exits non-zero for a miss.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

import '../../../packages/documents/src/workers/source-hooks.ts';

const { startStandaloneCluster } = await import('../../cluster/standalone.ts');
const { registerVerifiedAccount } = await import('../../../e2e/support/accounts.ts');
const { invoicesZip, makeInvoicePdf, INVOICE_ATTRIBUTES } =
  await import('../../../e2e/support/invoice-files.ts');
const { createFolioClients, expectData, jsonDataForm, userContext } =
  await import('../../../packages/sdk/src/index.ts');
const { percentile } = await import('../chat/score.ts');

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    users: { type: 'string', default: '20' },
  },
});
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const USERS = Number(values.users);
const TARGET_P99_MS = { list: 50, search: 150 } as const;
// How often each action is picked: mostly reading, as people do.
const ACTIONS = [
  ['list', 40],
  ['search', 20],
  ['download', 15],
  ['upload', 15],
  ['login', 5],
  ['extract', 5],
] as const;
type Action = (typeof ACTIONS)[number][0];

// Many clients share few users from one address: the sign-in limits are not what is measured.
const { cluster, stop } = await startStandaloneCluster({
  FOLIO_LOGIN_MAX_PER_IP: '1000000',
  FOLIO_LOGIN_MAX_PER_ADDRESS: '1000000',
});

try {
  const first = cluster.middlewares[0];
  const anonymous = createFolioClients({
    middlewareUrl: cluster.middlewareUrl,
    serviceUrl: cluster.serviceUrl,
  });
  const zip = await invoicesZip(['F-1']);
  type LoadUser = {
    account: Awaited<ReturnType<typeof registerVerifiedAccount>>;
    clients: ReturnType<typeof createFolioClients>;
    context: ReturnType<typeof userContext>;
    fileId: string;
  };
  const users: LoadUser[] = [];
  for (let index = 0; index < USERS; index++) {
    const account = await registerVerifiedAccount(
      createFolioClients({ middlewareUrl: first?.url ?? '', serviceUrl: cluster.serviceUrl }),
      first?.dataDir ?? '',
      `load${index}.${Date.now().toString(36)}@example.com`,
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
            name: 'carga',
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
          { ...context, topico: 'carga' },
          {
            file: [new File([await makeInvoicePdf('A-1')], 'informe.pdf')],
          },
        ),
      ),
    );
    users.push({ account, clients, context, fileId: uploaded.data.archivos[0]?.id ?? '' });
  }

  const times = new Map<Action, number[]>(ACTIONS.map(([name]) => [name, []]));
  const failures = new Map<string, number>();
  let limited = 0;
  const totalWeight = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);
  const pick = (): Action => {
    let roll = Math.random() * totalWeight;
    for (const [name, weight] of ACTIONS) {
      roll -= weight;
      if (roll < 0) {
        return name;
      }
    }
    return 'list';
  };

  const act = async (action: Action, user: LoadUser): Promise<Response> => {
    const { clients, context } = user;
    const api = clients.middleware;
    switch (action) {
      case 'list':
        return (await api.GET('/storage/files', { params: { query: context } })).response;
      case 'search':
        return (
          await api.POST(
            '/storage/search',
            jsonDataForm('searchFileContents', { ...context, prompt: 'consultoría' }),
          )
        ).response;
      case 'download':
        return (
          await api.GET('/storage/files/{file_id}/content', {
            params: { path: { file_id: user.fileId } },
            parseAs: 'stream',
          })
        ).response;
      case 'upload':
        return (
          await api.POST(
            '/storage/upload',
            jsonDataForm(
              'uploadFiles',
              { ...context, topico: 'carga' },
              {
                file: [new File([`nota ${randomUUID()}`], `nota-${randomUUID()}.txt`)],
              },
            ),
          )
        ).response;
      case 'login':
        return (await anonymous.middleware.POST('/auth/login', { body: user.account })).response;
      case 'extract': {
        const started = await api.POST(
          '/extractor/extract',
          jsonDataForm(
            'extractZip',
            { ...context, config_name: 'carga' },
            {
              file: zip,
            },
          ),
        );
        const runId = started.data?.data.run_id;
        if (runId) {
          await api.GET('/extractor/runs/{run_id}', { params: { path: { run_id: runId } } });
        }
        return started.response;
      }
    }
  };

  const deadline = Date.now() + SECONDS * 1000;
  const client = async (index: number) => {
    const user = users[index % users.length];
    if (!user) {
      return;
    }
    while (Date.now() < deadline) {
      const action = pick();
      const started = performance.now();
      try {
        const response = await act(action, user);
        // openapi-fetch has read JSON answers; a downloaded stream is dropped unread.
        if (!response.bodyUsed) {
          await response.body?.cancel();
        }
        times.get(action)?.push(performance.now() - started);
        if (response.status === 429) {
          limited++;
        } else if (!response.ok) {
          const key = `${action} ${response.status}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      } catch (error) {
        const key = `${action} ${String(error).slice(0, 60)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
  };
  console.log(`${CLIENTS} clients, ${USERS} users, ${SECONDS} s over ${cluster.middlewareUrl}`);
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));

  let calls = 0;
  for (const [action, list] of times) {
    calls += list.length;
    const target = action in TARGET_P99_MS ? TARGET_P99_MS[action as 'list' | 'search'] : undefined;
    const p99 = percentile(list, 0.99);
    console.log(
      `  ${action.padEnd(9)} ${String(list.length).padStart(7)} calls  p50 ${percentile(list, 0.5).toFixed(1).padStart(7)} ms  p95 ${percentile(list, 0.95).toFixed(1).padStart(7)} ms  p99 ${p99.toFixed(1).padStart(7)} ms` +
        (target === undefined ? '' : `   ${p99 < target ? 'PASS' : 'FAIL'} (p99 < ${target} ms)`),
    );
  }
  console.log(`  throughput ${(calls / SECONDS).toFixed(0)} calls/s; rate-limited ${limited}`);
  console.log(
    failures.size === 0
      ? '  errors: none'
      : `  errors: ${[...failures].map(([key, count]) => `${key} x${count}`).join(', ')}`,
  );
} finally {
  await stop();
}
