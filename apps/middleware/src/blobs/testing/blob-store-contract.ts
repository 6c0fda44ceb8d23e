import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { InvalidBlobKeyError } from '../blob-key';
import { BlobNotFoundError, type BlobStore } from '../blob-store';

const MIB = 1024 * 1024;

/** A store under test and what its implementation could leave behind after a failed write. */
export type OpenedBlobStore = {
  store: BlobStore;
  /** Partial writes still held somewhere (temp files, multipart uploads): none after a failure. */
  leftovers: () => Promise<number>;
  close: () => Promise<void>;
};

export async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

export async function collect(keys: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const key of keys) {
    all.push(key);
  }
  return all;
}

/**
 * What every `BlobStore` promises (blob-store.ts), run against each implementation: the folder
 * store and the S3 store answer these the same way.
 */
export function describeBlobStore(name: string, openStore: () => Promise<OpenedBlobStore>): void {
  describe(`${name}: the BlobStore contract`, () => {
    let opened: OpenedBlobStore;
    let store: BlobStore;

    beforeEach(async () => {
      opened = await openStore();
      store = opened.store;
    });
    afterEach(async () => {
      await opened.close();
    });
    it('round-trips a multi-megabyte stream with its size and sha256', async () => {
      const expected = createHash('sha256');
      let total = 0;
      async function* chunks() {
        for (let i = 0; i < 96; i += 1) {
          const chunk = randomBytes(64 * 1024);
          expected.update(chunk);
          total += chunk.length;
          yield chunk;
        }
      }
      const stored = await store.put('docs/2024/big.bin', chunks());
      const sha256 = expected.digest('hex');
      expect(stored).toEqual({ key: 'docs/2024/big.bin', size: 6 * MIB, sha256 });
      expect(total).toBe(6 * MIB);

      const content = await readAll(await store.get('docs/2024/big.bin'));
      expect(content.length).toBe(6 * MIB);
      expect(createHash('sha256').update(content).digest('hex')).toBe(sha256);
      expect(await store.stat('docs/2024/big.bin')).toMatchObject({ size: 6 * MIB });
      expect(await store.exists('docs/2024/big.bin')).toBe(true);
    });

    it('accepts bytes and Node readable streams, including string chunks', async () => {
      await store.put('bytes', new TextEncoder().encode('hello'));
      await store.put('stream', Readable.from(['hel', 'lo'], { objectMode: true }));
      expect((await readAll(await store.get('bytes'))).toString()).toBe('hello');
      expect((await readAll(await store.get('stream'))).toString()).toBe('hello');
    });

    it('leaves neither an object nor a temp file when the source fails halfway', async () => {
      async function* failing() {
        yield randomBytes(MIB);
        yield randomBytes(MIB);
        throw new Error('connection reset');
      }
      await expect(store.put('upload/broken.pdf', failing())).rejects.toThrow('connection reset');
      expect(await store.exists('upload/broken.pdf')).toBe(false);
      await expect(store.get('upload/broken.pdf')).rejects.toBeInstanceOf(BlobNotFoundError);
      expect(await opened.leftovers()).toBe(0);
    });

    it('leaves no temp file when the source fails before its first chunk', async () => {
      // eslint-disable-next-line require-yield -- a source that fails at once
      async function* failing(): AsyncGenerator<Uint8Array> {
        throw new Error('refused');
      }
      for (let i = 0; i < 20; i += 1) {
        await expect(store.put(`early/${i}`, failing())).rejects.toThrow('refused');
      }
      expect(await opened.leftovers()).toBe(0);
      expect(await collect(store.list(''))).toEqual([]);
    });

    it.each(['../x', '/abs', 'a//b', 'a/./b'])('refuses the key %j everywhere', async (key) => {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.stat(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      expect(await collect(store.list(''))).toEqual([]);
    });

    it('overwrites atomically: a reader of the old blob reads all of the old content', async () => {
      const before = Buffer.alloc(4 * MIB, 'a');
      const after = Buffer.alloc(3 * MIB, 'b');
      await store.put('doc', before);
      const reader = await store.get('doc');
      await store.put('doc', after);
      expect((await readAll(reader)).equals(before)).toBe(true);
      expect((await readAll(await store.get('doc'))).equals(after)).toBe(true);
      expect(await store.stat('doc')).toMatchObject({ size: 3 * MIB });
    });

    it('lists keys by prefix in key order', async () => {
      for (const key of ['b/2', 'a/x/1', 'a/y', 'a.txt', 'a/x/0', 'ab', 'c']) {
        await store.put(key, new Uint8Array([0]));
      }
      expect(await collect(store.list(''))).toEqual([
        'a.txt',
        'a/x/0',
        'a/x/1',
        'a/y',
        'ab',
        'b/2',
        'c',
      ]);
      expect(await collect(store.list('a/'))).toEqual(['a/x/0', 'a/x/1', 'a/y']);
      expect(await collect(store.list('a'))).toEqual(['a.txt', 'a/x/0', 'a/x/1', 'a/y', 'ab']);
      expect(await collect(store.list('a/x/'))).toEqual(['a/x/0', 'a/x/1']);
      expect(await collect(store.list('nothing/'))).toEqual([]);
      await expect(collect(store.list('../'))).rejects.toBeInstanceOf(InvalidBlobKeyError);
    });

    it('deletes and reports whether there was something to delete', async () => {
      await store.put('a/b', new Uint8Array([1, 2, 3]));
      expect(await store.delete('a')).toBe(false);
      expect(await store.delete('a/b')).toBe(true);
      expect(await store.delete('a/b')).toBe(false);
      expect(await store.exists('a/b')).toBe(false);
      expect(await store.stat('a/b')).toBeUndefined();
      expect(await collect(store.list(''))).toEqual([]);
    });

    it('treats a folder of keys as no blob', async () => {
      await store.put('folder/inner', new Uint8Array([1]));
      expect(await store.stat('folder')).toBeUndefined();
      await expect(store.get('folder')).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.get('folder/inner/deeper')).rejects.toBeInstanceOf(BlobNotFoundError);
    });
  });
}
