import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';

import type { MiddlewareComponents } from '@folio/sdk';
import { calculateJwkThumbprint } from 'jose';

import type { AuthConfig } from '../config';
import { readOrCreateKeyFile } from '../key-file';

type PublicJwk = MiddlewareComponents['schemas']['PublicJwk'];

/** The key pair that signs access tokens, with its published form. */
export type SigningKey = { privateKey: KeyObject; publicKey: KeyObject; publicJwk: PublicJwk };

/** The generated key's file name inside `keysDir`. */
export const SIGNING_KEY_FILE = 'access-token-ed25519.pem';

/**
 * The Ed25519 key of the access tokens (DECISIONS.md "The two hosts": EdDSA; the service only
 * ever sees the public half). Taken from `FOLIO_JWT_PRIVATE_KEY` when set (several middleware
 * machines must share one key); otherwise read from `<dataDir>/keys/`, and generated there with
 * mode 0600 on first start (`readOrCreateKeyFile`).
 */
export async function loadSigningKey(
  config: Pick<AuthConfig, 'signingKeyPem' | 'keysDir'>,
): Promise<SigningKey> {
  const pem =
    config.signingKeyPem ??
    (await readOrCreateKeyFile(config.keysDir, SIGNING_KEY_FILE, () =>
      String(generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' })),
    ));
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error(
      `The access-token key must be Ed25519, not ${privateKey.asymmetricKeyType ?? 'unknown'}`,
    );
  }
  const publicKey = createPublicKey(privateKey);
  const { x } = publicKey.export({ format: 'jwk' });
  if (typeof x !== 'string') {
    throw new Error('The access-token public key has no x coordinate');
  }
  const kid = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x });
  return {
    privateKey,
    publicKey,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' },
  };
}
