import { readdir, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

import { CliError } from '../../errors';

/** A local file to upload: where it is, the name it is stored under, and its size. */
export type LocalFile = { path: string; name: string; size: number };

/** What a walk found: the files to send, and the hidden paths named on the command line. */
export type Walk = { files: LocalFile[]; skippedHidden: string[] };

const isHidden = (name: string) => name.startsWith('.');

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * The files behind the paths given to `folio files upload`: a file as it is, a folder with every
 * file under it, recursively, sorted by name. Only the file's own name is kept for the server
 * (issue 5: nothing of the local path). Hidden files and folders (a leading dot: `.git`,
 * `.DS_Store`) are skipped, as the display rule of SPEC §3 shows them as nothing; inside a folder
 * silently, named on the command line in `skippedHidden`. Symbolic links to folders are not
 * followed (no loops); links to files are. A path given twice is sent once. A path that is
 * missing, unreadable or neither a file nor a folder is a CliError before anything is sent.
 */
export async function collectUploads(paths: readonly string[]): Promise<Walk> {
  const files: LocalFile[] = [];
  const skippedHidden: string[] = [];
  const seen = new Set<string>();

  const addFile = (path: string, size: number) => {
    if (!seen.has(path)) {
      seen.add(path);
      files.push({ path, name: basename(path), size });
    }
  };

  const walkFolder = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (isHidden(entry.name)) {
        continue;
      }
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        await walkFolder(path);
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        const stats = await stat(path).catch(() => undefined);
        if (stats?.isFile()) {
          addFile(path, stats.size);
        }
      }
    }
  };

  for (const given of paths) {
    const path = resolve(given);
    if (isHidden(basename(path))) {
      skippedHidden.push(path);
      continue;
    }
    const stats = await stat(path).catch((error: unknown) => {
      const key = errorCode(error) === 'ENOENT' ? 'pathMissing' : 'pathUnreadable';
      throw new CliError(`cli.files.upload.${key}`, { path });
    });
    if (stats.isDirectory()) {
      await walkFolder(path).catch((error: unknown) => {
        throw error instanceof CliError
          ? error
          : new CliError('cli.files.upload.pathUnreadable', { path });
      });
    } else if (stats.isFile()) {
      addFile(path, stats.size);
    } else {
      throw new CliError('cli.files.upload.pathUnreadable', { path });
    }
  }
  return { files, skippedHidden };
}
