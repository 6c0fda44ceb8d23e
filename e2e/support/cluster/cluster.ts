// Folio scaled out on one machine (issue 15): N stateless middleware processes, N job workers
// and a utilities service over one PostgreSQL and one S3 bucket, behind Debian's nginx, which
// balances the middleware and moves a request to the other one when a process is gone. Used by
// the cluster tests (e2e/api/cluster.test.ts) and by `node scripts/cluster/start.ts` (to try it).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { freePort } from '../free-port';
import { REPO_ROOT, stopProcess, waitForHealth } from '../start-servers';
import { nginxConfig } from './nginx-config';

export type ClusterOptions = {
  /** A PostgreSQL database every process shares (migrated by the first to start). */
  databaseUrl: string;
  /** `FOLIO_S3_*` of the bucket every process shares. */
  s3: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  middlewares?: number;
  workers?: number;
  /** Extra environment for every process. */
  env?: Record<string, string>;
};

/** One process of the cluster: what it is, where it answers, and how to stop or kill it. */
export type ClusterProcess = {
  name: string;
  /** `http://127.0.0.1:<port>/api` for the hosts; undefined for workers. */
  url?: string | undefined;
  dataDir: string;
  /** The running child; `restart` replaces it. */
  child: ChildProcess;
  /** Everything the process printed, across restarts. */
  output: () => string;
};

export type Cluster = {
  /** The load balancer: the web app and the middleware API (`/api`) as users reach them. */
  middlewareUrl: string;
  webUrl: string;
  /** The load balancer's address of the utilities service (`/api`). */
  serviceUrl: string;
  middlewares: ClusterProcess[];
  workers: ClusterProcess[];
  service: ClusterProcess;
  /** SIGKILL, as a crash would: nothing flushed, nothing handed back. */
  kill(process: ClusterProcess): Promise<void>;
  /**
   * The processes that ended by themselves (a crash), with the end of what they printed; one
   * killed by `kill` is not among them.
   */
  crashed(): string[];
  /** Kills the process if it still runs and starts it again, as a supervisor would. */
  restart(process: ClusterProcess): Promise<void>;
  /**
   * Runs a one-off `folio-server` command (e.g. `check-blobs`) on the cluster's database and
   * bucket, and answers how it exited and what it printed.
   */
  exec(args: string[]): Promise<{ exitCode: number; stdout: string }>;
  stop(): Promise<void>;
};

