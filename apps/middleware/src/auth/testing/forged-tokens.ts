import { generateKeyPairSync } from 'node:crypto';

import { decodeJwt, SignJWT } from 'jose';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens an attacker could make from a genuine one, for the refusals of DECISIONS.md: no
 * signature, a symmetric signature keyed with the public key, a foreign key carried in the
 * header, and a changed subject with the original signature.
 */
export async function forgeTokens(genuine: string, publicX: string) {
  const claims = decodeJwt(genuine);
  const [header, , signature] = genuine.split('.');
  const attacker = generateKeyPairSync('ed25519');
  const attackerJwk = attacker.publicKey.export({ format: 'jwk' });
  const signWithAttackerKey = (extraHeader: object) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', typ: 'at+jwt', ...extraHeader })
      .sign(attacker.privateKey);
  return {
    algNone: `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(claims)}.`,
    hs256WithPublicKey: await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(Buffer.from(publicX, 'base64url')),
    embeddedJwk: await signWithAttackerKey({ jwk: attackerJwk }),
    jkuHeader: await signWithAttackerKey({ jku: 'http://evil.example/jwks.json' }),
    otherKey: await signWithAttackerKey({}),
    tampered: `${header}.${encode({ ...claims, sub: 'mallory@example.com' })}.${signature}`,
  };
}
