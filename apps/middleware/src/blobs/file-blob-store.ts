import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { silentLogger, type Logger } from '../db/logger';
import { blobChunks, toBytes } from './blob-bytes';
import { assertBlobKey, assertBlobPrefix } from './blob-key';
import { BlobNotFoundError, type BlobStore } from './blob-store';
import { errorCode, isAbsent } from './fs-errors';
import { listKeys } from './list-keys';

export type FileBlobStoreOptions = {
  logger?: Logger;
  /** Temp files older than this are leftovers of a crash; younger ones may be live writes. */
  staleTempMs?: number;
};

const HOUR_MS = 60 * 60 * 1000;

const WRITE_BUFFER_BYTES = 1024 * 1024;

// What unlink says when the key names a folder of other keys rather than a blob.
const NOT_A_FILE = new Set(['EISDIR', 'EPERM']);

/**
 * The blob store of a single host or a shared volume: `<root>/objects/<key>`. Every write goes
 * to `<root>/tmp/<random>.part` first, streamed and hashed on the way, is fsynced, and only then
 * renamed to its key, so a crash or a failed upload never leaves a partial file under a real
 * key, and readers of an overwritten key keep the file they opened. Temp files left by a crash
 * are swept when the store opens.
 */
export function createFileBlobStore(root: string, options: FileBlobStoreOptions = {}): BlobStore {
  const logger = options.logger ?? silentLogger;
  const objectsDir = join(root, 'objects');
  const tmpDir = join(root, 'tmp');
  const ready = prepare(objectsDir, tmpDir, options.staleTempMs ?? HOUR_MS, logger);
  // A failure surfaces on the first operation, which awaits `ready`; not as an unhandled rejection.
  ready.catch(() => undefined);
  const pathOf = (key: string) => join(objectsDir, assertBlobKey(key));

  const statBlob = async (key: string) => {
    const path = pathOf(key);
    await ready;
    try {
      const info = await stat(path);
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : undefined;
    } catch (error) {
      if (isAbsent(error)) {
        return undefined;
      }
      throw error;
    }
  };

  return {
    async put(key, source) {
      const target = pathOf(key);
      await ready;
      const tempPath = join(tmpDir, `${randomUUID()}.part`);
      const hash = createHash('sha256');
      let size = 0;
      // Opened before streaming starts, so a failure at any point finds the file to remove.
      const handle = await open(tempPath, 'wx');
      try {
        try {
          await pipeline(
            blobChunks(source),
            async function* measure(chunks: AsyncIterable<unknown> | Iterable<unknown>) {
              for await (const chunk of chunks) {
                const bytes = toBytes(chunk);
                hash.update(bytes);
                size += bytes.byteLength;
                yield bytes;
              }
            },
            // flush: fsync before close, so the rename below never publishes unwritten data. A 1 MiB
            // buffer lets the chunks that arrive during a write go out together in one writev:
            // measured half the time of one write per 64 KB network chunk.
            handle.createWriteStream({ flush: true, highWaterMark: WRITE_BUFFER_BYTES }),
          );
        } finally {
          // The stream closes the handle when it finishes; not always when it fails.
          await handle.close();
        }
        await mkdir(dirname(target), { recursive: true });
        await rename(tempPath, target);
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      await syncDirectory(dirname(target));
      return { key, size, sha256: hash.digest('hex') };
    },

    async get(key) {
      const path = pathOf(key);
      await ready;
      // Open now rather than lazily in the stream: the reader then holds this very file, even if
      // the key is overwritten or deleted before it starts reading.
      const handle = await open(path, 'r').catch((error: unknown) => {
        throw isAbsent(error) ? new BlobNotFoundError(key) : error;
      });
      const isFile = await handle.stat().then(
        (info) => info.isFile(),
        () => false,
      );
      if (!isFile) {
        await handle.close();
        throw new BlobNotFoundError(key);
      }
      return handle.createReadStream();
    },

    stat: statBlob,

    async exists(key) {
      return (await statBlob(key)) !== undefined;
    },

    async delete(key) {
      const path = pathOf(key);
      await ready;
      try {
        await unlink(path);
        return true;
      } catch (error) {
        // EISDIR/EPERM: the key names a folder of other keys, not a blob.
        if (isAbsent(error) || NOT_A_FILE.has(errorCode(error) ?? '')) {
          return false;
        }
        throw error;
      }
    },

    async *list(prefix) {
      assertBlobPrefix(prefix);
      await ready;
      // Start in the deepest folder the prefix names in full: `docs/re` lists `docs/`.
      const slash = prefix.lastIndexOf('/');
      yield* listKeys(objectsDir, slash === -1 ? '' : prefix.slice(0, slash), prefix);
    },
  };
}

async function prepare(objectsDir: string, tmpDir: string, staleMs: number, logger: Logger) {
  await mkdir(objectsDir, { recursive: true });
  await mkdir(tmpDir, { recursive: true });
  try {
    await removeStaleTempFiles(tmpDir, staleMs, logger);
  } catch (error) {
    // Leftovers waste space but harm nothing; never refuse to store because of them.
    logger.warn({ err: error, dir: tmpDir }, 'could not sweep blob temp files');
  }
}

async function removeStaleTempFiles(tmpDir: string, staleMs: number, logger: Logger) {
  const now = Date.now();
  for (const name of await readdir(tmpDir)) {
    if (!name.endsWith('.part')) {
      continue;
    }
    const path = join(tmpDir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && now - info.mtimeMs > staleMs) {
      await rm(path, { force: true });
      logger.info({ file: path }, 'removed a blob temp file left by an interrupted write');
    }
  }
}

// Makes the rename itself durable; not every platform can open a folder, which is fine there.
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => undefined);
  if (!handle) {
    return;
  }
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a folder; the data itself is already synced.
  } finally {
    await handle.close();
  }
}
