import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { CliError } from '../../errors';

const isErrnoError = (error: unknown): error is NodeJS.ErrnoException =>
  error instanceof Error && 'code' in error;

/** True when `path` is an existing folder. */
export async function isFolder(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}

/** True when something exists at `path`. */
export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Local names for downloaded files, in order: a name seen before gets ` (2)`, ` (3)`... before its
 * extension, as the server names repeats inside a ZIP (storage.yaml downloadFilesZip). A name a
 * file system could read as a path (`.`, `..`) becomes `archivo`, SPEC §7's default name.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const name = raw === '.' || raw === '..' || raw === '' ? 'archivo' : raw;
    const extension = extname(name);
    const stem = name.slice(0, name.length - extension.length);
    let candidate = name;
    for (let copy = 2; used.has(candidate.toLowerCase()); copy += 1) {
      candidate = `${stem} (${copy})${extension}`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * Streams a download to `target` through a temporary file in the same folder, so a failure or a
 * Ctrl-C never leaves half a file under the final name. Without `force` an existing file is never
 * replaced (the last step is a hard link, which refuses an existing name). `onBytes` hears how
 * many bytes arrived so far. Resolves with the number of bytes written.
 */
export async function writeStreamAtomically(
  target: string,
  body: ReadableStream<Uint8Array>,
  { force, onBytes }: { force: boolean; onBytes?: (bytes: number) => void },
): Promise<number> {
  const temp = join(
    dirname(target),
    `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      onBytes?.(bytes);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body), counter, createWriteStream(temp, { flags: 'wx' }));
    if (force) {
      await rename(temp, target);
    } else {
      await link(temp, target);
    }
    return bytes;
  } catch (error) {
    if (isErrnoError(error) && error.code === 'EEXIST') {
      throw new CliError('cli.files.download.exists', { path: target });
    }
    if (isErrnoError(error) && typeof error.syscall === 'string') {
      throw new CliError('cli.files.download.writeFailed', {
        path: target,
        message: error.message,
      });
    }
    throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}
