import { randomBytes } from 'node:crypto';
import { link, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';

import type { MessageKey } from '@folio/core';

import { CliError } from '../errors';

/** The content types the service accepts, by file extension. */
const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.csv': 'text/csv',
  '.rtf': 'application/rtf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
  '.odp': 'application/vnd.oasis.opendocument.presentation',
};

const isErrnoError = (error: unknown): error is NodeJS.ErrnoException =>
  error instanceof Error && 'code' in error;

/** Reads one input file; a missing or unreadable one is a clear CliError naming it. */
export async function readInput(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const key: MessageKey =
      isErrnoError(error) && error.code === 'ENOENT'
        ? 'cli.utils.inputMissing'
        : 'cli.utils.inputUnreadable';
    throw new CliError(key, { path });
  }
}

/** Reads the input files as form parts, typed by their extension (see {@link readInput}). */
export async function readInputs(paths: readonly string[]): Promise<File[]> {
  return Promise.all(
    paths.map(async (path) => {
      const bytes = await readInput(path);
      const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
      return new File([new Uint8Array(bytes)], basename(path), { type });
    }),
  );
}

/** True when something is at `path`. */
export async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes bytes to `output` through a temporary file in the same folder, so a failure never leaves
 * a half-written output. Without `force` an existing output is never replaced (even one created
 * while the call ran: the final step is a hard link, which refuses an existing name).
 */
export async function writeOutput(output: string, bytes: Uint8Array, force: boolean) {
  const temp = join(
    dirname(output),
    `.${basename(output)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    if (force) {
      await rename(temp, output);
    } else {
      await link(temp, output);
    }
  } catch (error) {
    if (isErrnoError(error) && error.code === 'EEXIST') {
      throw new CliError('cli.utils.outputExists', { path: output });
    }
    throw new CliError('cli.utils.outputFailed', {
      path: output,
      message: error instanceof Error ? error.message : String(error),
    });
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}
