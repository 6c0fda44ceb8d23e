import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { writeOfficeProfile } from './office-profile';

/** One conversion as the bridge takes it: files in the worker's private folder. */
export type BridgeRequest = {
  input: string;
  output: string;
  filter?: string | undefined;
  filterOptions?: string | undefined;
};

/** Why a conversion failed: the bridge's reasons, plus the two the host decides. */
export type FailureReason =
  'encrypted' | 'unreadable' | 'unsupported' | 'failed' | 'crashed' | 'timeout';

export type BridgeAnswer =
  { ok: true; family: string } | { ok: false; reason: FailureReason; message: string };

/** How to start one soffice and its bridge. */
export type WorkerSettings = {
  python: string;
  soffice: string;
  /** A private folder of this worker, removed when it ends. */
  dir: string;
  /** The UNO pipe's name, unique on the machine. */
  pipe: string;
  startTimeoutMs: number;
};

/** A running soffice driven by its bridge. */
export type OfficeWorker = {
  /** The bridge's process id, which is also the process group of the pair. */
  pid: number;
  /** soffice's own process id (its launcher), for tests that kill it. */
  sofficePid: number;
  /** Document families whose PDF export is installed (`writer`, `calc`, `impress`...). */
  families: readonly string[];
  /** The socket files soffice listens on, removed when the pair ends. */
  sockets: readonly string[];
  isAlive: () => boolean;
  /** Runs one conversion; past `timeoutMs` the pair is killed and the answer is `timeout`. */
  run: (request: BridgeRequest, timeoutMs: number) => Promise<BridgeAnswer>;
  /** Kills the pair and removes its files; resolves once they are gone. */
  kill: () => Promise<void>;
  /** Resolves when the pair has ended, whoever ended it, and its files are removed. */
  ended: Promise<void>;
  /**
   * Resolves as soon as the pair's processes are gone (before their files are removed): from
   * then on nothing writes into a job's folder, so a job killed at its budget is answered at once.
   */
  exited: Promise<void>;
};

/** How long the bridge has to end its soffice before the whole group is killed. */
const KILL_GRACE_MS = 3_000;

type Message = {
  event?: string;
  id?: number;
  ok?: boolean;
  family?: string;
  reason?: FailureReason;
  message?: string;
  pid?: number;
  families?: string[];
  sockets?: string[];
};

/**
 * The bridge script: beside this module in the source tree (tests, `tsx`), and still in the
 * source tree when this module is bundled into `dist/` (the built service started by `start`).
 */
export function bridgeScriptPath(): string {
  const candidates = [
    new URL('./uno-bridge.py', import.meta.url),
    new URL('../src/office/uno-bridge.py', import.meta.url),
  ].map((url) => fileURLToPath(url));
  return candidates.find((path) => existsSync(path)) ?? (candidates[0] as string);
}

/**
 * Starts soffice with a fresh private profile and the Python bridge that drives it over UNO, in a
 * process group of their own so that one signal ends both. Fails when Python, python3-uno or
 * soffice are missing, or soffice does not accept a connection in time.
 */
