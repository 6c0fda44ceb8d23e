// Issue 17: files built to exhaust Folio, sent to every path that takes their type, while a second
// user converts an ordinary file. Starts both hosts in one process as `npm start` does (the built
// apps), then prints per path and file the answer and its time against the request kind's budget,
// the second user's worst conversion time, and the process tree's memory (PSS) idle, at its peak
// and a few seconds after the last request.
//   pnpm build && node scripts/bench/hostile/run.ts [--short]
// Targets: every answer within its budget plus 2 s; every refusal a 4xx with a catalogue code;
// health of both hosts within 100 ms throughout (of an idle control server's answer, which is
// what the machine itself adds);
// the tree back within 100 MB of idle; the second user served throughout. Never exits non-zero
// for a miss: it prints PASS/FAIL lines.
import '../../../packages/documents/src/workers/source-hooks.ts';

import type { BenchUser } from './paths.ts';

const { startServers } = await import('../../../e2e/support/start-servers.ts');
const { watchAnswerTimes, watchHealth } = await import('../../../e2e/support/health-watch.ts');
const { startControlServer } = await import('./control-server.ts');
const { signInBenchUser } = await import('../bench-user.ts');
const { expectData, FolioError, jsonDataForm, userContext } =
  await import('../../../packages/sdk/src/index.ts');
const { snapshot, startSampler } = await import('../utils/process-tree.ts');
const { buildCorpus } = await import('./corpus.ts');
const { HOSTILE_PATHS } = await import('./paths.ts');

const GRACE_MS = 2_000;
const HEALTH_MS = 100;
const SETTLE_MB = 100;
const SETTLE_WAIT_MS = 10_000;
const isShort = process.argv.includes('--short');

const servers = await startServers({ FOLIO_LOG_LEVEL: 'error' });
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const signIn = (label: string) => signInBenchUser(servers, label);

/** The second user's ordinary work: a text file to PDF through LibreOffice, again and again. */
async function ordinaryConversion(user: BenchUser): Promise<void> {
  const note = new File(['Reunión del lunes: presupuesto 2026'], 'nota.txt');
  await expectData(
    user.clients.service.POST('/utils/convert-to-pdf', {
      ...jsonDataForm('convertToPdf', userContext(user.email), { file: [note] }),
      parseAs: 'blob',
    }),
  );
}

/**
 * Starts every pool the run will use (LibreOffice and Chromium) with one ordinary job each, so
 * the idle figure is a warm product's, not a cold one's: the target is about what work leaves
 * behind, not about a pool's first start.
 */
async function warmPools(user: BenchUser): Promise<void> {
  await ordinaryConversion(user);
  await expectData(
    user.clients.service.POST('/utils/html-to-pdf', {
      body: { ...userContext(user.email), html: '<p>Acta de la reunión</p>' },
      parseAs: 'blob',
    }),
  );
}

function watchOrdinaryUser(user: BenchUser) {
  let worstMs = 0;
  const failures: string[] = [];
  let isRunning = true;
  const loop = (async () => {
    while (isRunning) {
      const started = performance.now();
      await ordinaryConversion(user).catch((error: unknown) => failures.push(String(error)));
      worstMs = Math.max(worstMs, performance.now() - started);
      await new Promise((wake) => setTimeout(wake, 500));
    }
  })();
  return {
    stop: async () => {
      isRunning = false;
      await loop;
      return { worstMs, failures };
    },
  };
}

