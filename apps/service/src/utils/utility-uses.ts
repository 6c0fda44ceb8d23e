// Utilities used (issue 13 dashboard): this host keeps no database, so each utility call it
// answers is reported to the middleware (`recordUtilityUse`), which keeps it in the shared
// database. The report is sent with the caller's own access token once the answer has gone out,
// so it never delays or fails a utility; a use whose report fails is logged and not counted.
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

import type { MiddlewareComponents } from '@folio/sdk';
import type { OperationHandler, OperationHandlers } from '@folio/server';
import type { FastifyBaseLogger } from 'fastify';

import type { ServiceConfig } from '../config';

/** What the middleware keeps of one answered call. */
export type UtilityUse = MiddlewareComponents['schemas']['UtilityUseRequest'];

/** The files a call took and the pages of the PDFs it read, noted while its handler runs. */
type UseNote = { files: number; pages: number | null };

const notes = new AsyncLocalStorage<UseNote>();

/** Time limit of one report: the middleware answers it with one insert. */
const REPORT_TIMEOUT_MS = 5_000;

/**
 * Adds to the current call's note (a no-op outside a recorded call, as in unit tests of a
 * utility): `files` taken, `pages` of a PDF read.
 */
export function noteUse(counts: { files?: number; pages?: number }): void {
  const note = notes.getStore();
  if (!note) {
    return;
  }
  note.files += counts.files ?? 0;
  if (counts.pages !== undefined) {
    note.pages = (note.pages ?? 0) + counts.pages;
  }
}

/** Sends uses to the middleware; `settle` waits for the reports in flight (on close). */
export type UseReporter = {
  report(authorization: string, use: UtilityUse): void;
  settle(): Promise<void>;
};

/** Reports each use to `POST {middlewareUrl}/dashboard/utility-uses` with the caller's token. */
export function createUseReporter(
  config: Pick<ServiceConfig, 'middlewareUrl'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  fetchImpl: typeof fetch = fetch,
): UseReporter {
  const inFlight = new Set<Promise<void>>();
  async function send(authorization: string, use: UtilityUse): Promise<void> {
    try {
      const response = await fetchImpl(`${config.middlewareUrl}/dashboard/utility-uses`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(use),
        signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) {
        log.warn({ tool: use.tool, status: response.status }, 'utility use not recorded');
      }
    } catch (error) {
      log.warn({ err: error, tool: use.tool }, 'utility use not recorded: middleware unreachable');
    }
  }
  return {
    report(authorization, use) {
      const sending = send(authorization, use).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async settle() {
      await Promise.all(inFlight);
    },
  };
}

/**
 * The handlers with every call timed and noted (`noteUse`); a call answered with a success
 * status is reported once its last byte is sent (streamed ZIPs included). Refusals and failures
 * are not uses.
 */
export function recordUses<Handlers extends OperationHandlers>(
  handlers: Handlers,
  reporter: UseReporter,
): Handlers {
  const recorded: Record<string, OperationHandler> = {};
  for (const [operationId, handler] of Object.entries(handlers)) {
    recorded[operationId] = function recordedHandler(this: unknown, request, reply) {
      const startedAt = performance.now();
      const note: UseNote = { files: 0, pages: null };
      reply.raw.once('finish', () => {
        const authorization = request.headers.authorization;
        if (reply.statusCode >= 400 || authorization === undefined) {
          return;
        }
        reporter.report(authorization, {
          tool: operationId as UtilityUse['tool'],
          files: note.files,
          pages: note.pages,
          duration_ms: Math.round(performance.now() - startedAt),
        });
      });
      return notes.run(note, () => handler.call(this, request, reply));
    };
  }
  // Same keys, and each wrapper takes the request and gives the answer of the handler it wraps.
  return recorded as Handlers;
}
