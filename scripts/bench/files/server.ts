// Starts the bench middleware on a free port with a fresh data folder, signs a user in through
// the API (register, the e-mailed link, login), and reads the process's memory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '../../../e2e/support/free-port.ts';
import { SERVER_NODE_FLAGS } from '../../../e2e/support/server-node-flags.ts';
import { outboxOf } from '../../../e2e/support/outbox.ts';
import { createTestDatabase } from '../../../e2e/support/test-database.ts';
import { statusOf } from '../proc.ts';

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

export type BenchServer = {
  url: string;
  dataDir: string;
  pid: number;
  token: string;
  email: string;
  stop(): Promise<void>;
};

const PASSWORD = 'Tr1cky!Pass';

async function call(url: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

/**
 * Starts the middleware with `env` added and a verified, signed-in user: on PGlite in its data
 * folder, or, when FOLIO_TEST_DATABASE_URL names a PostgreSQL server, on a throwaway database
 * there (dropped at stop).
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const adminUrl = process.env['FOLIO_TEST_DATABASE_URL'];
  const database = adminUrl ? await createTestDatabase(adminUrl) : undefined;
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'folio-bench-files-'));
  const url = `http://127.0.0.1:${port}/api`;
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, join(import.meta.dirname, 'bench-server.ts')],
    {
      env: {
        ...process.env,
        FOLIO_HOST: '127.0.0.1',
        FOLIO_MIDDLEWARE_PORT: String(port),
        FOLIO_PUBLIC_URL: `http://127.0.0.1:${port}`,
        FOLIO_DATA_DIR: dataDir,
        FOLIO_WEB_DIR: join(dataDir, 'no-web'),
        FOLIO_LOG_LEVEL: 'warn',
        // Upload speed alone: text indexing (issue 5) would run in the same process otherwise.
        FOLIO_JOBS_IN_PROCESS: '0',
        NODE_ENV: 'production',
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`bench middleware did not start:\n${output}`);
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const outbox = outboxOf(dataDir);
  await call(`${url}/auth/register`, {
    email,
    name: 'Bench',
    lastname: 'User',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    hash: `key-${email}`,
    belongsToCompany: false,
  });
  const link = await outbox.waitForLink(email, 'verify-account');
  await call(`${url}/auth/verify-account`, { token: link.searchParams.get('token') });
  const session = (await call(`${url}/auth/login`, {
    email,
    password: PASSWORD,
    hash: `key-${email}`,
  })) as { access_token: string };
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    token: session.access_token,
    email,
    async stop() {
      await stopProcess(child);
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process's resident memory now and at its peak (VmRSS, VmHWM), in MiB; throws once it is gone. */
export async function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await statusOf(pid);
  if (status === undefined) {
    throw new Error(`process ${pid} is gone`);
  }
  return { rssMb: status.rssKb / 1024, peakMb: status.hwmKb / 1024 };
}
