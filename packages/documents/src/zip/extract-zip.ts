import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { DocumentError } from '../errors';
import type { ZipEntryInfo } from './check-entry';
import type { ZipSource } from './open-zip';
import { readZip } from './read-zip';
import type { ZipLimits } from './zip-limits';

/** A file written by {@link extractZip}. */
export type ExtractedFile = ZipEntryInfo & { path: string };

/**
 * Extracts a ZIP into `targetDir` under the limits, streaming each file to disk. On any refusal
 * or failure the files written so far are removed, so a hostile archive leaves nothing behind.
 * Existing files are never overwritten (a duplicate name is `ZIP_UNSAFE_PATH`).
 */
export async function extractZip(
  source: ZipSource,
  targetDir: string,
  limits: ZipLimits = {},
): Promise<ExtractedFile[]> {
  const root = resolve(targetDir);
  const written: ExtractedFile[] = [];
  try {
    await readZip(source, { ...limits, checkNames: true }, async (entry, content) => {
      const path = safePath(root, entry.name);
      await mkdir(dirname(path), { recursive: true });
      const output = createWriteStream(path, { flags: 'wx' });
      // Only files this call created are removed on failure, never one that was already there.
      output.once('open', () => written.push({ ...entry, path }));
      await pipeline(content, output).catch((error: unknown) => {
        throw toWriteError(error, entry.name);
      });
    });
    return written;
  } catch (error) {
    await Promise.all(written.map((file) => rm(file.path, { force: true })));
    throw error;
  }
}

/** The entry's path under `root`, refused if it would land anywhere else (defence in depth). */
function safePath(root: string, name: string): string {
  const path = resolve(root, name);
  if (!path.startsWith(root + sep)) {
    throw new DocumentError('ZIP_UNSAFE_PATH', {
      message: `entry outside the target folder: ${name}`,
      detail: { name, reason: 'outside the target' },
    });
  }
  return path;
}

function toWriteError(error: unknown, name: string): unknown {
  if (error instanceof Error && 'code' in error && error.code === 'EEXIST') {
    return new DocumentError('ZIP_UNSAFE_PATH', {
      message: `duplicate entry name: ${name}`,
      detail: { name, reason: 'duplicate name' },
    });
  }
  return error;
}
