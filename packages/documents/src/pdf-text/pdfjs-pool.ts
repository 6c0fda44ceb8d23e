import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

import { DocumentError } from '../errors';
import type { PdfjsMessage, PdfjsRequest } from './pdfjs-protocol';

/** A request for the pool and what to do with the worker's messages. */
export type PoolJob = {
  request: PdfjsRequest;
  /** Handles one message; returns true when it was the last one (`end` or `error`). */
  onMessage: (message: PdfjsMessage) => boolean;
  /** The worker died (out of memory, crashed) before the last message. */
  onFailure: (error: DocumentError) => void;
};

// Built: dist/pdfjs-worker.js beside dist/index.js. From source (tests): the .ts file, which
// Node runs with its type stripping (it imports only pdf.js and types).
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./pdfjs-worker.ts', import.meta.url)
  : new URL('./pdfjs-worker.js', import.meta.url);

// A PDF that needs more heap than this to parse is hostile or absurd; the worker dies, not us.
const WORKER_HEAP_MB = 1024;
const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism()));

const idle: Worker[] = [];
const queue: PoolJob[] = [];
const running = new Map<PoolJob, Worker>();
let workerCount = 0;

/**
 * Queues a job on the pool of warm pdf.js worker threads (one per core, at most 4). Returns
 * the job's cancel function: a queued job is dropped, a running one terminates its worker
 * (pdf.js cannot be interrupted), which is replaced on demand.
 */
export function submitPdfjsJob(job: PoolJob): () => void {
  queue.push(job);
  dispatch();
  return () => cancelJob(job);
}

function dispatch(): void {
  while (queue.length > 0 && (idle.length > 0 || workerCount < POOL_SIZE)) {
    const job = queue.shift();
    if (!job) {
      return;
    }
    const worker = idle.pop() ?? startWorker();
    running.set(job, worker);
    // A busy worker keeps the process alive; an idle one does not.
    worker.ref();
    worker.on('message', (message: PdfjsMessage) => {
      if (job.onMessage(message)) {
        release(job, worker, true);
      }
    });
    worker.postMessage(job.request, [job.request.data.buffer]);
  }
}

function release(job: PoolJob, worker: Worker, isReusable: boolean): void {
  running.delete(job);
  worker.removeAllListeners('message');
  if (isReusable) {
    worker.unref();
    idle.push(worker);
  } else {
    void worker.terminate();
  }
  dispatch();
}

function startWorker(): Worker {
  workerCount += 1;
  const worker = new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  worker.on('error', (error: Error & { code?: string }) => {
    const job = [...running].find(([, owner]) => owner === worker)?.[0];
    if (!job) {
      return;
    }
    const isMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
    release(job, worker, false);
    job.onFailure(
      new DocumentError(isMemory ? 'DOCUMENT_TOO_LARGE' : 'PDF_INVALID', {
        message: isMemory
          ? 'the PDF needs too much memory to read'
          : `pdf.js failed: ${error.message}`,
        cause: error,
      }),
    );
  });
  worker.once('exit', () => {
    workerCount -= 1;
    const index = idle.indexOf(worker);
    if (index >= 0) {
      idle.splice(index, 1);
    }
    dispatch();
  });
  return worker;
}

function cancelJob(job: PoolJob): void {
  const queued = queue.indexOf(job);
  if (queued >= 0) {
    queue.splice(queued, 1);
    return;
  }
  const worker = running.get(job);
  if (worker) {
    release(job, worker, false);
  }
}
