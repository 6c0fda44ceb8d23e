/**
 * Whether a failure means a backing service (PostgreSQL, the object store, the utilities host)
 * could not be reached or went away mid-request, rather than a fault of this code: such a request
 * is worth retrying in a moment, so it is answered 503 with Retry-After instead of a bare 500
 * (issue 15, faults: "processes reconnect by themselves", "uploads fail with a clear error").
 */
export function isUnreachableDependency(error: unknown): boolean {
  return causesOf(error).some(isConnectionFailure);
}

// Node's socket errors seen when a server is down, restarting or drops the connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);
// PostgreSQL SQLSTATEs of a server that is shutting down or not accepting connections yet.
const POSTGRES_UNAVAILABLE = new Set(['57P01', '57P02', '57P03']);
// node-postgres reports a connection lost mid-query or never made with these messages only.
const POSTGRES_CONNECTION_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) {
    return false;
  }
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.has(code) || code.startsWith('08')) {
      return true;
    }
  }
  return (
    typeof message === 'string' &&
    POSTGRES_CONNECTION_MESSAGES.some((known) => message.startsWith(known))
  );
}

// The error, its `cause` chain and an AggregateError's members (a connection attempt to every
// address of a host), bounded so a cyclic chain cannot loop.
function causesOf(error: unknown): unknown[] {
  const seen: unknown[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.length < 16) {
    const next = queue.shift();
    if (next === undefined || next === null || seen.includes(next)) {
      continue;
    }
    seen.push(next);
    if (typeof next === 'object') {
      const { cause, errors } = next as { cause?: unknown; errors?: unknown };
      queue.push(cause);
      if (Array.isArray(errors)) {
        queue.push(...(errors as unknown[]));
      }
    }
  }
  return seen;
}
