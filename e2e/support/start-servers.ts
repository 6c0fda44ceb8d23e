import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { freePort } from './free-port';
import { SERVER_NODE_FLAGS } from './server-node-flags';
import { createTestBucket, testBucketEnv } from './test-bucket';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The repository root, from e2e/support/. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Both hosts of a test run, started as `npm start` starts them, on free ports. */
export type RunningServers = {
  middlewareUrl: string;
  serviceUrl: string;
  /** Where the middleware serves the web app. */
  webUrl: string;
  /** The data folder of this run: fresh, or a halted run's it took over. */
  dataDir: string;
  /** What a restart takes over to find this run's rows and blobs (see `StartServersOptions`). */
  state: ServerState;
  /** The ports the hosts listen on, for a restart at the same addresses. */
  ports: ServerPorts;
  /** The process that runs both hosts, as `npm start` does (its tree holds the pools). */
  pid: number;
  /** The PostgreSQL database of this run, when FOLIO_TEST_DATABASE_URL is set. */
  database?: TestDatabase | undefined;
  /**
   * The bucket of this run's blobs on the local S3 server, when FOLIO_TEST_S3_ENDPOINT is set:
   * with `dataDir`, where `storedBlobKeys(servers, …)` looks (without it, the folder, which is
   * empty over S3, and a check of "no blob left" would pass for nothing).
   */
  blobBucket?: string | undefined;
  /** What the process printed, for diagnosing a failed test. */
  output: () => string;
  /**
   * Stops the hosts with SIGTERM, as an operator would, and keeps the data folder and the
   * database, so `startServers(env, { ports, data })` can start them again on the same state.
   */
  halt: () => Promise<void>;
  /**
   * Kills the hosts with SIGKILL, as a crash would: nothing is flushed or closed. The data folder
   * and the database stay, like `halt`, for a restart on the same state.
   */
  kill: () => Promise<void>;
  /** Stops the hosts and removes the data folder and the database. */
  stop: () => Promise<void>;
};

/** A run's stored state: its data folder, its PostgreSQL database, its S3 bucket. */
export type ServerState = {
  dataDir: string;
  database?: TestDatabase | undefined;
  /** The bucket of the local S3 server, when FOLIO_TEST_S3_ENDPOINT is set. */
  blobBucket?: string | undefined;
};

/** The ports of the middleware (which also serves the web app) and the service. */
export type ServerPorts = { middleware: number; service: number };

/** How `startServers` may start the hosts instead of on free ports with fresh state. */
export type StartServersOptions = {
  /** Listen on these ports (a restart answers at the same addresses as before). */
  ports?: ServerPorts | undefined;
  /**
   * Take over this data folder, database and bucket (a halted run's `state`) instead of fresh
   * ones; the new run's `stop` removes them.
   */
  data?: ServerState | undefined;
};

/**
 * Starts both hosts with `scripts/start.ts` (the built apps) on free ports with a fresh data
 * folder. On PGlite by default; when FOLIO_TEST_DATABASE_URL names a PostgreSQL server, on a
 * fresh database there instead, dropped at stop; when FOLIO_TEST_S3_ENDPOINT names the local S3
 * server (support/global-setup.ts starts it), blobs go to a fresh bucket there. `options` restart a
 * halted run: its ports and its state.
 */
export async function startServers(
  env: Record<string, string> = {},
  options: StartServersOptions = {},
): Promise<RunningServers> {
  const ports: ServerPorts = options.ports ?? {
    middleware: await freePort(),
    service: await freePort(),
  };
  const { middleware: middlewarePort, service: servicePort } = ports;
  const dataDir = options.data?.dataDir ?? (await mkdtemp(join(tmpdir(), 'folio-e2e-')));
  const database: TestDatabase | undefined = options.data
    ? options.data.database
    : process.env['FOLIO_TEST_DATABASE_URL']
      ? await createTestDatabase(process.env['FOLIO_TEST_DATABASE_URL'])
      : undefined;
  const blobBucket = options.data ? options.data.blobBucket : await createTestBucket();
  const middlewareUrl = `http://127.0.0.1:${middlewarePort}/api`;
  const serviceUrl = `http://127.0.0.1:${servicePort}/api`;
  const webUrl = `http://127.0.0.1:${middlewarePort}`;

  let output = '';
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, join(REPO_ROOT, 'scripts/start.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        FOLIO_HOST: '127.0.0.1',
        FOLIO_MIDDLEWARE_PORT: String(middlewarePort),
        FOLIO_SERVICE_PORT: String(servicePort),
        FOLIO_PUBLIC_URL: webUrl,
        FOLIO_SERVICE_URL: serviceUrl,
        FOLIO_DATA_DIR: dataDir,
        FOLIO_LOG_LEVEL: process.env['FOLIO_E2E_LOG_LEVEL'] ?? 'warn',
        // As `npm start` runs them (scripts/start.sh says why).
        MALLOC_ARENA_MAX: process.env['MALLOC_ARENA_MAX'] ?? '2',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...(blobBucket ? testBucketEnv(blobBucket) : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const halt = async () => {
    await stopProcess(child);
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    }
  };
  const stop = async () => {
    await halt();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth([middlewareUrl, serviceUrl], child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    middlewareUrl,
    serviceUrl,
    webUrl,
    dataDir,
    state: { dataDir, database, blobBucket },
    ports,
    pid: child.pid ?? 0,
    database,
    blobBucket,
    output: () => output,
    halt,
    kill,
    stop,
  };
}

export async function waitForHealth(
  urls: string[],
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  // Start-up runs the migrations and loads the document tools: on a loaded machine (a developer's,
  // with other suites running) that has taken over a minute.
  const deadline = Date.now() + 180_000;
  for (const url of urls) {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`servers exited with ${child.exitCode}:\n${output()}`);
      }
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        break;
      }
      if (Date.now() > deadline) {
        throw new Error(`${url} did not become healthy:\n${output()}`);
      }
      await new Promise((wake) => setTimeout(wake, 100));
    }
  }
}

/** SIGTERM, as an operator would, then SIGKILL if it hangs. */
export async function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return child.exitCode;
  }
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const code = await exited;
  clearTimeout(timer);
  return code;
}
