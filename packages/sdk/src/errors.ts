import type { components } from './generated/middleware';

/** Every error code of the contract (SPEC §8), as the servers send it. */
export type ErrorCode = components['schemas']['ErrorCode'];
/** The one error shape of both hosts: `{ errorCode, errorMessage, detail? }`. */
export type ErrorBody = components['schemas']['Error'];

/**
 * The one error every SDK call fails with: a non-2xx answer, a failed fetch, an unreadable body.
 * `code` may be a code this SDK does not know yet (a newer server); callers then fall back to
 * `message`, which is the server's `errorMessage` when it sent one (SPEC §8).
 */
export class FolioError extends Error {
  override readonly name = 'FolioError';
  /** The catalogue code, or a newer server's code unknown to this SDK. */
  readonly code: ErrorCode | (string & {});
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** Machine-readable specifics from the server (the limit exceeded, the field that failed). */
  readonly detail: unknown;

  constructor(
    code: FolioError['code'],
    message: string,
    options: { status?: number; detail?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? 0;
    this.detail = options.detail;
  }
}

/** True for a value in the one error shape. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)['errorCode'] === 'string' &&
    typeof (value as Record<string, unknown>)['errorMessage'] === 'string'
  );
}

/** The code a bare status stands for, when a proxy or crash answered without the error shape. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'RESOURCE_NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'DATA_INTEGRITY_VIOLATION';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMIT_EXCEEDED';
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'REQUEST_ERROR';
  }
}

/** Turns a non-2xx answer into a FolioError, reading the error shape when the body has it. */
export async function errorFromResponse(response: Response): Promise<FolioError> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  if (isErrorBody(body)) {
    return new FolioError(body.errorCode, body.errorMessage, {
      status: response.status,
      detail: body.detail,
    });
  }
  return new FolioError(
    codeForStatus(response.status),
    `${response.status} ${response.statusText}`.trim(),
    { status: response.status },
  );
}

/**
 * Turns anything thrown while calling a host into a FolioError. A fetch that never got an answer
 * (refused, DNS, CORS, offline) becomes NETWORK_ERROR; an abort stays an abort, so callers can
 * tell a cancellation from a failure.
 */
export function toFolioError(error: unknown): FolioError {
  if (error instanceof FolioError) {
    return error;
  }
  if (isAbort(error)) {
    throw error;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new FolioError('NETWORK_ERROR', message, { cause: error });
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
