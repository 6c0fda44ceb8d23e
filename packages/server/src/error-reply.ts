import {
  ERROR_CATALOGUE,
  isKnownErrorCode,
  AppError,
  messageForError,
  type Language,
} from '@folio/core';
import { codeForStatus, type ErrorBody, type ErrorCode } from '@folio/sdk';

import { isUnreachableDependency } from './unreachable-dependency';

/** What a failed request answers: its status, the error body, and whether to log it as a fault. */
export type ErrorReply = { status: number; body: ErrorBody; isFault: boolean };

type FastifyLikeError = Error & {
  code?: string;
  statusCode?: number;
  validation?: Array<{ instancePath?: string; message?: string; params?: unknown }>;
  validationContext?: string;
};

/** How long a client is asked to wait when a backing service could not be reached. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own error codes that mean the client sent something unusable. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_NOT_FOUND: 'ENDPOINT_NOT_FOUND',
};

/**
 * Maps anything a handler, a hook or fastify itself threw to the one error shape. Expected
 * failures keep their code and detail; schema-validation failures become BAD_REQUEST with the
 * failing fields; anything else is a 500 whose internals never reach the client.
 */
export function toErrorReply(
  error: unknown,
  language: Language,
  options: { bodyLimitBytes?: number } = {},
): ErrorReply {
  const { code, detail } = classify(error, options);
  const status = ERROR_CATALOGUE[code].status;
  const body: ErrorBody = {
    errorCode: code,
    errorMessage: messageForError(language, code, undefined, detail),
  };
  if (detail !== undefined) {
    body.detail = detail;
  }
  return { status, body, isFault: status >= 500 };
}

function classify(
  error: unknown,
  options: { bodyLimitBytes?: number },
): { code: ErrorCode; detail?: unknown } {
  const securityFailure = unwrapSecurityError(error);
  if (securityFailure) {
    return { code: securityFailure.code, detail: securityFailure.detail };
  }
  if (error instanceof AppError) {
    return { code: error.code, detail: error.detail };
  }
  const fastifyError = error as FastifyLikeError;
  if (Array.isArray(fastifyError.validation)) {
    return {
      code: 'BAD_REQUEST',
      detail: {
        in: fastifyError.validationContext,
        issues: fastifyError.validation.map((issue) => ({
          path: issue.instancePath ?? '',
          message: issue.message ?? 'is invalid',
        })),
      },
    };
  }
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped === 'PAYLOAD_TOO_LARGE' && options.bodyLimitBytes) {
    return {
      code: mapped,
      detail: { maxBytes: options.bodyLimitBytes, maxMb: toMb(options.bodyLimitBytes) },
    };
  }
  if (mapped) {
    return { code: mapped };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const byStatus = codeForStatus(status);
    return { code: isKnownErrorCode(byStatus) ? byStatus : 'BAD_REQUEST' };
  }
  if (isUnreachableDependency(error)) {
    return {
      code: 'SERVICE_UNAVAILABLE',
      detail: { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS },
    };
  }
  return { code: 'INTERNAL_SERVER_ERROR' };
}

/**
 * fastify-openapi-glue wraps what security handlers threw in one error per request; the first
 * AppError among them is the reason to give (TOKEN_EXPIRED rather than a bare 401).
 */
function unwrapSecurityError(error: unknown): AppError | undefined {
  const wrapped = error as { name?: unknown; errors?: unknown } | null;
  if (wrapped?.name !== 'Unauthorized' || !Array.isArray(wrapped.errors)) {
    return undefined;
  }
  const errors: unknown[] = wrapped.errors;
  const refusal = errors.find((inner): inner is AppError => inner instanceof AppError);
  if (refusal) {
    return refusal;
  }
  // The check could not be made (the session store out of reach): that says nothing about the
  // token, and a 401 would sign the user out.
  return errors.some(isUnreachableDependency)
    ? new AppError('SERVICE_UNAVAILABLE', {
        detail: { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS },
      })
    : new AppError('UNAUTHORIZED');
}

function toMb(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}
