import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { MiddlewareComponents } from '@folio/sdk';
import { calculateJwkThumbprint } from 'jose';

import type { AuthConfig } from '../config';

type PublicJwk = MiddlewareComponents['schemas']['PublicJwk'];

/** The key pair that signs access tokens, with its published form. */
export type SigningKey = { privateKey: KeyObject; publicKey: KeyObject; publicJwk: PublicJwk };

/** The generated key's file name inside `keysDir`. */
export const SIGNING_KEY_FILE = 'access-token-ed25519.pem';

/**
 * The Ed25519 key of the access tokens (DECISIONS.md "The two hosts": EdDSA; the service only
 * ever sees the public half). Taken from `FOLIO_JWT_PRIVATE_KEY` when set (several middleware
 * machines must share one key); otherwise read from `<dataDir>/keys/`, and generated there with
 * mode 0600 on first start. Processes starting together agree on one key: each writes its own
 * candidate aside and hard-links it into place, which only the first one manages.
 */
export async function loadSigningKey(
  config: Pick<AuthConfig, 'signingKeyPem' | 'keysDir'>,
): Promise<SigningKey> {
  const pem = config.signingKeyPem ?? (await readOrCreateKeyFile(config.keysDir));
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

async function readOrCreateKeyFile(keysDir: string): Promise<string> {
  const path = join(keysDir, SIGNING_KEY_FILE);
  const existing = await readFile(path, 'utf8').catch(ignoreMissing);
  if (existing !== undefined) {
    return existing;
  }
  await mkdir(keysDir, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  const candidate = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(candidate, privateKey.export({ format: 'pem', type: 'pkcs8' }), {
    mode: 0o600,
    flag: 'wx',
  });
  try {
    await link(candidate, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
  } finally {
    await unlink(candidate);
  }
  return readFile(path, 'utf8');
}

function ignoreMissing(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    return undefined;
  }
  throw error;
}
