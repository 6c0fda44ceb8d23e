import { chmod, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { credentialsFile, type Credentials } from './config-file';
import { tempConfigDir } from './testing/fake-middleware';

const CREDENTIALS: Credentials = {
  middlewareUrl: 'http://middleware.test/api',
  serviceUrl: 'http://service.test/api',
  email: 'ana@example.com',
  access_token: 'access-1',
  refresh_token: 'refresh-1',
};

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('credentialsFile', () => {
  let root: string;
  let configDir: string;

  beforeEach(async () => {
    root = await tempConfigDir();
    configDir = join(root, 'config', 'folio');
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('reads as signed out when there is no file', async () => {
    expect(await credentialsFile(configDir).read()).toEqual({ status: 'signedOut' });
  });

  it('writes credentials.json that reads back as the same credentials', async () => {
    const file = credentialsFile(configDir);

    await file.write(CREDENTIALS);

    expect(file.path).toBe(join(configDir, 'credentials.json'));
    expect(await file.read()).toEqual({ status: 'signedIn', credentials: CREDENTIALS });
    expect(JSON.parse(await readFile(file.path, 'utf8'))).toEqual(CREDENTIALS);
  });

  it('keeps the file readable by its owner only (0600) in a folder it creates as 0700', async () => {
    const file = credentialsFile(configDir);

    await file.write(CREDENTIALS);

    expect(await modeOf(file.path)).toBe(0o600);
    expect(await modeOf(configDir)).toBe(0o700);
  });

  it('replaces a file someone opened up to others with a new 0600 one', async () => {
    const file = credentialsFile(configDir);
    await file.write(CREDENTIALS);
    await chmod(file.path, 0o644);

    await file.write({ ...CREDENTIALS, access_token: 'access-2' });

    expect(await modeOf(file.path)).toBe(0o600);
  });

  it('writes atomically: a new file renamed over the old one, no temp file left behind', async () => {
    const file = credentialsFile(configDir);
    await file.write(CREDENTIALS);
    const before = await stat(file.path);

    await file.write({ ...CREDENTIALS, refresh_token: 'refresh-2' });

    // A rename puts a new inode in place; rewriting in place would keep the old one (and a
    // reader could see half a file).
    expect((await stat(file.path)).ino).not.toBe(before.ino);
    expect(await readdir(configDir)).toEqual(['credentials.json']);
  });

  it('leaves the old file in place, and no temp file, when a write fails half-way', async () => {
    const file = credentialsFile(configDir);
    await file.write(CREDENTIALS);
    // JSON.stringify throws on a bigint: the failure happens after the temp file was opened.
    const unwritable = { ...CREDENTIALS, access_token: 1n as unknown as string };

    await expect(file.write(unwritable)).rejects.toThrow(/BigInt/);

    expect(await file.read()).toEqual({ status: 'signedIn', credentials: CREDENTIALS });
    expect(await readdir(configDir)).toEqual(['credentials.json']);
  });

  it('treats a file that is not JSON as signed out, with the reason (never a crash)', async () => {
    await mkdir(configDir, { recursive: true });
    await writeFile(join(configDir, 'credentials.json'), '{"access_token": "a", ');

    const read = await credentialsFile(configDir).read();

    expect(read).toMatchObject({
      status: 'unreadable',
      reason: expect.stringMatching(/JSON/) as unknown,
    });
  });

  it('treats a file without both tokens or the hosts as unreadable', async () => {
    await mkdir(configDir, { recursive: true });
    const { refresh_token: _dropped, ...withoutRefresh } = CREDENTIALS;
    await writeFile(join(configDir, 'credentials.json'), JSON.stringify(withoutRefresh));

    expect((await credentialsFile(configDir).read()).status).toBe('unreadable');
  });

  it('keeps only the known fields of a hand-edited file', async () => {
    await mkdir(configDir, { recursive: true });
    await writeFile(
      join(configDir, 'credentials.json'),
      JSON.stringify({ ...CREDENTIALS, note: 'mine' }),
    );

    expect(await credentialsFile(configDir).read()).toEqual({
      status: 'signedIn',
      credentials: CREDENTIALS,
    });
  });

  it('removes the file, and removing twice is fine', async () => {
    const file = credentialsFile(configDir);
    await file.write(CREDENTIALS);

    await file.remove();
    await file.remove();

    expect(await file.read()).toEqual({ status: 'signedOut' });
  });

  describe('withLock', () => {
    it('runs one holder at a time, so two processes never refresh at once', async () => {
      const file = credentialsFile(configDir);
      const events: string[] = [];
      const hold = (name: string) =>
        file.withLock(async () => {
          events.push(`${name} in`);
          // A holder that takes a while, so a second one that did not wait would come in now.
          await new Promise((wake) => setTimeout(wake, 120));
          events.push(`${name} out`);
        });

      await Promise.all([hold('first'), hold('second')]);

      // Whichever gets the lock first, the other starts only after it is done.
      expect([events.slice(0, 2), events.slice(2)].map((pair) => pair.join(' / ')).sort()).toEqual([
        'first in / first out',
        'second in / second out',
      ]);
      expect(await readdir(configDir)).toEqual([]);
    });

    it('takes over a lock left by a process that died', async () => {
      await mkdir(configDir, { recursive: true });
      const lock = join(configDir, 'credentials.json.lock');
      await writeFile(lock, '');
      const longAgo = new Date(Date.now() - 60_000);
      await utimes(lock, longAgo, longAgo);

      const result = await credentialsFile(configDir, { staleLockMs: 30_000 }).withLock(
        async () => 'done',
      );

      expect(result).toBe('done');
    });

    it('gives up on a live lock after the wait and leaves it to its holder', async () => {
      await mkdir(configDir, { recursive: true });
      const lock = join(configDir, 'credentials.json.lock');
      await writeFile(lock, '');

      const attempt = credentialsFile(configDir, { lockWaitMs: 100 }).withLock(async () => 'ran');

      await expect(attempt).rejects.toThrow(/another folio process/);
      expect(await readdir(configDir)).toEqual(['credentials.json.lock']);
    });
  });
});
