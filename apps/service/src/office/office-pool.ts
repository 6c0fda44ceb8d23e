import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { AppError } from '@folio/core';

import { treeMemoryMb } from '../system/process-memory';
import type { OfficeConverter } from './office-converter';
import { extensionOf, loadFilterFor, OFFICE_FORMATS, type OfficeExtension } from './office-formats';
import { startWorker, type BridgeAnswer, type OfficeWorker } from './office-worker';

/** How the pool runs (`ServiceConfig.office`). */
export type OfficePoolConfig = {
  /** soffice processes kept warm. */
  size: number;
  /** Time one conversion may take; past it its soffice is killed and a new one started. */
  jobTimeoutMs: number;
  startTimeoutMs: number;
  /** Conversions waiting for a free soffice; past it SERVICE_UNAVAILABLE. */
  maxQueue: number;
  /** Conversions one soffice does before it is replaced (bounds leaks); 0 for never. */
  maxJobsPerWorker: number;
  /**
   * Memory (PSS, MiB) of a soffice and its bridge past which it is replaced, read after each job
   * (issue #17: an idle soffice kept 2 GB after hostile files); 0 or absent for never.
   */
  maxResidentMb?: number | undefined;
  soffice: string;
  /** A Python 3 with python3-uno (Debian's `/usr/bin/python3`). */
  python: string;
  /** Where the pool's private folder is made (the system's by default). */
  tempDir?: string | undefined;
};

/** What a test or the bench may look at. */
export type OfficePoolStatus = {
  workers: Array<{
    state: SlotState;
    pid?: number | undefined;
    sofficePid?: number | undefined;
    families?: readonly string[] | undefined;
    sockets?: readonly string[] | undefined;
  }>;
  queued: number;
  /** soffice processes started after the first ones (crashes, hangs, recycling). */
  restarts: number;
  /** soffice processes replaced after a job by the pool's choice, by why. */
  recycled: Record<RecycleReason, number>;
  /** The private folder: profiles and jobs' files, nothing else. */
  dir: string;
};

/** The warm LibreOffice pool: an OfficeConverter plus its state for tests and the bench. */
export type OfficePool = OfficeConverter & {
  status: () => OfficePoolStatus;
  /** Resolves when every soffice has started (or failed to). */
  ready: () => Promise<void>;
};

type SlotState = 'empty' | 'starting' | 'idle' | 'busy';
type RecycleReason = 'jobs' | 'memory';

/** A soffice that dies sooner than this after starting counts toward a crash loop. */
const YOUNG_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;
type Slot = {
  index: number;
  state: SlotState;
  /** Jobs run by the current worker. */
  jobs: number;
  /** When the current worker started, and how many in a row died young (crash loops). */
  startedAt: number;
  youngDeaths: number;
  worker?: OfficeWorker | undefined;
  starting?: Promise<void> | undefined;
};
type Job = {
  name: string;
  bytes: Uint8Array;
  extension: string;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: unknown) => void;
};

/**
 * Starts `size` soffice processes, each driven over UNO by its Python bridge, and returns a
 * converter that queues conversions for them. Every job's files live in a private folder
 * (mode 0700) and are removed when it ends; a soffice that hangs past the job timeout or dies
 * is killed with its whole process group and replaced, and so is one that has done
 * `maxJobsPerWorker` jobs or holds more than `maxResidentMb` after a job. Start-up happens in the background:
 * conversions wait for it, and fail with SERVICE_UNAVAILABLE when soffice cannot start.
 */
