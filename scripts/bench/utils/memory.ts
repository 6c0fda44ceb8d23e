// The service's resident memory while a 500-page PDF is split, both pools warm (issue #4: under
// 600 MB). Starts the built middleware and the built service as two child processes (the service
// alone, as `folio-service` runs it, so its memory is not mixed with the middleware's), signs a
// user in through the SDK, warms both pools with one HTML to PDF and one text to PDF, then splits
// a 500-page PDF through the SDK and reads the whole streamed ZIP while it samples, every 50 ms,
// the VmRSS of the service's Node process and of its whole process tree (Chromium, the Python
// bridge, soffice; the tree re-listed every second, PSS read every tenth sample). Peaks: the Node
// process's VmHWM, the sampled sum of VmRSS, the sum of every process's VmHWM, the sampled PSS.
// Build first, then from the repository root:
//   pnpm build && node scripts/bench/utils/memory.ts
// Prints PASS/FAIL against the target for the Node process and for the whole tree by PSS (shared
// pages split between the processes that map them), the RSS sums for reference; never exits
// non-zero for a miss.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { freePort } from '../../../e2e/support/free-port.ts';
import { outboxOf } from '../../../e2e/support/outbox.ts';
import { makeLongPdf } from '../../../packages/documents/src/testing/text-pdf.ts';
import { descendantsOf, statusOf } from '../proc.ts';
import { nodeFlagsOf } from '../service-node.ts';
import { snapshot, startSampler, treeRows, type Snapshot } from './process-tree.ts';
// The built SDK (`pnpm build`); openapi-fetch resolves from packages/sdk.
import {
  createFolioClients,
  expectData,
  jsonDataForm,
  userContext,
  type FolioClients,
} from '../../../packages/sdk/dist/index.js';

const ROOT = resolve(import.meta.dirname, '../../..');
const MIDDLEWARE_CLI = join(ROOT, 'apps/middleware/dist/cli.js');
const SERVICE_CLI = join(ROOT, 'apps/service/dist/cli.js');
const PAGES = 500;
/** Splits measured one after another: the first on a service that never split, then warm ones. */
const SPLITS = 3;
const TARGET_MB = 600;
const SAMPLE_MS = 50;
const PASSWORD = 'Tr1cky!Pass';

type Host = { name: string; child: ChildProcess; output: () => string };

