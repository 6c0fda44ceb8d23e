import { DocumentError } from '../errors';
import { createWorkerPool, isOutOfMemory } from '../workers/worker-pool';
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
// Node runs with its type stripping.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./pdfjs-worker.ts', import.meta.url)
  : new URL('./pdfjs-worker.js', import.meta.url);

// A PDF that needs more heap than this to parse is hostile or absurd; the worker dies, not us.
const WORKER_HEAP_MB = 1024;

const submit = createWorkerPool<PdfjsRequest, PdfjsMessage>({
  url: WORKER_URL,
  heapMb: WORKER_HEAP_MB,
  transfer: (request) => [request.data.buffer],
});

/**
 * Queues a job on the pool of warm pdf.js worker threads (one per core, at most 4). Returns
 * the job's cancel function: a queued job is dropped, a running one terminates its worker
 * (pdf.js cannot be interrupted), which is replaced on demand.
 */
export function submitPdfjsJob(job: PoolJob): () => void {
  return submit({
    request: job.request,
    onMessage: job.onMessage,
    onFailure: (error) =>
      job.onFailure(
        new DocumentError(isOutOfMemory(error) ? 'DOCUMENT_TOO_LARGE' : 'PDF_INVALID', {
          message: isOutOfMemory(error)
            ? 'the PDF needs too much memory to read'
            : `pdf.js failed: ${error.message}`,
          // As the reader pool says it (run-reader.ts): callers tell "too complex" by this reason.
          ...(isOutOfMemory(error) ? { detail: { reason: 'memory', heapMb: WORKER_HEAP_MB } } : {}),
          cause: error,
        }),
      ),
  });
}
