import { AppError } from '@folio/core';
import { requireAuth, type OperationHandler, type OperationHandlers } from '@folio/server';

/**
 * The utilities that hold a converter, a renderer or a splitter while they run: LibreOffice,
 * Chromium, the splitter's threads, pdftoppm. The others (combine, split a PDF, images to PDF,
 * PDFs to ZIP) are quick work in this process.
 */
export const HEAVY_OPERATIONS: ReadonlySet<string> = new Set([
  'convertToPdf',
  'htmlToPdf',
  'splitDocx',
  'splitXlsx',
  'pdfToImages',
  'pdfPageToImage',
  'getImage',
]);

/**
 * The wait a refused caller is told (Retry-After): heavy requests take a few seconds, and none
 * more than its time budget; a retry much sooner would likely be refused again.
 */
const RETRY_AFTER_SECONDS = 5;

/** Heavy requests in flight per user, in this process. */
export type UserRequestLimiter = {
  /** Counts a request of `user`; throws RATE_LIMIT_EXCEEDED past the limit. Returns its release. */
  enter(user: string): () => void;
  /** Requests of `user` in flight. */
  inFlight(user: string): number;
};

/**
 * At most `limit` heavy requests in flight per user (0: no limit), so one user cannot hold every
 * worker while the others wait (issue #17). One past the limit is refused at once with
 * RATE_LIMIT_EXCEEDED and a Retry-After, before its body is read. The count is per process: with
 * N replicas a user may hold up to N times the limit, still a share of each.
 */
export function createUserRequestLimiter(limit: number): UserRequestLimiter {
  const inFlight = new Map<string, number>();
  return {
    enter(user) {
      const count = inFlight.get(user) ?? 0;
      if (limit > 0 && count >= limit) {
        throw new AppError('RATE_LIMIT_EXCEEDED', {
          message: `${user} has ${count} heavy requests in flight`,
          detail: { reason: 'concurrent-requests', limit, retryAfterSeconds: RETRY_AFTER_SECONDS },
        });
      }
      inFlight.set(user, count + 1);
      let isReleased = false;
      return () => {
        if (isReleased) {
          return;
        }
        isReleased = true;
        const left = (inFlight.get(user) ?? 1) - 1;
        if (left > 0) {
          inFlight.set(user, left);
        } else {
          inFlight.delete(user);
        }
      };
    },
    inFlight: (user) => inFlight.get(user) ?? 0,
  };
}

/**
 * The handlers with every operation of `operations` counted against its caller's limit: the
 * request holds its place from the handler's start until its answer is sent or its connection
 * closes, streamed answers (ZIPs) included.
 */
export function limitHeavyRequests<Handlers extends OperationHandlers>(
  handlers: Handlers,
  operations: ReadonlySet<string>,
  limiter: UserRequestLimiter,
): Handlers {
  const limited: Record<string, OperationHandler> = {};
  for (const [operationId, handler] of Object.entries(handlers)) {
    limited[operationId] = operations.has(operationId) ? withLimit(handler, limiter) : handler;
  }
  // Same keys, and each wrapper takes the request and gives the answer of the handler it wraps.
  return limited as Handlers;
}

function withLimit(handler: OperationHandler, limiter: UserRequestLimiter): OperationHandler {
  return function limitedHandler(this: unknown, request, reply) {
    const release = limiter.enter(requireAuth(request).username);
    // 'close' follows the last byte sent, an error answer, and a client that went away alike;
    // a client gone before the handler started has had its 'close' already.
    reply.raw.once('close', release);
    if (reply.raw.closed) {
      release();
    }
    return handler.call(this, request, reply);
  };
}
