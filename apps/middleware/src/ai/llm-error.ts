/**
 * Why a call to a model failed. `invalid_json` is the model's fault and worth one more try
 * (issue #6); the others have already had their one retry where one made sense (`http-json.ts`).
 */
export type LlmErrorKind =
  'http' | 'timeout' | 'network' | 'bad_response' | 'refused' | 'invalid_json';

/** A failed model call, with what a log needs to tell the cases apart. Never shown to users. */
export class LlmError extends Error {
  override readonly name = 'LlmError';
  readonly kind: LlmErrorKind;
  /** The HTTP status, for `http`. */
  readonly status: number | undefined;

  constructor(
    kind: LlmErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
  }
}

/** True for an {@link LlmError}, whatever realm threw it. */
export function isLlmError(error: unknown): error is LlmError {
  return error instanceof LlmError;
}