const execFileAsync = promisify(execFile);
// The flags of `folio-server`'s shebang (apps/middleware/src/cli.ts): the cluster runs the
// binaries as a deployment does, not `npm start`.
const SERVER_FLAGS = ['--external-memory-accounted-in-global-limit'];
const MIDDLEWARE_CLI = join(REPO_ROOT, 'apps/middleware/dist/cli.js');
const SERVICE_CLI = join(REPO_ROOT, 'apps/service/dist/cli.js');

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const root = await mkdtemp(join(tmpdir(), 'folio-cluster-'));
  const balancer = { middleware: await freePort(), service: await freePort() };
  const webUrl = `http://127.0.0.1:${balancer.middleware}`;
  const middlewareUrl = `${webUrl}/api`;
  const serviceUrl = `http://127.0.0.1:${balancer.service}/api`;
  // One signing key for every process: a token issued by one is accepted by all.
  const { privateKey } = generateKeyPairSync('ed25519');
  const shared = {
    ...process.env,
    FOLIO_HOST: '127.0.0.1',
    FOLIO_PUBLIC_URL: webUrl,
    FOLIO_SERVICE_URL: serviceUrl,
    FOLIO_MIDDLEWARE_URL: middlewareUrl,
    FOLIO_TRUST_PROXY: '127.0.0.1',
    FOLIO_JOBS_IN_PROCESS: '0',
    FOLIO_LOG_LEVEL: process.env['FOLIO_E2E_LOG_LEVEL'] ?? 'warn',
    FOLIO_JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    DATABASE_URL: options.databaseUrl,
    FOLIO_S3_ENDPOINT: options.s3.endpoint,
    FOLIO_S3_BUCKET: options.s3.bucket,
    FOLIO_S3_ACCESS_KEY_ID: options.s3.accessKeyId,
    FOLIO_S3_SECRET_ACCESS_KEY: options.s3.secretAccessKey,
    MALLOC_ARENA_MAX: '2',
    ...options.env,
  };
  const started: ClusterProcess[] = [];

  const launch = async (
    name: string,
    args: string[],
    env: Record<string, string>,
    port?: number,
  ): Promise<ClusterProcess> => {
    // Each its own data folder: nothing may be shared through one host's disk.
    const dataDir = join(root, name);
    await mkdir(dataDir, { recursive: true });
    let output = '';
    const spawnChild = () => {
      const child = spawn(process.execPath, [...SERVER_FLAGS, ...args], {
        cwd: REPO_ROOT,
        env: { ...shared, FOLIO_DATA_DIR: dataDir, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return child;
    };
    const launched: ClusterProcess = {
      name,
      url: port === undefined ? undefined : `http://127.0.0.1:${port}/api`,
      dataDir,
      child: spawnChild(),
      output: () => output,
    };
    relaunchers.set(launched, spawnChild);
    started.push(launched);
    return launched;
  };
  const relaunchers = new Map<ClusterProcess, () => ChildProcess>();

  const stop = async () => {
    await Promise.all(started.map((each) => stopProcess(each.child)));
    await rm(root, { recursive: true, force: true });
  };

  const killed = new Set<ChildProcess>();
  const kill = async (target: ClusterProcess) => {
    killed.add(target.child);
    if (target.child.exitCode === null && target.child.signalCode === null) {
      const exited = new Promise((done) => target.child.once('exit', done));
      target.child.kill('SIGKILL');
      await exited;
    }
  };

  try {
    const middlewares: ClusterProcess[] = [];
    for (let index = 1; index <= (options.middlewares ?? 2); index++) {
      const port = await freePort();
      middlewares.push(
        await launch(
          `middleware-${index}`,
          [MIDDLEWARE_CLI, 'serve'],
          {
            FOLIO_MIDDLEWARE_PORT: String(port),
          },
          port,
        ),
      );
    }
    const servicePort = await freePort();
    const service = await launch(
      'service',
      [SERVICE_CLI],
      {
        FOLIO_SERVICE_PORT: String(servicePort),
      },
      servicePort,
    );
    const workers: ClusterProcess[] = [];
    for (let index = 1; index <= (options.workers ?? 2); index++) {
      workers.push(await launch(`worker-${index}`, [MIDDLEWARE_CLI, 'worker'], {}));
    }
    for (const host of [...middlewares, service]) {
      await waitForHealth([host.url ?? ''], host.child, host.output);
    }
    const nginxDir = join(root, 'nginx');
    await mkdir(nginxDir, { recursive: true });
    const configPath = join(nginxDir, 'nginx.conf');
    await writeFile(
      configPath,
      nginxConfig({
        dir: nginxDir,
        middlewarePort: balancer.middleware,
        servicePort: balancer.service,
        middlewares: middlewares.map((host) => new URL(host.url ?? '').port),
        services: [String(servicePort)],
      }),
    );
    const nginx = await launchNginx(configPath);
    started.push({ name: 'nginx', dataDir: nginxDir, ...nginx });
    await waitForHealth([middlewareUrl, serviceUrl], nginx.child, nginx.output);
    return {
      middlewareUrl,
      webUrl,
      serviceUrl,
      middlewares,
      workers,
      service,
      kill,
      crashed: () =>
        started
          .filter(
            (each) =>
              !killed.has(each.child) &&
              (each.child.exitCode !== null || each.child.signalCode !== null),
          )
          .map(
            (each) => `${each.name} exited ${each.child.exitCode}:\n${each.output().slice(-2000)}`,
          ),
      async restart(target) {
        const spawnChild = relaunchers.get(target);
        if (!spawnChild) {
          throw new Error(`${target.name} is not a process of this cluster`);
        }
        await kill(target);
        target.child = spawnChild();
        if (target.url) {
          await waitForHealth([target.url], target.child, target.output);
        }
      },
      async exec(args) {
        try {
          const { stdout } = await execFileAsync(process.execPath, [MIDDLEWARE_CLI, ...args], {
            cwd: REPO_ROOT,
            env: { ...shared, FOLIO_DATA_DIR: join(root, 'exec') },
          });
          return { exitCode: 0, stdout };
        } catch (error) {
          const failed = error as { code?: unknown; stdout?: unknown };
          if (typeof failed.code !== 'number') {
            throw error;
          }
          return {
            exitCode: failed.code,
            stdout: typeof failed.stdout === 'string' ? failed.stdout : '',
          };
        }
      },
      stop,
    };
  } catch (error) {
    const outputs = started.map((each) => `--- ${each.name}\n${each.output()}`).join('\n');
    await stop();
    throw new Error(`the cluster did not start: ${String(error)}\n${outputs}`, { cause: error });
  }
}

async function launchNginx(configPath: string) {
  let output = '';
  const child = spawn('/usr/sbin/nginx', ['-c', configPath, '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', () => resolve());
    child.once('error', (error) =>
      reject(new Error(`nginx could not start (Debian package nginx-light): ${error.message}`)),
    );
  });
  return { child, output: () => output };
}
