import { FolioError } from '@folio/sdk';
import { describe, expect, it } from 'vitest';

import { isSessionEndingError } from './session-ending-error';
import { isStoredSession } from './stored-session';

describe('isSessionEndingError', () => {
  it('is true for a 401 answer (SPEC §4)', () => {
    expect(isSessionEndingError(new FolioError('TOKEN_EXPIRED', 'x', { status: 401 }))).toBe(true);
  });

  it('is true for a 403 answer (SPEC §4)', () => {
    expect(isSessionEndingError(new FolioError('FORBIDDEN', 'x', { status: 403 }))).toBe(true);
  });

  it('is true for the codes SESSION_EXPIRED and UNAUTHORIZED whatever the status (SPEC §4, §8)', () => {
    expect(isSessionEndingError(new FolioError('SESSION_EXPIRED', 'x'))).toBe(true);
    expect(isSessionEndingError(new FolioError('UNAUTHORIZED', 'x', { status: 400 }))).toBe(true);
  });

  it('is true for a raw error body with a session-ending code (SPEC §8)', () => {
    expect(isSessionEndingError({ errorCode: 'SESSION_EXPIRED', errorMessage: 'x' })).toBe(true);
    expect(isSessionEndingError({ errorCode: 'UNAUTHORIZED', errorMessage: 'x' })).toBe(true);
  });

  it('is false for FEATURE_BLOCKED, a 403 that shows the feature-blocked screen (DECISIONS.md "Demo mode")', () => {
    expect(isSessionEndingError(new FolioError('FEATURE_BLOCKED', 'x', { status: 403 }))).toBe(
      false,
    );
  });

  it('is false for SYSTEM_FOLDER_PROTECTED, a 403 refusing one folder action (SPEC §5)', () => {
    expect(
      isSessionEndingError(new FolioError('SYSTEM_FOLDER_PROTECTED', 'x', { status: 403 })),
    ).toBe(false);
  });

  it('is false for AUTHENTICATION_FAILED, the login answer to wrong credentials (SPEC §8)', () => {
    expect(
      isSessionEndingError(new FolioError('AUTHENTICATION_FAILED', 'x', { status: 401 })),
    ).toBe(false);
  });

  it.each([
    ['ACCOUNT_NOT_VERIFIED', 403],
    ['INVALID_TOKEN_HASH', 401],
    ['MISSING_HASH', 400],
    ['RATE_LIMIT_EXCEEDED', 429],
  ] as const)('is false for %s, a login answer while no session exists yet', (code, status) => {
    expect(isSessionEndingError(new FolioError(code, 'x', { status }))).toBe(false);
  });

  it('is false for other failures: network, server, validation', () => {
    expect(isSessionEndingError(new FolioError('NETWORK_ERROR', 'x'))).toBe(false);
    expect(
      isSessionEndingError(new FolioError('INTERNAL_SERVER_ERROR', 'x', { status: 500 })),
    ).toBe(false);
    expect(isSessionEndingError(new FolioError('BAD_REQUEST', 'x', { status: 400 }))).toBe(false);
    expect(isSessionEndingError({ errorCode: 'BAD_REQUEST', errorMessage: 'x' })).toBe(false);
  });

  it('is false for values that are not Folio errors', () => {
    expect(isSessionEndingError(new Error('401'))).toBe(false);
    expect(isSessionEndingError({ status: 401 })).toBe(false);
    expect(isSessionEndingError('UNAUTHORIZED')).toBe(false);
    expect(isSessionEndingError(null)).toBe(false);
    expect(isSessionEndingError(undefined)).toBe(false);
  });
});

describe('isStoredSession', () => {
  it('accepts the login answer with both tokens (SPEC §3 authUser), extra fields included', () => {
    expect(isStoredSession({ access_token: 'a', refresh_token: 'r' })).toBe(true);
    expect(isStoredSession({ access_token: 'a', refresh_token: 'r', token_type: 'Bearer' })).toBe(
      true,
    );
  });

  it('refuses a value missing a token, with an empty token, or not an object', () => {
    expect(isStoredSession({ access_token: 'a' })).toBe(false);
    expect(isStoredSession({ access_token: '', refresh_token: 'r' })).toBe(false);
    expect(isStoredSession({ access_token: 'a', refresh_token: 7 })).toBe(false);
    expect(isStoredSession('a')).toBe(false);
    expect(isStoredSession(null)).toBe(false);
  });
});
