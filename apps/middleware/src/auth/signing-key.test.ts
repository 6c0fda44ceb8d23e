import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { loadSigningKey, SIGNING_KEY_FILE } from './signing-key';

let keysDir: string;
beforeEach(async () => {
  keysDir = join(await mkdtemp(join(tmpdir(), 'folio-keys-')), 'keys');
});
afterEach(async () => rm(join(keysDir, '..'), { recursive: true, force: true }));

describe('loadSigningKey', () => {
  it('generates an Ed25519 key on first start, readable by its owner only', async () => {
    const key = await loadSigningKey({ keysDir });
    expect(key.privateKey.asymmetricKeyType).toBe('ed25519');
    expect(key.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect((await stat(join(keysDir, SIGNING_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(key.publicJwk)).not.toMatch(/"d"/);
  });

  it('keeps the same key across restarts', async () => {
    const first = await loadSigningKey({ keysDir });
    const second = await loadSigningKey({ keysDir });
    expect(second.publicJwk).toEqual(first.publicJwk);
  });

  it('agrees on one key when several processes start together', async () => {
    const keys = await Promise.all(Array.from({ length: 5 }, () => loadSigningKey({ keysDir })));
    expect(new Set(keys.map((key) => key.publicJwk.kid)).size).toBe(1);
    expect(await readdir(keysDir)).toEqual([SIGNING_KEY_FILE]);
  });

  it('uses the key given by FOLIO_JWT_PRIVATE_KEY and writes none', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const key = await loadSigningKey({ keysDir, signingKeyPem: pem });
    expect(key.publicJwk.x).toBe(publicKey.export({ format: 'jwk' }).x);
    await expect(readdir(keysDir)).rejects.toThrow();
  });

  it('refuses a key that is not Ed25519', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    await expect(loadSigningKey({ keysDir, signingKeyPem: pem })).rejects.toThrow(/Ed25519/);
  });
});
