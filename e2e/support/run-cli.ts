import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { REPO_ROOT } from './start-servers';

/** The built `folio` binary; e2e/cli tests run it as a user would. */
export const CLI_PATH = join(REPO_ROOT, 'apps/cli/dist/index.js');

/** What one run of `folio` did. */
export type CliRun = {
  /** The exit code; null when the process was killed (see `timedOut`). */
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** stdout split into lines, without the trailing empty line. */
  lines: string[];
  timedOut: boolean;
};

export type RunCliOptions = {
  /** Variables added to a clean environment (no FOLIO_*, LANG or LC_* from the caller's). */
  env?: Record<string, string>;
  /** Killed after this long; the run then reports `timedOut`. */
  timeoutMs?: number;
  /** Written to stdin, which is then closed; stdin is empty otherwise. */
  input?: string;
};

/** The caller's environment without anything that would change how `folio` behaves. */
function cleanEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    const isFolioSetting = name.startsWith('FOLIO_') || name === 'LANG' || name.startsWith('LC_');
    if (value !== undefined && !isFolioSetting) {
      env[name] = value;
    }
  }
  return env;
}

/**
 * Runs the built `folio` with arguments, stdout and stderr piped (so never a TTY: no spinner,
 * no prompts), in English unless `env` says otherwise, and collects what it printed.
 */
export async function runCli(args: string[], options: RunCliOptions = {}): Promise<CliRun> {
  if (!existsSync(CLI_PATH)) {
    throw new Error(`${CLI_PATH} is missing: build the CLI first (pnpm --filter @folio/cli build)`);
  }
  const child = spawn(process.execPath, [CLI_PATH, ...args], {
    cwd: REPO_ROOT,
    env: { ...cleanEnvironment(), FOLIO_LANG: 'en', ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.input ?? '');

  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, options.timeoutMs ?? 30_000);
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  }).finally(() => clearTimeout(timer));

  const lines = stdout.split('\n');
  if (lines.at(-1) === '') {
    lines.pop();
  }
  return { exitCode, stdout, stderr, lines, timedOut };
}