/** Starts a built host's CLI with `env` added and waits until `healthUrl` answers 200. */
async function startHost(
  name: string,
  cli: string,
  env: Record<string, string>,
  healthUrl: string,
): Promise<Host> {
  let output = '';
  const child = spawn(process.execPath, [...nodeFlagsOf(cli), cli], {
    cwd: ROOT,
    env: { ...process.env, FOLIO_HOST: '127.0.0.1', FOLIO_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const host = { name, child, output: () => output };
  hosts.push(host);
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(healthUrl).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the ${name} did not start:\n${output}`);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  return host;
}

/** Registers a user, answers the e-mailed link and logs in: the e2e API tests' way, via the SDK. */
async function signIn(clients: FolioClients, dataDir: string) {
  const email = `bench.memory.${Date.now().toString(36)}@example.com`;
  const since = await outboxOf(dataDir).count();
  await expectData(
    clients.middleware.POST('/auth/register', {
      body: {
        email,
        name: 'Bench',
        lastname: 'Memoria',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        hash: `key-${email}`,
        belongsToCompany: false,
        language: 'en',
      },
    }),
  );
  const link = await outboxOf(dataDir).waitForLink(email, 'verify-account', since);
  await expectData(
    clients.middleware.POST('/auth/verify-account', {
      body: { token: link.searchParams.get('token') ?? '' },
    }),
  );
  const session = await expectData(
    clients.middleware.POST('/auth/login', {
      body: { email, password: PASSWORD, hash: `key-${email}` },
    }),
  );
  return { email, token: session.access_token };
}

/** Reads a response body to its end: its byte count and its bytes. */
async function drain(body: ReadableStream<Uint8Array> | null | undefined): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  if (body) {
    for await (const chunk of body) {
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

/** The entry count of a ZIP's end-of-central-directory record (0 when there is none). */
function zipEntries(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      return zip.readUInt16LE(at + 10);
    }
  }
  return 0;
}

const mb = (kb: number) => kb / 1024;
const fmt = (kb: number) => `${mb(kb).toFixed(0).padStart(5)} MB`;
const verdict = (label: string, kb: number) =>
  console.log(
    `${mb(kb) < TARGET_MB ? 'PASS' : 'FAIL'}  ${label.padEnd(52)} ${fmt(kb)} (target < ${TARGET_MB} MB)`,
  );
// Summing each process's RSS counts the pages Chromium's processes share (binary, zygote) once per
// process: an upper bound, printed for reference; PSS splits them and is the tree's footprint.
const info = (label: string, kb: number) => console.log(`info  ${label.padEnd(52)} ${fmt(kb)}`);
const breakdown = (reading: Snapshot | undefined) =>
  reading
    ? Object.entries(reading.byGroup)
        .filter(([, kb]) => kb > 0)
        .map(([group, kb]) => `${group} ${mb(kb).toFixed(0)}`)
        .join(', ') + ` MB over ${reading.processes} processes`
    : 'no sample';

const hosts: Host[] = [];
let dataDir: string | undefined;

/** A process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat): a pid reused later has another. */
async function startTimeOf(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // The name (field 2) may hold spaces: the fields after its closing parenthesis start at 3.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

/** SIGTERM the hosts (the service closes its pools), SIGKILL what is left, remove the temp dir. */
async function cleanUp(): Promise<void> {
  // The processes under the hosts now, each with its start time, so that only they are ended.
  const under = new Map<number, string | undefined>();
  for (const { child } of hosts) {
    for (const pid of child.pid ? await descendantsOf(child.pid) : []) {
      under.set(pid, await startTimeOf(pid));
    }
  }
  await Promise.all(
    hosts.map(async ({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        return;
      }
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }),
  );
  // The pools' processes should end with the service; give them a few seconds, then end the rest.
  const alive = async () => {
    const left: number[] = [];
    for (const [pid, startTime] of under) {
      if (startTime !== undefined && (await startTimeOf(pid)) === startTime) {
        left.push(pid);
      }
    }
    return left;
  };
  const waitUntil = Date.now() + 5_000;
  let left = await alive();
  while (left.length > 0 && Date.now() < waitUntil) {
    await new Promise((wake) => setTimeout(wake, 100));
    left = await alive();
  }
  for (const pid of left) {
    const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
    const type = args.find((arg) => arg.startsWith('--type=')) ?? args[0] ?? '?';
    console.log(`still running 5 s after the hosts exited: ${pid} ${type}; killed`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone in between.
    }
  }
  if (dataDir) {
    await rm(dataDir, { recursive: true, force: true });
  }
}

let cleaning: Promise<void> | undefined;
const cleanUpOnce = () => (cleaning ??= cleanUp());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUpOnce().finally(() => process.exit(130));
  });
}

try {
  dataDir = await mkdtemp(join(tmpdir(), 'folio-bench-memory-'));
  const middlewarePort = await freePort();
  const servicePort = await freePort();
  const middlewareUrl = `http://127.0.0.1:${middlewarePort}/api`;
  const serviceUrl = `http://127.0.0.1:${servicePort}/api`;
  const shared = {
    FOLIO_PUBLIC_URL: `http://127.0.0.1:${middlewarePort}`,
    FOLIO_MIDDLEWARE_PORT: String(middlewarePort),
    FOLIO_SERVICE_PORT: String(servicePort),
    FOLIO_MIDDLEWARE_URL: middlewareUrl,
    FOLIO_SERVICE_URL: serviceUrl,
    FOLIO_DATA_DIR: dataDir,
    // As deployed: no response validation against the contract.
    NODE_ENV: 'production',
  };
  await startHost(
    'middleware',
    MIDDLEWARE_CLI,
    { ...shared, FOLIO_WEB_DIR: join(dataDir, 'no-web'), FOLIO_JOBS_IN_PROCESS: '0' },
    middlewareUrl,
  );
  const service = await startHost('service', SERVICE_CLI, shared, serviceUrl);
  const pid = service.child.pid ?? 0;
  const started = await snapshot(pid);
  console.log(`service up (pid ${pid}): ${breakdown(started)}`);

  const clients = createFolioClients({ middlewareUrl, serviceUrl });
  const user = await signIn(clients, dataDir);
  const headers = { authorization: `Bearer ${user.token}` };

  // Warm both pools: each request waits for its pool's background start.
  let warming = performance.now();
  await clients.service.POST('/utils/html-to-pdf', {
    body: { ...userContext(user.email), html: '<p>calentar</p>', pageSize: 'a4', landscape: false },
    headers,
    parseAs: 'arrayBuffer',
  });
  const htmlMs = performance.now() - warming;
  warming = performance.now();
  const text = new File(['Hola, LibreOffice.\n'], 'calentar.txt', { type: 'text/plain' });
  await clients.service.POST('/utils/convert-to-pdf', {
    ...jsonDataForm('convertToPdf', userContext(user.email), { file: [text] }),
    headers,
    parseAs: 'arrayBuffer',
  });
  const officeMs = performance.now() - warming;
  // Let the HTML pool make its next fresh context and the GC settle before the baseline.
  await new Promise((wake) => setTimeout(wake, 2_000));
  const warm = await snapshot(pid);
  console.log(
    `pools warm (first HTML ${htmlMs.toFixed(0)} ms, first text-to-PDF ${officeMs.toFixed(0)} ms): ` +
      `Node ${fmt(warm.nodeKb)}, tree ${fmt(warm.treeKb)} RSS / ${fmt(warm.treePssKb)} PSS; ${breakdown(warm)}`,
  );
  for (const row of await treeRows(pid)) {
    console.log(`${row.label} RSS ${fmt(row.rssKb)}  PSS ${fmt(row.pssKb)}`);
  }

  const pdf = await makeLongPdf(PAGES, 10);
  const pdfFile = new File([new Uint8Array(pdf)], 'informe.pdf', { type: 'application/pdf' });
  console.log(
    `\nsplitting a ${PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KB), ${SPLITS} times in a row; sampling every ${SAMPLE_MS} ms\n`,
  );

  // Linux: `5` resets VmHWM to the current RSS, so the Node process's high-water mark afterwards
  // is the splits' peak, including any spike between two samples.
  // The same for every process of the tree: the sum of their VmHWM afterwards bounds the tree's
  // peak from above without depending on the samples (exact when only one process grows).
  const tree = [pid, ...(await descendantsOf(pid))];
  await Promise.all(
    tree.map((each) => writeFile(`/proc/${each}/clear_refs`, '5').catch(() => undefined)),
  );
  const runs: Array<{
    ms: number;
    zipKb: number;
    entries: number;
    node?: Snapshot;
    tree?: Snapshot;
    pss?: Snapshot;
    samples: number;
  }> = [];
  for (let run = 1; run <= SPLITS; run++) {
    const sampler = await startSampler(pid, SAMPLE_MS);
    const splitStarted = performance.now();
    const { data } = await clients.service.POST('/utils/split-pdf', {
      ...jsonDataForm('splitPdf', userContext(user.email), { file: pdfFile }),
      headers,
      parseAs: 'stream',
    });
    const zip = await drain(data);
    const ms = performance.now() - splitStarted;
    const peaks = await sampler.stop();
    runs.push({
      ms,
      zipKb: zip.length / 1024,
      entries: zipEntries(zip),
      node: peaks.peakNode,
      tree: peaks.peakTree,
      pss: peaks.peakPss,
      samples: peaks.samples,
    });
    const last = runs[runs.length - 1];
    console.log(
      `split ${run}: ${ms.toFixed(0)} ms, ZIP ${last?.zipKb.toFixed(0)} KB with ${last?.entries} PDFs; ` +
        `peak Node ${fmt(last?.node?.nodeKb ?? 0)}, tree ${fmt(last?.tree?.treeKb ?? 0)} RSS / ` +
        `${fmt(last?.pss?.treePssKb ?? 0)} PSS (${peaks.samples} samples in ${peaks.ms.toFixed(0)} ms)`,
    );
  }
  const hwm = (await statusOf(pid))?.hwmKb ?? 0;
  const hwms = await Promise.all(tree.map(async (each) => (await statusOf(each))?.hwmKb ?? 0));
  const treeHwmKb = hwms.reduce((sum, kb) => sum + kb, 0);
  const max = (pick: (run: (typeof runs)[number]) => number) => Math.max(...runs.map(pick));
  const peakNodeKb = Math.max(
    hwm,
    max((run) => run.node?.nodeKb ?? 0),
  );
  const peakTree = runs.reduce<Snapshot | undefined>(
    (best, run) => (run.tree && (!best || run.tree.treeKb > best.treeKb) ? run.tree : best),
    undefined,
  );
  const peakPssKb = max((run) => run.pss?.treePssKb ?? 0);
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);

  console.log('');
  console.log(
    `split time: first ${runs[0]?.ms.toFixed(0)} ms, median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms of ${SPLITS}`,
  );
  console.log(`tree at its peak: ${breakdown(peakTree)}`);
  verdict('service Node process, peak RSS (VmHWM)', peakNodeKb);
  verdict('service process tree with both pools, peak sum of PSS', peakPssKb);
  info('service process tree, peak sum of RSS (shared counted n times)', peakTree?.treeKb ?? 0);
  info('service process tree, sum of each VmHWM (upper bound)', treeHwmKb);
  const broken = runs.filter((run) => run.entries !== PAGES);
  if (broken.length > 0) {
    console.log(`NOTE: ${broken.length} split(s) did not answer ${PAGES} PDFs in the ZIP`);
  }
} catch (error) {
  console.error(error);
  for (const host of hosts) {
    console.error(`--- ${host.name} output ---\n${host.output()}`);
  }
  process.exitCode = 1;
} finally {
  await cleanUpOnce();
}
