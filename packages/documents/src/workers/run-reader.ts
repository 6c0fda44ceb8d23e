import { DocumentError } from '../errors';
import { type ParseLimits, runWithLimits } from '../limits';
import type { ReaderAnswer, ReaderRequest } from './reader-protocol';
import { createWorkerPool, isOutOfMemory } from './worker-pool';

// Built: dist/reader-worker.js beside dist/index.js. From source (tests): the .ts file.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./reader-worker.ts', import.meta.url)
  : new URL('./reader-worker.js', import.meta.url);

// An honest 50 MB workbook parses in well under this; a bomb's strings and cells do not.
const WORKER_HEAP_MB = 512;
// A parser's caches and fragmented heap go with its worker now and then.
const JOBS_PER_WORKER = 20;

const submit = createWorkerPool<ReaderRequest, ReaderAnswer>({
  url: WORKER_URL,
  heapMb: WORKER_HEAP_MB,
  maxJobsPerWorker: JOBS_PER_WORKER,
  transfer: (request) => [request.data.buffer],
});

/**
 * Runs a parse on the reader worker pool under the caller's limits: at the deadline or on abort
 * its worker is terminated, whatever the parser is doing, and the parse fails with
 * `DOCUMENT_TIMEOUT` or `DOCUMENT_ABORTED`; a parse that passes the worker's heap limit fails
 * with `DOCUMENT_TOO_LARGE`. `request.data` is transferred: pass a copy the caller can lose.
 */
export async function runReader<T>(request: ReaderRequest, limits: ParseLimits): Promise<T> {
  let cancel = (): void => undefined;
  return runWithLimits(
    limits,
    () =>
      new Promise<T>((resolve, reject) => {
        cancel = submit({
          request,
          onMessage: (answer) => {
            if (answer.kind === 'done') {
              resolve(answer.value as T);
            } else {
              const { code, message, detail } = answer;
              reject(new DocumentError(code, { message, detail }));
            }
            return true;
          },
          onFailure: (error) =>
            reject(
              isOutOfMemory(error)
                ? new DocumentError('DOCUMENT_TOO_LARGE', {
                    message: 'the document needs too much memory to read',
                    detail: { reason: 'memory', heapMb: WORKER_HEAP_MB },
                    cause: error,
                  })
                : new DocumentError('DOCUMENT_UNREADABLE', {
                    message: `the reader failed: ${error.message}`,
                    cause: error,
                  }),
            ),
        });
      }),
    () => cancel(),
  );
}

/**
 * Checks an office file's container and structure (the office container check) on the reader
 * pool, for callers that hand the file to another program (LibreOffice) rather than a reader.
 */
export async function checkOfficeFile(data: Uint8Array, limits: ParseLimits = {}): Promise<void> {
  await runReader<void>({ task: 'office-check', data: new Uint8Array(data) }, limits);
}
