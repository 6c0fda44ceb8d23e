import { describe, expect, it } from 'vitest';

import { ERROR_CATALOGUE, SESSION_ENDING_CODES, isKnownErrorCode } from './catalogue';

/** Message keys two codes share on purpose; empty while every code has its own wording. */
const DELIBERATELY_SHARED_KEYS: readonly string[] = [];

const entries = Object.entries(ERROR_CATALOGUE);

describe('ERROR_CATALOGUE', () => {
  it('gives every code an HTTP error status between 400 and 599 (SPEC §8)', () => {
    for (const [code, { status }] of entries) {
      expect({ code, inRange: Number.isInteger(status) && status >= 400 && status <= 599 }).toEqual(
        { code, inRange: true },
      );
    }
  });

  it('answers SESSION_EXPIRED and UNAUTHORIZED with 401 (SPEC §8: log out, go to /login)', () => {
    expect(ERROR_CATALOGUE.SESSION_EXPIRED.status).toBe(401);
    expect(ERROR_CATALOGUE.UNAUTHORIZED.status).toBe(401);
  });

  it('ends the session on exactly SESSION_EXPIRED and UNAUTHORIZED (SPEC §8)', () => {
    expect([...SESSION_ENDING_CODES].sort()).toEqual(['SESSION_EXPIRED', 'UNAUTHORIZED']);
  });

  it('gives every code its own message key unless deliberately shared (SPEC §8)', () => {
    const codesByKey = new Map<string, string[]>();
    for (const [code, { messageKey }] of entries) {
      codesByKey.set(messageKey, [...(codesByKey.get(messageKey) ?? []), code]);
    }
    const shared = [...codesByKey]
      .filter(([key, codes]) => codes.length > 1 && !DELIBERATELY_SHARED_KEYS.includes(key))
      .map(([key, codes]) => `${key}: ${codes.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('keeps every message key under errors. (STYLE.md §4)', () => {
    for (const [, { messageKey }] of entries) {
      expect(messageKey).toMatch(/^errors\.[a-z][a-zA-Z0-9]*$/);
    }
  });
});

describe('isKnownErrorCode', () => {
  it('is true for a code of the catalogue', () => {
    expect(isKnownErrorCode('SESSION_EXPIRED')).toBe(true);
    expect(isKnownErrorCode('INSUFFICIENT_BALANCE')).toBe(true);
  });

  it('is false for a code a newer server may send (SPEC §8: unknown codes fall back)', () => {
    expect(isKnownErrorCode('BRAND_NEW_ERROR')).toBe(false);
    expect(isKnownErrorCode('session_expired')).toBe(false);
    expect(isKnownErrorCode('')).toBe(false);
  });

  it('is false for names inherited from Object', () => {
    expect(isKnownErrorCode('toString')).toBe(false);
    expect(isKnownErrorCode('__proto__')).toBe(false);
    expect(isKnownErrorCode('constructor')).toBe(false);
  });
});
