import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { createSecretCipher, loadSecretCipher, SECRET_KEY_FILE } from './secret-cipher';

describe('createSecretCipher', () => {
  it('opens what it sealed, and never stores the token in the clear', () => {
    const cipher = createSecretCipher(randomBytes(32));
    const sealed = cipher.seal('ya29.secret-access-token');
    expect(sealed).not.toContain('ya29');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.open(sealed)).toBe('ya29.secret-access-token');
  });

  it('seals the same token differently each time (a fresh IV per value)', () => {
    const cipher = createSecretCipher(randomBytes(32));
    expect(cipher.seal('same')).not.toBe(cipher.seal('same'));
  });

  it('refuses an altered text with DECRYPTION_ERROR (the GCM tag)', () => {
    const cipher = createSecretCipher(randomBytes(32));
    const [version, iv, tag, body] = cipher.seal('token').split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const altered = [version, iv, tag, flipped.toString('base64url')].join('.');
    expect(() => cipher.open(altered)).toThrow(
      expect.objectContaining({ code: 'DECRYPTION_ERROR' }),
    );
  });

  it('refuses a text sealed under another key', () => {
    const sealed = createSecretCipher(randomBytes(32)).seal('token');
    expect(() => createSecretCipher(randomBytes(32)).open(sealed)).toThrow(
      expect.objectContaining({ code: 'DECRYPTION_ERROR' }),
    );
  });

  it('wants a 32-byte key (AES-256)', () => {
    expect(() => createSecretCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('loadSecretCipher', () => {
  it('generates a key in the keys folder once, mode 0600, and reuses it', async () => {
    const keysDir = await mkdtemp(join(tmpdir(), 'folio-keys-'));
    try {
      const first = await loadSecretCipher({ keysDir });
      const second = await loadSecretCipher({ keysDir });
      expect(second.open(first.seal('token'))).toBe('token');
      const file = join(keysDir, SECRET_KEY_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toHaveLength(32);
    } finally {
      await rm(keysDir, { recursive: true, force: true });
    }
  });

  it('takes FOLIO_SECRETS_KEY when set, so several machines share it', async () => {
    const key = randomBytes(32).toString('base64');
    const a = await loadSecretCipher({ key, keysDir: '/nonexistent' });
    const b = await loadSecretCipher({ key, keysDir: '/nonexistent' });
    expect(b.open(a.seal('token'))).toBe('token');
  });
});
