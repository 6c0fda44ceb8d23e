import type { ErrorCode } from '@folio/sdk';

import { ERROR_CATALOGUE } from './catalogue';

/**
 * The error servers throw for every expected failure. `message` is for logs; the user sees the
 * translated message of `code` (documenso's message vs userMessage). `detail` carries the specifics
 * a client needs to say more (the limit exceeded, the field that failed) and is sent as is.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly detail: unknown;

  constructor(
    code: ErrorCode,
    options: { message?: string; detail?: unknown; cause?: unknown } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.code = code;
    this.detail = options.detail;
  }

  /** The HTTP status the catalogue gives this error's code. */
  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }
}
