import { describe, expect, it } from 'vitest';

import { codeChallengeOf, createCodeVerifier, createState, stateDigest } from './pkce';

describe('PKCE (RFC 7636)', () => {
  it('derives the S256 challenge of the RFC 7636 appendix B example', () => {
    expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes verifiers of 43 unreserved characters, never the same twice', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(createCodeVerifier()).not.toBe(verifier);
  });

  it('stores a state only as its digest', () => {
    const state = createState();
    expect(stateDigest(state)).toMatch(/^[0-9a-f]{64}$/);
    expect(stateDigest(state)).not.toContain(state);
  });
});
