import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import { AppError } from '@folio/core';

import type { SecretsConfig } from './config';
import { readOrCreateKeyFile } from './key-file';

/**
 * The generated key's file name inside `keysDir`, for the embedded default. Named when only the
 * integrations sealed with it; kept, because the tokens and secrets already stored open only
 * with this key.
 */
export const SECRET_KEY_FILE = 'integrations-aes256.key';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Seals and opens secrets the middleware must read back, kept in the database (AES-256-GCM): the
 * cloud providers' tokens (issue 14) and the webhooks' signing secrets (issue 21).
 */
export type SecretCipher = {
  seal(plain: string): string;
  /** DECRYPTION_ERROR when the text was not sealed by this key or was altered. */
  open(sealed: string): string;
};

/**
 * A cipher over a 32-byte key. Each value gets its own random 96-bit IV (NIST SP 800-38D); the
 * 128-bit tag makes any change to the stored text, or a different key, fail to open rather than
 * answer garbage. The stored form is `v1.<iv>.<tag>.<ciphertext>` in base64url, so a later key
 * or algorithm can be told apart.
 */
export function createSecretCipher(key: Buffer): SecretCipher {
  if (key.length !== 32) {
    throw new Error(`The secrets key must be 32 bytes, not ${key.length}`);
  }
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) {
        throw new AppError('DECRYPTION_ERROR', { message: 'not a sealed secret' });
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch (error) {
        throw new AppError('DECRYPTION_ERROR', {
          message: 'secret does not open with this key',
          cause: error,
        });
      }
    },
  };
}

/**
 * The key of the configuration (`FOLIO_SECRETS_KEY`, 32 bytes in base64; several middleware
 * machines must share it), else one generated in `<dataDir>/keys/` like the access-token key.
 */
export async function loadSecretCipher(config: SecretsConfig): Promise<SecretCipher> {
  const encoded =
    config.key ??
    (await readOrCreateKeyFile(config.keysDir, SECRET_KEY_FILE, () =>
      randomBytes(32).toString('base64'),
    ));
  return createSecretCipher(Buffer.from(encoded.trim(), 'base64'));
}