try {
  const corpus = await buildCorpus();
  const inputs = isShort
    ? corpus.filter((input, index) => corpus.findIndex((o) => o.kind === input.kind) === index)
    : corpus;
  const [hostile, ordinary] = [await signIn('hostile'), await signIn('ordinary')];
  await warmPools(ordinary);
  await new Promise((wake) => setTimeout(wake, 3_000));
  const idle = await snapshot(servers.pid);
  const sampler = await startSampler(servers.pid, 200);
  const watcher = watchOrdinaryUser(ordinary);
  const health = watchHealth(ordinary.clients);
  const control = await startControlServer();
  const controlHealth = watchAnswerTimes([() => control.check()]);

  let misses = 0;
  console.log(`${'path'.padEnd(16)} ${'file'.padEnd(18)} ${'answer'.padEnd(32)} time`);
  for (const path of HOSTILE_PATHS) {
    for (const input of inputs.filter((each) => path.kinds.includes(each.kind))) {
      const started = performance.now();
      const answer = await path
        .send(hostile, input)
        .catch((error: unknown) =>
          error instanceof FolioError
            ? { outcome: `${error.status} ${error.code}`, isRefusal: true, status: error.status }
            : { outcome: `crash ${String(error)}`, isRefusal: true, status: 0 },
        );
      const ms = performance.now() - started;
      const status = 'status' in answer ? answer.status : 200;
      const isInBudget = ms <= path.budgetMs + GRACE_MS;
      const isCleanRefusal = !answer.isRefusal || status === 200 || (status >= 400 && status < 500);
      const verdict = isInBudget && isCleanRefusal ? 'PASS' : 'FAIL';
      misses += verdict === 'FAIL' ? 1 : 0;
      console.log(
        `${verdict}  ${path.label.padEnd(16)} ${input.name.padEnd(18)} ${answer.outcome.padEnd(32)} ${(ms / 1000).toFixed(1)} s (budget ${path.budgetMs / 1000} s)`,
      );
    }
  }

  const second = await watcher.stop();
  const healthTimes = await health.stop();
  const controlTimes = await controlHealth.stop();
  control.stop();
  const peaks = await sampler.stop();
  let after = await snapshot(servers.pid);
  const settleBy = Date.now() + SETTLE_WAIT_MS;
  while (after.treePssKb - idle.treePssKb > SETTLE_MB * 1024 && Date.now() < settleBy) {
    await new Promise((wake) => setTimeout(wake, 500));
    after = await snapshot(servers.pid);
  }
  const settled = after.treePssKb - idle.treePssKb <= SETTLE_MB * 1024;
  const peak = peaks.peakPss?.treePssKb ?? 0;
  console.log('');
  console.log(
    `${second.failures.length === 0 ? 'PASS' : 'FAIL'}  second user's conversions: worst ${(second.worstMs / 1000).toFixed(1)} s, ${second.failures.length} failed`,
  );
  console.log(
    `${settled ? 'PASS' : 'FAIL'}  process tree PSS: idle ${mb(idle.treePssKb)}, peak ${mb(peak)}, after ${mb(after.treePssKb)} (target: within ${SETTLE_MB} MB of idle)`,
  );
  // The target is Folio's own delay: what the machine adds (the control's slowest) is set aside.
  const isHealthy = healthTimes.slowestMs <= HEALTH_MS + controlTimes.slowestMs;
  console.log(
    `${isHealthy ? 'PASS' : 'FAIL'}  health of both hosts: slowest ${ms(healthTimes.slowestMs)}, p99 ${ms(healthTimes.p99Ms)} over ${healthTimes.checks} checks; an idle control server beside them: slowest ${ms(controlTimes.slowestMs)}, p99 ${ms(controlTimes.p99Ms)} (target: within ${HEALTH_MS} ms of the control)`,
  );
  const groups = Object.keys(idle.byGroup)
    .map((group) => `${group} ${mb(idle.byGroup[group] ?? 0)} -> ${mb(after.byGroup[group] ?? 0)}`)
    .join(', ');
  console.log(`info  resident memory by kind, idle -> after: ${groups}`);
  console.log(`info  ${misses} answers missed their budget or were not a clean refusal`);
  for (const failure of second.failures.slice(0, 3)) {
    console.log(`      ${failure}`);
  }
} finally {
  await servers.stop();
}
