import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { mkdtempSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';

import { AppError } from '@folio/core';

import { JobSlots } from '../chromium/job-slots';
import { checkDocx } from './split-docx';
import type { SplitAnswer, SplitRequest } from './split-worker';
import { checkXlsx } from './split-xlsx';
import type { SplitterConfig } from './splitter-config';
import type { UploadedFile } from './upload';

export type SplitKind = SplitRequest['kind'];

/** Splits office files on killable worker threads. */
export type OfficeSplitter = {
  /**
   * The file checked, then split on a thread within the time budget: the ZIP of its parts, read
   * from a file that is already unlinked. Refusals are those of `planDocxSplit`/`planXlsxSplit`;
   * a split past its budget or its thread's memory is FILE_PROCESSING_ERROR (`timeout`,
   * `too-complex`).
   */
  split(kind: SplitKind, file: UploadedFile): Promise<Readable>;
  /** Threads alive, idle among them, killed at their budget or memory, and the private folder. */
  status(): { threads: number; idle: number; killed: number; dir: string };
  close(): Promise<void>;
};

// Built: dist/split-worker.js beside the bundle that loads it. From source (tests): the .ts
// file, run by Node's type stripping with our resolution hooks.
const IS_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = IS_SOURCE
  ? new URL('./split-worker.ts', import.meta.url)
  : new URL('./split-worker.js', import.meta.url);
// The documents toolkit's hooks: extensionless `.ts` imports and the `@folio/source` condition.
const SOURCE_HOOKS = pathToFileURL(
  createRequire(import.meta.url).resolve('@folio/documents/source-hooks'),
);

// As the documents toolkit's reader threads: an honest 100 MB package splits well under this.
const THREAD_HEAP_MB = 512;
// What a parser keeps (caches, a fragmented heap) goes with its thread now and then.
const JOBS_PER_THREAD = 20;

const CHECKS: Record<SplitKind, (file: UploadedFile) => Promise<void>> = {
  docx: checkDocx,
  xlsx: checkXlsx,
};

type Thread = {
  worker: Worker;
  jobs: number;
  /** The running job's handlers; none while idle. */
  onAnswer?: ((answer: SplitAnswer) => void) | undefined;
  onFailure?: ((error: Error & { code?: string }) => void) | undefined;
};

/**
 * Starts the splitter: the structure check where the host serves (it runs on the documents
 * toolkit's reader thread), then the split itself on a warm worker thread, at most `workers` at
 * once. A thread is killed, never waited for, at the split's budget or past its heap; an idle
 * one does not keep the process alive.
 */
export function startOfficeSplitter(config: SplitterConfig): OfficeSplitter {
  // Private to this process (mode 0700): each split's ZIP until its answer opens it.
  const dir = mkdtempSync(join(config.tempDir ?? tmpdir(), 'folio-split-'));
  const slots = new JobSlots(Math.max(1, config.workers), config.maxQueue, 'splitter');
  const threads = new Set<Thread>();
  const idle: Thread[] = [];
  let killed = 0;
  let outputs = 0;
  let isClosed = false;

  const startThread = (): Thread => {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      ...(IS_SOURCE ? { execArgv: ['--import', SOURCE_HOOKS.href] } : {}),
    });
    const thread: Thread = { worker, jobs: 0 };
    threads.add(thread);
    worker.on('message', (answer: SplitAnswer) => thread.onAnswer?.(answer));
    worker.on('error', (error: Error & { code?: string }) => thread.onFailure?.(error));
    worker.once('exit', (code) => {
      threads.delete(thread);
      const index = idle.indexOf(thread);
      if (index >= 0) {
        idle.splice(index, 1);
      }
      thread.onFailure?.(new Error(`the split thread exited with code ${code}`));
    });
    return thread;
  };

  const runOn = (thread: Thread, kind: SplitKind, file: UploadedFile, output: string) =>
    new Promise<void>((resolve, reject) => {
      const { worker } = thread;
      /** Hands the thread back or stops it; resolves once it no longer writes. */
      const end = (isReusable: boolean): Promise<unknown> => {
        clearTimeout(timer);
        thread.onAnswer = undefined;
        thread.onFailure = undefined;
        if (isReusable && !isClosed && thread.jobs < JOBS_PER_THREAD) {
          worker.unref();
          idle.push(thread);
          return Promise.resolve();
        }
        return worker.terminate();
      };
      const fail = (error: Error, stopped: Promise<unknown>) => {
        // A killed thread may still be writing: its file goes once it has stopped.
        void stopped.then(() => rm(output, { force: true }));
        reject(error);
      };
      const kill = (error: AppError) => {
        killed += 1;
        fail(error, end(false));
      };
      // The budget runs from the job's start on its thread: a queue's wait is not the file's.
      const timer = setTimeout(
        () => kill(tooComplex(file.name, 'timeout', { timeoutMs: config.timeoutMs })),
        config.timeoutMs,
      );
      thread.onAnswer = (answer) => {
        const stopped = end(true);
        if (answer.ok) {
          resolve();
        } else {
          const { code, message, detail } = answer;
          fail(new AppError(code, { message, detail }), stopped);
        }
      };
      thread.onFailure = (error) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          kill(tooComplex(file.name, 'too-complex', { structure: 'memory' }, error));
        } else {
          fail(error, end(false));
        }
      };
      thread.jobs += 1;
      worker.ref();
      // A copy is posted without a second copy; the caller keeps its bytes.
      const bytes = new Uint8Array(file.bytes);
      const request: SplitRequest = { kind, name: file.name, bytes, output };
      worker.postMessage(request, [bytes.buffer]);
    });

  return {
    async split(kind, file) {
      if (isClosed) {
        throw new AppError('SERVICE_UNAVAILABLE', { message: 'the splitter is closed' });
      }
      await CHECKS[kind](file);
      const release = await slots.acquire();
      const output = join(dir, `split-${++outputs}.zip`);
      try {
        await runOn(idle.pop() ?? startThread(), kind, file, output);
        // Unlinked once open: nothing is left on disk whatever becomes of the answer.
        const handle = await open(output, 'r');
        await rm(output);
        return handle.createReadStream();
      } finally {
        release();
      }
    },
    status: () => ({ threads: threads.size, idle: idle.length, killed, dir }),
    async close() {
      isClosed = true;
      await Promise.allSettled([...threads].map((thread) => thread.worker.terminate()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function tooComplex(
  file: string,
  reason: 'timeout' | 'too-complex',
  detail: Record<string, unknown>,
  cause?: unknown,
): AppError {
  return new AppError('FILE_PROCESSING_ERROR', {
    message: `${file} is too complex to split (${reason})`,
    detail: { ...detail, file, reason },
    cause,
  });
}
