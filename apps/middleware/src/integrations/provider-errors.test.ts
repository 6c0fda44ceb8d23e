import { describe, expect, it } from 'vitest';

import { cloudErrorCodeOf, errorReasonOf, isRetryableStatus } from './provider-errors';

describe('cloudErrorCodeOf (SPEC §8 cloud import failures)', () => {
  it.each([
    [401, undefined, 'CLOUD_RECONNECT_REQUIRED'],
    [400, 'invalid_grant', 'CLOUD_RECONNECT_REQUIRED'],
    [403, 'insufficientFilePermissions', 'CLOUD_PERMISSION_DENIED'],
    [403, 'accessDenied', 'CLOUD_PERMISSION_DENIED'],
    [403, 'userRateLimitExceeded', 'CLOUD_RATE_LIMITED'],
    [403, 'storageQuotaExceeded', 'CLOUD_RATE_LIMITED'],
    [404, 'notFound', 'CLOUD_FILE_NOT_FOUND'],
    [413, undefined, 'CLOUD_FILE_TOO_LARGE'],
    [429, 'rateLimitExceeded', 'CLOUD_RATE_LIMITED'],
    [507, 'quotaLimitReached', 'CLOUD_RATE_LIMITED'],
    [500, 'backendError', 'CLOUD_SERVICE_ERROR'],
    [503, undefined, 'CLOUD_SERVICE_ERROR'],
    [400, 'badRequest', 'CLOUD_SERVICE_ERROR'],
  ])('maps %i (%s) to %s', (status, reason, code) => {
    expect(cloudErrorCodeOf(status, reason)).toBe(code);
  });

  it('retries the limit and the service failing, nothing else', () => {
    expect([429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 507].some(isRetryableStatus)).toBe(false);
  });
});

describe('errorReasonOf', () => {
  it('reads Drive, Graph and OAuth error bodies', () => {
    expect(errorReasonOf({ error: { errors: [{ reason: 'notFound' }] } })).toBe('notFound');
    expect(errorReasonOf({ error: { code: 'itemNotFound', message: 'x' } })).toBe('itemNotFound');
    expect(errorReasonOf({ error: 'invalid_grant' })).toBe('invalid_grant');
    expect(errorReasonOf('not json')).toBeUndefined();
  });
});
