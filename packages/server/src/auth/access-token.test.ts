import { AppError } from '@folio/core';
import { describe, expect, it, vi } from 'vitest';

import {
  ACCESS_TOKEN_POLICY,
  createAccessTokenVerifier,
  type VerifySignature,
} from './access-token';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (header: object, payload: object = {}) => `${part(header)}.${part(payload)}.c2ln`;

const CLAIMS = { sub: 'ana@example.com', fid: 'family-1', jti: 'token-1', exp: 2_000_000_000 };
const joseError = (code: string) => Object.assign(new Error(code), { code });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('createAccessTokenVerifier', () => {
  it('answers the user of a token the signature check accepts, with the EdDSA policy', async () => {
    const verifySignature = vi.fn<VerifySignature>(async () => ({ payload: CLAIMS }));
    const verify = createAccessTokenVerifier(verifySignature);
    const user = await verify(token({ alg: 'EdDSA', typ: 'at+jwt' }));
    expect(user).toEqual({
      username: 'ana@example.com',
      familyId: 'family-1',
      tokenId: 'token-1',
      expiresAt: new Date(2_000_000_000_000),
    });
    expect(verifySignature.mock.calls[0]?.[1]).toBe(ACCESS_TOKEN_POLICY);
    expect(ACCESS_TOKEN_POLICY.algorithms).toEqual(['EdDSA']);
  });

  it.each([
    ['alg none', { alg: 'none' }],
    ['HS256', { alg: 'HS256' }],
    ['RS256', { alg: 'RS256' }],
    ['a jku header', { alg: 'EdDSA', jku: 'https://evil.example/jwks' }],
    ['a jwk header', { alg: 'EdDSA', jwk: { kty: 'OKP', crv: 'Ed25519', x: 'AAAA' } }],
    ['an x5u header', { alg: 'EdDSA', x5u: 'https://evil.example/cert' }],
  ])('refuses %s before any signature check (DECISIONS.md)', async (_name, header) => {
    const verifySignature = vi.fn<VerifySignature>(async () => ({ payload: CLAIMS }));
    const error = await refusal(createAccessTokenVerifier(verifySignature)(token(header)));
    expect(error.code).toBe('INVALID_TOKEN');
    expect(verifySignature).not.toHaveBeenCalled();
  });

  it.each(['not-a-token', 'a.b', '!!!.e30.c2ln', `${part(['EdDSA'])}.e30.c2ln`])(
    'refuses the malformed token %s',
    async (malformed) => {
      const verify = createAccessTokenVerifier(async () => ({ payload: CLAIMS }));
      expect((await refusal(verify(malformed))).code).toBe('INVALID_TOKEN');
    },
  );

  it('maps an expired token to TOKEN_EXPIRED', async () => {
    const verify = createAccessTokenVerifier(async () =>
      Promise.reject(joseError('ERR_JWT_EXPIRED')),
    );
    expect((await refusal(verify(token({ alg: 'EdDSA' })))).code).toBe('TOKEN_EXPIRED');
  });

  it.each([
    'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
    'ERR_JWT_CLAIM_VALIDATION_FAILED',
    'ERR_JWKS_NO_MATCHING_KEY',
  ])('maps %s to INVALID_TOKEN', async (code) => {
    const verify = createAccessTokenVerifier(async () => Promise.reject(joseError(code)));
    expect((await refusal(verify(token({ alg: 'EdDSA' })))).code).toBe('INVALID_TOKEN');
  });

  it('maps keys that cannot be fetched to SERVICE_UNAVAILABLE, not to a session-ending code', async () => {
    for (const failure of [
      new TypeError('fetch failed'),
      joseError('ERR_JWKS_TIMEOUT'),
      joseError('ERR_JOSE_GENERIC'),
    ]) {
      const verify = createAccessTokenVerifier(async () => Promise.reject(failure));
      expect((await refusal(verify(token({ alg: 'EdDSA' })))).code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('refuses a signed token without the family claim', async () => {
    const verify = createAccessTokenVerifier(async () => ({
      payload: { ...CLAIMS, fid: undefined },
    }));
    expect((await refusal(verify(token({ alg: 'EdDSA' })))).code).toBe('INVALID_TOKEN');
  });
});
