import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { createTestDatabase, type TestDatabase } from './test-database';

/** The repository root, from e2e/support/. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Both hosts of a test run, started as `npm start` starts them, on free ports. */
export type RunningServers = {
  middlewareUrl: string;
  serviceUrl: string;
  /** Where the middleware serves the web app. */
  webUrl: string;
  /** The fresh data folder of this run. */
  dataDir: string;
  /** What the process printed, for diagnosing a failed test. */
  output: () => string;
  stop: () => Promise<void>;
};

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') {
          resolvePort(address.port);
        } else {
          reject(new Error('no port'));
        }
      });
    });
  });
}

/**
 * Starts both hosts with `scripts/start.ts` (the built apps) on free ports with a fresh data
 * folder. On PGlite by default; when FOLIO_TEST_DATABASE_URL names a PostgreSQL server, on a
 * fresh database there instead, dropped at stop.
 */
export async function startServers(env: Record<string, string> = {}): Promise<RunningServers> {
  const [middlewarePort, servicePort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(join(tmpdir(), 'folio-e2e-'));
  const database: TestDatabase | undefined = process.env['FOLIO_TEST_DATABASE_URL']
    ? await createTestDatabase(process.env['FOLIO_TEST_DATABASE_URL'])
    : undefined;
  const middlewareUrl = `http://127.0.0.1:${middlewarePort}/api`;
  const serviceUrl = `http://127.0.0.1:${servicePort}/api`;
  const webUrl = `http://127.0.0.1:${middlewarePort}`;

  let output = '';
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts/start.ts')], {
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
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    await stopProcess(child);
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth([middlewareUrl, serviceUrl], child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { middlewareUrl, serviceUrl, webUrl, dataDir, output: () => output, stop };
}

async function waitForHealth(
  urls: string[],
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
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
