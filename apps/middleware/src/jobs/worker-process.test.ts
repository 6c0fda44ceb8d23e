import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { openTestDatabase, testDatabaseUrl, type TestDatabase } from '../db/testing';
import { enqueueJob, getJob, type Job } from './job-queue';
import { PROBE_JOB_KIND } from './probe.job';
import { eventually } from './testing/eventually';

const HOOKS = fileURLToPath(new URL('testing/ts-resolve-hooks.ts', import.meta.url));
const ENTRY = fileURLToPath(new URL('testing/worker-entry.ts', import.meta.url));

type LogLine = { msg?: string; jobId?: string; workerId?: string };
type WorkerProcess = {
  child: ChildProcess;
  logs: LogLine[];
  workerId: Promise<string>;
  stderr: string[];
};

// Real processes need a real PostgreSQL: PGlite lives inside one process.
describe.runIf(testDatabaseUrl())('worker processes', { timeout: 90_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'folio-worker-'));
  });
  beforeEach(async () => {
    await database.db.deleteFrom('jobs').execute();
  });
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
    }
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** `folio-server worker` from source: Node strips the types, the hooks resolve our imports. */
  function startWorker(env: Record<string, string> = {}): WorkerProcess {
    const child = spawn(
      process.execPath,
      ['--conditions=@folio/source', '--import', HOOKS, ENTRY],
      {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          FOLIO_DATA_DIR: dataDir,
          // A live worker renews every second; a stalled heartbeat on a loaded machine must not
          // let its job go to another claim (B waits these 3 s for a killed A's lease).
          FOLIO_JOBS_LEASE_MS: '3000',
          FOLIO_JOBS_POLL_MS: '20',
          FOLIO_LOG_LEVEL: 'info',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    const logs: LogLine[] = [];
    const stderr: string[] = [];
    const workerId = new Promise<string>((resolve, reject) => {
      child.once('exit', (code) =>
        reject(new Error(`worker exited (${code}): ${stderr.join('')}`)),
      );
      if (child.stdout) {
        createInterface({ input: child.stdout }).on('line', (line) => {
          const entry = parseLine(line);
          logs.push(entry);
          if (entry.msg === 'job runner started' && entry.workerId) {
            resolve(entry.workerId);
          }
        });
      }
    });
    workerId.catch(() => undefined);
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    return { child, logs, workerId, stderr };
  }

  const jobWith = (id: string, predicate: (job: Job) => boolean, what: string) =>
    eventually(
      async () => {
        const job = await getJob(database.db, id);
        return job !== undefined && predicate(job) && job;
      },
      { what, timeoutMs: 60_000 },
    );

  const succeededOn = (worker: WorkerProcess, id: string) =>
    worker.logs.filter((line) => line.msg === 'job succeeded' && line.jobId === id).length;

  it('takes over the job of a worker killed mid-job and completes it exactly once', async () => {
    const id = await enqueueJob(database.db, {
      kind: PROBE_JOB_KIND,
      payload: { steps: 15, stepMs: 100 },
    });
    const a = startWorker();
    const aId = await a.workerId;
    await jobWith(
      id,
      (job) => job.workerId === aId && job.progress.done >= 1,
      'worker A to be mid-job',
    );
    a.child.kill('SIGKILL');
    await once(a.child, 'exit');

    const b = startWorker();
    const bId = await b.workerId;
    const job = await jobWith(
      id,
      (each) => each.status === 'succeeded',
      'worker B to finish the job',
    );
    expect(job).toMatchObject({ attempts: 2, result: { workerId: bId, steps: 15 }, workerId: bId });
    // B logs the success once the row says so: its line may still be on its way.
    await eventually(async () => succeededOn(b, id) > 0, { what: 'worker B to log the success' });
    expect(succeededOn(a, id)).toBe(0);
    expect(succeededOn(b, id)).toBe(1);

    b.child.kill('SIGTERM');
    const code = await exitCode(b.child);
    expect(code).toBe(0);
  });

  it('on SIGTERM finishes the running job, then exits 0', async () => {
    const id = await enqueueJob(database.db, {
      kind: PROBE_JOB_KIND,
      payload: { steps: 5, stepMs: 100 },
    });
    const worker = startWorker({ FOLIO_SHUTDOWN_TIMEOUT_MS: '30000' });
    const workerId = await worker.workerId;
    await jobWith(
      id,
      (job) => job.status === 'running' && job.workerId === workerId,
      'the job to start',
    );
    worker.child.kill('SIGTERM');
    const code = await exitCode(worker.child);
    expect(code).toBe(0);
    expect(await getJob(database.db, id)).toMatchObject({
      status: 'succeeded',
      result: { workerId },
    });
  });

  it('on SIGTERM past the shutdown timeout, hands the job back and exits 0', async () => {
    const id = await enqueueJob(database.db, {
      kind: PROBE_JOB_KIND,
      payload: { steps: 600, stepMs: 100 },
    });
    const worker = startWorker({ FOLIO_SHUTDOWN_TIMEOUT_MS: '100' });
    const workerId = await worker.workerId;
    await jobWith(
      id,
      (job) => job.status === 'running' && job.workerId === workerId,
      'the job to start',
    );
    worker.child.kill('SIGTERM');
    const code = await exitCode(worker.child);
    expect(code).toBe(0);
    expect(await getJob(database.db, id)).toMatchObject({
      status: 'queued',
      workerId: null,
      attempts: 1,
    });
  });
});

function parseLine(line: string): LogLine {
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
  });
}
