import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** A request for a pool and what to do with the worker's messages. */
export type PoolJob<Request, Message> = {
  request: Request;
  /** Handles one message; returns true when it was the last one for this request. */
  onMessage: (message: Message) => boolean;
  /** The worker died (out of memory, crashed) before the last message. */
  onFailure: (error: Error & { code?: string }) => void;
};

export type WorkerPoolOptions<Request> = {
  /** The worker's module: answers each request it is posted with one or more messages. */
  url: URL;
  /** Heap limit of one worker: past it the worker dies (`ERR_WORKER_OUT_OF_MEMORY`), not us. */
  heapMb: number;
  /** Workers at most; jobs beyond wait in the queue. */
  size?: number;
  /** Requests one worker serves before it is replaced, so what a parser keeps is let go. */
  maxJobsPerWorker?: number;
  /** The buffers posted without a copy (they become unusable on this side). */
  transfer: (request: Request) => ArrayBuffer[];
};

/** Queues a job; returns its cancel function. */
export type SubmitJob<Request, Message> = (job: PoolJob<Request, Message>) => () => void;

// A worker from source (tests) runs our TypeScript with Node's type stripping; these hooks let
// its extensionless relative imports find their `.ts` files, as the bundler does for dist/.
const SOURCE_HOOKS = new URL('./source-hooks.ts', import.meta.url);

/**
 * A pool of warm worker threads for work on user bytes that must never hold the serving thread:
 * parsers that cannot be interrupted run there, and a job past its deadline or its memory is
 * stopped by terminating its worker, which is replaced on demand. A busy worker keeps the process
 * alive, an idle one does not.
 */
export function createWorkerPool<Request, Message>(
  options: WorkerPoolOptions<Request>,
): SubmitJob<Request, Message> {
  const size = options.size ?? Math.max(1, Math.min(4, availableParallelism()));
  const maxJobs = options.maxJobsPerWorker ?? Number.POSITIVE_INFINITY;
  const isSource = options.url.pathname.endsWith('.ts');
  const idle: Worker[] = [];
  const queue: Array<PoolJob<Request, Message>> = [];
  const running = new Map<PoolJob<Request, Message>, Worker>();
  const served = new WeakMap<Worker, number>();
  let workerCount = 0;

  const dispatch = (): void => {
    while (queue.length > 0 && (idle.length > 0 || workerCount < size)) {
      const job = queue.shift();
      if (!job) {
        return;
      }
      const worker = idle.pop() ?? startWorker();
      running.set(job, worker);
      served.set(worker, (served.get(worker) ?? 0) + 1);
      worker.ref();
      worker.on('message', (message: Message) => {
        if (job.onMessage(message)) {
          release(job, worker, (served.get(worker) ?? 0) < maxJobs);
        }
      });
      worker.postMessage(job.request, options.transfer(job.request));
    }
  };

  const release = (job: PoolJob<Request, Message>, worker: Worker, isReusable: boolean) => {
    running.delete(job);
    worker.removeAllListeners('message');
    if (isReusable) {
      worker.unref();
      idle.push(worker);
    } else {
      void worker.terminate();
    }
    dispatch();
  };

  const startWorker = (): Worker => {
    workerCount += 1;
    const worker = new Worker(options.url, {
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
      ...(isSource ? { execArgv: ['--import', SOURCE_HOOKS.href] } : {}),
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const job = [...running].find(([, owner]) => owner === worker)?.[0];
      if (job) {
        release(job, worker, false);
        job.onFailure(error);
      }
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
  };

  const cancel = (job: PoolJob<Request, Message>): void => {
    const queued = queue.indexOf(job);
    if (queued >= 0) {
      queue.splice(queued, 1);
      return;
    }
    const worker = running.get(job);
    if (worker) {
      release(job, worker, false);
    }
  };

  return (job) => {
    queue.push(job);
    dispatch();
    return () => cancel(job);
  };
}

/** True when a worker died for its heap limit. */
export function isOutOfMemory(error: Error & { code?: string }): boolean {
  return error.code === 'ERR_WORKER_OUT_OF_MEMORY';
}