export async function startWorker(
  settings: WorkerSettings,
  signal?: AbortSignal,
): Promise<OfficeWorker> {
  const profile = join(settings.dir, 'profile');
  const home = join(settings.dir, 'home');
  await mkdir(home, { recursive: true, mode: 0o700 });
  await writeOfficeProfile(profile);
  const child = spawn(
    settings.python,
    [
      bridgeScriptPath(),
      JSON.stringify({
        soffice: settings.soffice,
        dir: settings.dir,
        profile,
        home,
        pipe: settings.pipe,
        startTimeoutSeconds: Math.ceil(settings.startTimeoutMs / 1000),
      }),
    ],
    { detached: true, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  // A write to a bridge that just died fails here, not as an uncaught error; its exit rejects.
  child.stdin.on('error', () => undefined);

  let isAlive = true;
  let sockets: string[] = [];
  let nextId = 0;
  const pending = new Map<number, (answer: BridgeAnswer) => void>();
  let onReady: ((message: Message) => void) | undefined;
  let onStartFailure: ((error: Error) => void) | undefined;

  const killGroup = () => {
    // Never -0 or -1: this process's own group, or every process.
    if (child.pid === undefined || child.pid <= 1) {
      return;
    }
    try {
      // The bridge leads its group (detached), so -pid reaches soffice and soffice.bin too.
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  // A host that exits without closing its pools (process.exit) still ends the pair, and a host
  // that is killed closes the bridge's stdin: either way the bridge ends soffice, reaps it and
  // removes the pair's files itself.
  const askToEnd = () => {
    if (child.pid === undefined || child.pid <= 1) {
      return;
    }
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', askToEnd);
  let markExited: () => void = () => undefined;
  const exited = new Promise<void>((resolve) => (markExited = resolve));
  let finish: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    let isFinished = false;
    finish = () => {
      if (isFinished) {
        return;
      }
      isFinished = true;
      isAlive = false;
      process.off('exit', askToEnd);
      // The bridge kills its group when it exits on its own; a crashed bridge may not have.
      killGroup();
      for (const settle of pending.values()) {
        settle({ ok: false, reason: 'crashed', message: `LibreOffice ended: ${stderr.trim()}` });
      }
      pending.clear();
      onStartFailure?.(new Error(`the office bridge ended while starting: ${stderr.trim()}`));
      markExited();
      void cleanUp(settings.dir, sockets).finally(resolve);
    };
  });
  child.once('close', () => finish());
  child.once('error', (error) => {
    onStartFailure?.(error);
    if (child.pid === undefined) {
      // Never started (Python missing): no 'close' follows.
      finish();
    }
  });

  createInterface({ input: child.stdout }).on('line', (line) => {
    let message: Message;
    try {
      message = JSON.parse(line) as Message;
    } catch {
      return;
    }
    if (message.event === 'ready') {
      onReady?.(message);
    } else if (message.event === 'failed') {
      onStartFailure?.(new Error(message.message ?? 'soffice did not start'));
    } else if (message.id !== undefined) {
      const settle = pending.get(message.id);
      pending.delete(message.id);
      settle?.(
        message.ok === true
          ? { ok: true, family: message.family ?? '' }
          : { ok: false, reason: message.reason ?? 'failed', message: message.message ?? '' },
      );
    }
  });

  /**
   * Asks the bridge to end the pair (SIGTERM: it kills soffice, reaps it and exits, so no zombie
   * is left to init), and kills the whole group if it has not within a grace period.
   */
  const kill = async () => {
    if (isAlive) {
      askToEnd();
      const timer = setTimeout(killGroup, KILL_GRACE_MS);
      await ended;
      clearTimeout(timer);
    }
    await ended;
  };

  let ready: Message;
  let abort: () => void = () => undefined;
  try {
    ready = await new Promise<Message>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`soffice did not start in ${settings.startTimeoutMs} ms`)),
        settings.startTimeoutMs,
      );
      // The pool is closing: no need to wait for a start nobody will use.
      abort = () => reject(new Error('the office pool closed'));
      if (signal?.aborted) {
        abort();
      }
      signal?.addEventListener('abort', abort, { once: true });
      onReady = (message) => {
        clearTimeout(timer);
        resolve(message);
      };
      onStartFailure = (error) => {
        clearTimeout(timer);
        reject(error);
      };
    });
  } catch (error) {
    await kill();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
    onReady = undefined;
    onStartFailure = undefined;
  }
  sockets = ready.sockets ?? [];

  return {
    pid: child.pid ?? 0,
    sofficePid: ready.pid ?? 0,
    families: ready.families ?? [],
    sockets,
    isAlive: () => isAlive,
    ended,
    exited,
    kill,
    run: (request, timeoutMs) => {
      if (!isAlive) {
        return Promise.resolve({ ok: false, reason: 'crashed', message: 'LibreOffice has ended' });
      }
      const id = ++nextId;
      return new Promise<BridgeAnswer>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve({ ok: false, reason: 'timeout', message: `no answer in ${timeoutMs} ms` });
          void kill();
        }, timeoutMs);
        pending.set(id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        child.stdin.write(`${JSON.stringify({ id, ...request })}\n`);
      });
    },
  };
}

/**
 * Removes the worker's folder, and the socket files a killed soffice leaves in /tmp (its UNO
 * pipe and its single-instance pipe): only `OSL_PIPE_*` files the bridge saw it listen on.
 */
async function cleanUp(dir: string, sockets: readonly string[]): Promise<void> {
  await Promise.allSettled([
    rm(dir, { recursive: true, force: true }),
    ...sockets
      .filter((path) => basename(path).startsWith('OSL_PIPE_') && dirname(path) !== '/')
      .map((path) => unlink(path)),
  ]);
}
