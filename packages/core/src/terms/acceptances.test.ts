import { describe, expect, it } from 'vitest';

import {
  isSameAcceptances,
  parseAcceptances,
  reconcileAcceptances,
  tokenFingerprint,
} from './acceptances';

describe('tokenFingerprint', () => {
  it("is the token's length and its last 16 characters", () => {
    const token = 'header.payload.0123456789abcdefXYZ';

    expect(tokenFingerprint(token)).toBe(`${token.length}:3456789abcdefXYZ`);
  });

  it('tells apart tokens that differ only in their signature', () => {
    expect(tokenFingerprint('h.p.signatureAAAAAAAAAAAAAAAA')).not.toBe(
      tokenFingerprint('h.p.signatureAAAAAAAAAAAAAAAB'),
    );
  });

  it('tells apart tokens with the same tail and different lengths', () => {
    expect(tokenFingerprint('x.0123456789abcdef')).not.toBe(tokenFingerprint('0123456789abcdef'));
  });
});

describe('parseAcceptances', () => {
  it('keeps only entries recorded as accepted', () => {
    expect(parseAcceptances({ a: true, b: false, c: 'true', d: 1 })).toEqual({ a: true });
  });

  it('reads anything else as no acceptances', () => {
    expect(parseAcceptances(null)).toEqual({});
    expect(parseAcceptances('{"a":true}')).toEqual({});
    expect(parseAcceptances([true])).toEqual({});
  });
});

describe('reconcileAcceptances', () => {
  it('keeps only the current token entry (SPEC §3 "stale entries are removed")', () => {
    expect(reconcileAcceptances({ a: true, b: true }, 'a')).toEqual({ a: true });
    expect(reconcileAcceptances({ b: true }, 'a')).toEqual({});
  });

  it('keeps nothing without a current token', () => {
    expect(reconcileAcceptances({ a: true }, null)).toEqual({});
  });

  it('gives the current token the acceptance of the token a refresh replaced', () => {
    expect(reconcileAcceptances({}, 'b', 'a')).toEqual({ b: true });
  });
});

describe('isSameAcceptances', () => {
  it('compares the fingerprints held, in any order', () => {
    expect(isSameAcceptances({ a: true, b: true }, { b: true, a: true })).toBe(true);
    expect(isSameAcceptances({ a: true }, { a: true, b: true })).toBe(false);
    expect(isSameAcceptances({ a: true }, { b: true })).toBe(false);
  });
});