export function startOfficePool(options: OfficePoolConfig): OfficePool {
  // Private to this process (mode 0700): profiles, and each job's input and output.
  const dir = mkdtempSync(join(options.tempDir ?? tmpdir(), 'folio-office-'));
  const slots: Slot[] = Array.from({ length: Math.max(0, options.size) }, (_, index) => ({
    index,
    state: 'empty',
    jobs: 0,
    startedAt: 0,
    youngDeaths: 0,
  }));
  const queue: Job[] = [];
  const instance = randomBytes(6).toString('hex');
  let generation = 0;
  let restarts = 0;
  const recycled: Record<RecycleReason, number> = { jobs: 0, memory: 0 };
  let isClosed = false;
  const closing = new AbortController();
  let lastStartError: unknown;

  const startSlot = (slot: Slot): Promise<void> => {
    if (slot.starting) {
      return slot.starting;
    }
    generation += 1;
    if (generation > slots.length) {
      restarts += 1;
    }
    slot.state = 'starting';
    const name = `w${slot.index}-${generation}`;
    slot.starting = startWorker(
      {
        python: options.python,
        soffice: options.soffice,
        dir: join(dir, name),
        pipe: `folio-office-${instance}-${name}`,
        startTimeoutMs: options.startTimeoutMs,
      },
      closing.signal,
    )
      .then(
        (worker) => {
          if (isClosed) {
            void worker.kill();
            return;
          }
          slot.worker = worker;
          slot.jobs = 0;
          slot.startedAt = Date.now();
          slot.state = 'idle';
          void worker.ended.then(() => onWorkerEnded(slot, worker));
        },
        (error: unknown) => {
          lastStartError = error;
          slot.state = 'empty';
          // With no soffice running or starting, waiting jobs would wait forever.
          if (slots.every((other) => other.state === 'empty')) {
            for (const job of queue.splice(0)) {
              job.reject(unavailable('LibreOffice could not be started', error));
            }
          }
        },
      )
      .finally(() => {
        slot.starting = undefined;
        pump();
      });
    return slot.starting;
  };

  const onWorkerEnded = (slot: Slot, worker: OfficeWorker) => {
    if (slot.worker !== worker) {
      return;
    }
    slot.worker = undefined;
    slot.state = 'empty';
    slot.youngDeaths = Date.now() - slot.startedAt < YOUNG_MS ? slot.youngDeaths + 1 : 0;
    // A warm replacement at once, so the next job does not wait for a cold start; a soffice
    // that keeps dying young is restarted later and later (a job still starts one at once).
    const delay = slot.youngDeaths < 2 ? 0 : Math.min(MAX_BACKOFF_MS, 500 * 2 ** slot.youngDeaths);
    setTimeout(() => {
      if (!isClosed && slot.state === 'empty') {
        void startSlot(slot);
      }
    }, delay).unref();
  };

  const pump = () => {
    if (isClosed) {
      return;
    }
    for (const slot of slots) {
      if (queue.length === 0) {
        return;
      }
      if (slot.state === 'idle' && slot.worker) {
        const job = queue.shift() as Job;
        void runJob(slot, slot.worker, job);
      } else if (slot.state === 'empty') {
        void startSlot(slot);
      }
    }
  };

  let jobCounter = 0;
  const runJob = async (slot: Slot, worker: OfficeWorker, job: Job) => {
    slot.state = 'busy';
    slot.jobs += 1;
    const jobDir = join(dir, `job-${++jobCounter}`);
    let outcome: { pdf: Uint8Array } | { error: unknown };
    try {
      outcome = { pdf: await convertIn(jobDir, worker, job) };
    } catch (error) {
      outcome = { error };
    }
    // The job's files are gone before its caller hears back, whatever happened.
    await rm(jobDir, { recursive: true, force: true });
    if ('pdf' in outcome) {
      job.resolve(outcome.pdf);
    } else {
      job.reject(outcome.error);
    }
    // The slot stays busy while its memory is read, so no job lands on a soffice about to go.
    const reason = worker.isAlive() ? await recycleReason(slot, worker) : undefined;
    if (slot.worker === worker && worker.isAlive()) {
      if (reason) {
        recycled[reason] += 1;
        void worker.kill();
      } else {
        slot.state = 'idle';
      }
    }
    pump();
  };

  /** Why a soffice that has just finished a job should be replaced, if it should. */
  const recycleReason = async (
    slot: Slot,
    worker: OfficeWorker,
  ): Promise<RecycleReason | undefined> => {
    if (options.maxJobsPerWorker > 0 && slot.jobs >= options.maxJobsPerWorker) {
      return 'jobs';
    }
    const limit = options.maxResidentMb ?? 0;
    // The bridge leads the pair's tree: soffice and soffice.bin are under it.
    if (limit > 0 && (await treeMemoryMb(worker.pid)) > limit) {
      return 'memory';
    }
    return undefined;
  };

  const convertIn = async (jobDir: string, worker: OfficeWorker, job: Job) => {
    const family = OFFICE_FORMATS[job.extension as OfficeExtension];
    if (!worker.families.includes(family)) {
      // Debian splits LibreOffice by module; presentations need libreoffice-impress.
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        message: `${job.name}: LibreOffice ${family} is not installed`,
        detail: { file: job.name, reason: 'not-installed' },
      });
    }
    await mkdir(jobDir, { mode: 0o700 });
    const input = join(jobDir, `input.${job.extension}`);
    const output = join(jobDir, 'output.pdf');
    await writeFile(input, job.bytes);
    const answer = await worker.run(
      { input, output, ...loadFilterFor(job.extension, job.bytes) },
      options.jobTimeoutMs,
    );
    if (!answer.ok) {
      if (answer.reason === 'timeout' || answer.reason === 'crashed') {
        // A soffice being killed could still write into the job's folder: wait for it to be
        // gone, not for its profile to be removed (issue #17: answered within budget + 2 s).
        await worker.exited;
      }
      throw conversionError(job.name, answer);
    }
    return new Uint8Array(await readFile(output));
  };

  for (const slot of slots) {
    void startSlot(slot);
  }

  return {
    toPdf(name, bytes) {
      const extension = extensionOf(name);
      if (!(extension in OFFICE_FORMATS)) {
        return Promise.reject(
          new AppError('UNSUPPORTED_MEDIA_TYPE', {
            message: `${name} is not an office format`,
            detail: { file: name },
          }),
        );
      }
      if (isClosed || slots.length === 0) {
        return Promise.reject(unavailable('the office pool is closed', lastStartError));
      }
      if (queue.length >= options.maxQueue) {
        return Promise.reject(
          new AppError('SERVICE_UNAVAILABLE', {
            message: `${queue.length} conversions waiting`,
            detail: { reason: 'busy' },
          }),
        );
      }
      return new Promise<Uint8Array>((resolve, reject) => {
        queue.push({ name, bytes, extension, resolve, reject });
        pump();
      });
    },
    async close() {
      isClosed = true;
      closing.abort();
      for (const job of queue.splice(0)) {
        job.reject(unavailable('the office pool is closing'));
      }
      await Promise.allSettled(startsOf(slots));
      await Promise.allSettled(slots.flatMap((slot) => (slot.worker ? [slot.worker.kill()] : [])));
      await rm(dir, { recursive: true, force: true });
    },
    status: () => ({
      workers: slots.map((slot) => ({
        state: slot.state,
        pid: slot.worker?.pid,
        sofficePid: slot.worker?.sofficePid,
        families: slot.worker?.families,
        sockets: slot.worker?.sockets,
      })),
      queued: queue.length,
      restarts,
      recycled: { ...recycled },
      dir,
    }),
    ready: async () => {
      await Promise.allSettled(startsOf(slots));
    },
  };
}

function startsOf(slots: readonly Slot[]): Array<Promise<void>> {
  return slots.flatMap((slot) => (slot.starting ? [slot.starting] : []));
}

function unavailable(message: string, cause?: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', {
    message: cause instanceof Error ? `${message}: ${cause.message}` : message,
    detail: { reason: 'office-unavailable' },
    cause,
  });
}

/** The catalogue code of a conversion that failed, naming the file (contract `convertToPdf`). */
function conversionError(file: string, answer: Extract<BridgeAnswer, { ok: false }>): AppError {
  const message = `${file}: ${answer.message}`;
  switch (answer.reason) {
    case 'unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', { message, detail: { file } });
    case 'unreadable':
      return new AppError('FILE_PROCESSING_ERROR', {
        message,
        detail: { file, reason: 'corrupt' },
      });
    default:
      return new AppError('FILE_PROCESSING_ERROR', {
        message,
        detail: { file, reason: answer.reason },
      });
  }
}
