// Load on the cluster (issue 15: "500 concurrent clients for 60 s ... no error other than rate
// limits, p99 of list calls under 50 ms and of search under 150 ms"). Starts the topology of
// scripts/cluster/start.ts (two middleware processes, two workers, a service, nginx, PostgreSQL
// and a local S3 server, loopback only), signs in a few users, and lets the clients of
// e2e/support/cluster/load.ts sign in, list files, search their contents, download, upload small
// files, and start extraction runs and poll them, for the given time (DATABASE_URL and FOLIO_S3_*
// put it on your own database and store, as scripts/cluster/start.ts does). After `pnpm build`:
//   node scripts/bench/cluster/load.ts [--clients 500] [--seconds 60] [--users 20] [--faults]
//     [--think-ms 0]
// --think-ms is each client's mean pause between calls (0: every client always has a call out).
// With --faults, each fault of the issue happens once during its own load window (a middleware
// killed, a worker killed mid-run, PostgreSQL restarted, the S3 server stopped for 10 s; the last
// two need the throwaway PostgreSQL and S3 of this script), and each window ends with the blobs
// compared with their rows and every acknowledged upload read back.
// Latencies are printed at the client (through nginx) and at the server (the middleware's
// `Server-Timing`, the measure), with throughput and errors; never exits non-zero.
import { parseArgs } from 'node:util';

import '../../../packages/documents/src/workers/source-hooks.ts';

const { startStandaloneCluster } = await import('../../cluster/standalone.ts');
const { prepareLoadUsers, startLoad } = await import('../../../e2e/support/cluster/load.ts');
const { FAULTS, settleAndCheck } = await import('../../../e2e/support/cluster/faults.ts');
const { percentile } = await import('../chat/score.ts');

type LoadReport = Awaited<ReturnType<Awaited<ReturnType<typeof startLoad>>['stop']>>;

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    users: { type: 'string', default: '20' },
    faults: { type: 'boolean', default: false },
    'think-ms': { type: 'string', default: '0' },
  },
});
const CLIENTS = Number(values.clients);
const SECONDS = Number(values.seconds);
const THINK_MS = Number(values['think-ms']);
const TARGET_P99_MS: Partial<Record<string, number>> = { list: 50, search: 150 };

// Many clients share few users from one address: the sign-in limits are not what is measured.
const standalone = await startStandaloneCluster({
  FOLIO_LOGIN_MAX_PER_IP: '1000000',
  FOLIO_LOGIN_MAX_PER_ADDRESS: '1000000',
  // A killed worker's run is taken over once its lease lapses.
  FOLIO_JOBS_LEASE_MS: '5000',
  // As deployed (docs/deploy.md): answers are not checked against the contract on the way out.
  NODE_ENV: 'production',
});
const { cluster } = standalone;

const ms = (value: number) => value.toFixed(1).padStart(8);

const print = (title: string, report: LoadReport) => {
  console.log(title);
  console.log(
    `  ${''.padEnd(9)} ${'calls'.padStart(7)}  ${'client p50'.padStart(10)} ${'p99'.padStart(8)}  ${'server p50'.padStart(10)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}`,
  );
  let calls = 0;
  for (const [action, list] of report.times) {
    calls += list.length;
    const server = report.serverTimes.get(action) ?? [];
    const target = TARGET_P99_MS[action];
    const p99 = percentile(server, 0.99);
    console.log(
      `  ${action.padEnd(9)} ${String(list.length).padStart(7)}  ${ms(percentile(list, 0.5)).padStart(10)} ${ms(percentile(list, 0.99))}  ${ms(percentile(server, 0.5)).padStart(10)} ${ms(percentile(server, 0.95))} ${ms(p99)}` +
        (target === undefined
          ? ''
          : `   ${p99 < target ? 'PASS' : 'FAIL'} (server p99 < ${target} ms)`),
    );
  }
  // Little's law: with every client always waiting on a call, a call takes clients / throughput
  // on average, whatever the server does; only more throughput or fewer calls in flight lower it.
  console.log(
    `  clients always in a call: ${(((calls / report.seconds) * percentile([...report.times.values()].flat(), 0.5)) / 1000).toFixed(0)} of ${CLIENTS} (median call x throughput)`,
  );
  const listed = (counts: Map<string, number>) =>
    counts.size === 0 ? 'none' : [...counts].map(([key, count]) => `${key} x${count}`).join(', ');
  console.log(
    `  throughput ${(calls / report.seconds).toFixed(0)} calls/s; rate-limited ${report.limited}`,
  );
  console.log(`  retried: ${listed(report.retried)}`);
  console.log(`  errors: ${listed(report.failures)}`);
};

try {
  const users = await prepareLoadUsers(cluster, Number(values.users));
  const windows = values.faults ? FAULTS : [undefined];
  for (const fault of windows) {
    const load = await startLoad({ cluster, users, clients: CLIENTS, thinkMs: THINK_MS });
    const title = fault ? `fault: ${fault.name}` : 'no fault';
    await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
    const injected = fault ? await fault.inject(standalone, { outageMs: 10_000 }) : undefined;
    await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000 * 2) / 3));
    const report = await load.stop();
    print(
      `${CLIENTS} clients (pausing ${THINK_MS} ms on average between calls), ${users.length} users, ${report.seconds.toFixed(0)} s, ${title}`,
      report,
    );
    if (injected) {
      console.log(`  ${injected.description}`);
      const problems = await injected.problems();
      console.log(
        `  after the fault: ${problems.length === 0 ? 'as it should be' : problems.join('; ')}`,
      );
    }
    const check = await settleAndCheck(standalone, report.uploads);
    console.log(
      `  blobs: ${check.objects} blobs, ${check.rows} rows, ${check.missing.length} missing, ${check.strays.length} strays; ${check.unreadable.length} of ${report.uploads.length} acknowledged uploads unreadable or changed`,
    );
  }
} finally {
  await standalone.stop();
}
