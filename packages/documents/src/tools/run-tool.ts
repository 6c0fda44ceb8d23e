import { spawn } from 'node:child_process';

import { DocumentError, type DocumentErrorCode } from '../errors';
import { type ParseLimits, runWithLimits } from '../limits';

/** How to run one system program (tesseract, pdftoppm, soffice). */
export type ToolOptions = ParseLimits & {
  /** Bytes written to the program's standard input. */
  input?: Uint8Array;
  /** Environment variables for the program, on top of a minimal PATH and locale. */
  env?: Record<string, string>;
  /** Standard output above this many bytes stops the program with `DOCUMENT_TOO_LARGE`. */
  maxOutputBytes?: number;
  /** The code thrown when the program exits with a non-zero status. */
  failureCode: DocumentErrorCode;
};

/** What a program printed. */
export type ToolResult = { stdout: Buffer; stderr: string };

// Programs that parse hostile files get a clean environment: none of the server's secrets
// (database URL, API keys) and a fixed search path for the system tools.
const BASE_ENV = { PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8' };
const DEFAULT_MAX_OUTPUT_BYTES = 512 * 1024 * 1024;
const STDERR_KEPT = 2_000;

/**
 * Runs a program in its own process group and collects its output. On timeout, abort or too
 * much output the whole group is killed (LibreOffice forks), so a hostile file cannot leave a
 * process behind. A missing program is `TOOL_UNAVAILABLE`.
 */
export async function runTool(
  command: string,
  args: readonly string[],
  options: ToolOptions,
): Promise<ToolResult> {
  let kill = (): void => undefined;
  return runWithLimits(
    options,
    () =>
      new Promise<ToolResult>((resolve, reject) => {
        const child = spawn(command, args, {
          detached: true,
          stdio: ['pipe', 'pipe', 'pipe'],
          env: { ...BASE_ENV, ...options.env },
        });
        kill = (): void => killGroup(child.pid);
        const chunks: Buffer[] = [];
        let size = 0;
        let stderr = '';
        const maxOutput = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
        child.stdout.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxOutput) {
            kill();
            reject(
              new DocumentError('DOCUMENT_TOO_LARGE', {
                message: `${command} printed more than ${maxOutput} bytes`,
                detail: { command, maxOutputBytes: maxOutput },
              }),
            );
            return;
          }
          chunks.push(chunk);
        });
        child.stderr.on('data', (chunk: Buffer) => {
          stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
        });
        child.on('error', (error: NodeJS.ErrnoException) => {
          reject(toSpawnError(command, error, options.failureCode));
        });
        child.on('close', (exitCode, signal) => {
          if (exitCode === 0) {
            resolve({ stdout: Buffer.concat(chunks), stderr });
            return;
          }
          reject(
            new DocumentError(options.failureCode, {
              message: `${command} failed (${signal ?? `exit ${exitCode}`}): ${stderr.trim()}`,
              detail: { command, exitCode, signal, stderr: stderr.trim() },
            }),
          );
        });
        // A program that exits before reading all its input closes the pipe: not our failure.
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input);
      }),
    () => kill(),
  );
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) {
    return;
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

function toSpawnError(
  command: string,
  error: NodeJS.ErrnoException,
  failureCode: DocumentErrorCode,
): DocumentError {
  if (error.code === 'ENOENT') {
    return new DocumentError('TOOL_UNAVAILABLE', {
      message: `${command} is not installed`,
      detail: { command },
      cause: error,
    });
  }
  return new DocumentError(failureCode, {
    message: `${command} could not start: ${error.message}`,
    detail: { command },
    cause: error,
  });
}
