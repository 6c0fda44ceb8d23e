import { AppError } from '@folio/core';
import type { ErrorCode } from '@folio/sdk';

/** The codes a provider's refusal becomes (SPEC §8 cloud import failures, issue 14). */
export type CloudErrorCode = Extract<
  ErrorCode,
  | 'CLOUD_RECONNECT_REQUIRED'
  | 'CLOUD_PERMISSION_DENIED'
  | 'CLOUD_FILE_NOT_FOUND'
  | 'CLOUD_FILE_TOO_LARGE'
  | 'CLOUD_RATE_LIMITED'
  | 'CLOUD_SERVICE_ERROR'
>;

/**
 * A provider's answer as the error it means for the user. 401, or a token endpoint's
 * `invalid_grant` (RFC 6749 §5.2), is the grant expired or revoked: reconnect. 403 is a missing permission, except the quota reasons Drive also sends as 403
 * (`rateLimitExceeded`, `userRateLimitExceeded`, `quotaExceeded`, `storageQuotaExceeded`), which
 * are the limit. 404 not found; 413 too large; 429 the limit, and so is Graph's 507
 * (`quotaLimitReached`: the library's storage is full); anything else the service failing.
 */
export function cloudErrorCodeOf(status: number, reason?: string): CloudErrorCode {
  if (status === 401 || reason === 'invalid_grant') {
    return 'CLOUD_RECONNECT_REQUIRED';
  }
  if (
    status === 429 ||
    status === 507 ||
    (status === 403 && reason !== undefined && QUOTA_REASONS.has(reason))
  ) {
    return 'CLOUD_RATE_LIMITED';
  }
  if (status === 403) {
    return 'CLOUD_PERMISSION_DENIED';
  }
  if (status === 404) {
    return 'CLOUD_FILE_NOT_FOUND';
  }
  if (status === 413) {
    return 'CLOUD_FILE_TOO_LARGE';
  }
  return 'CLOUD_SERVICE_ERROR';
}

const QUOTA_REASONS = new Set([
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'quotaExceeded',
  'storageQuotaExceeded',
  'activityLimitReached',
]);

/**
 * True when the account's storage is full (Graph's 507 `quotaLimitReached`, Drive's
 * `storageQuotaExceeded`): the quota of CLOUD_RATE_LIMITED's message, which no retry frees.
 */
export function isStorageFull(status: number, reason?: string): boolean {
  return status === 507 || reason === 'storageQuotaExceeded' || reason === 'quotaLimitReached';
}

/** True for the answers worth asking again: the limit (429) and the service failing (5xx). */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && !isStorageFull(status));
}

/** The reason a Google or Graph error body names (`error.errors[0].reason`, `error.code`). */
export function errorReasonOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) {
    return undefined;
  }
  const error = (body as { error?: unknown }).error;
  if (typeof error === 'string') {
    return error;
  }
  if (typeof error !== 'object' || error === null) {
    return undefined;
  }
  const { errors, code } = error as { errors?: { reason?: unknown }[]; code?: unknown };
  const reason = errors?.[0]?.reason;
  if (typeof reason === 'string') {
    return reason;
  }
  return typeof code === 'string' ? code : undefined;
}

/** The AppError of a provider's refusal; `detail` says which provider and status, never a token. */
export function cloudError(
  status: number,
  reason: string | undefined,
  detail: Record<string, unknown>,
): AppError {
  return new AppError(cloudErrorCodeOf(status, reason), {
    message: `cloud provider answered ${status}${reason ? ` (${reason})` : ''}`,
    detail: { ...detail, status, ...(reason ? { reason } : {}) },
  });
}
