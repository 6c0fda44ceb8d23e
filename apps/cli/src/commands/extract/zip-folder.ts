import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

import { zipSync, type Zippable } from 'fflate';

import { CliError } from '../../errors';

/** One file of a ZIP: its path inside the archive (with `/`) and its bytes. */
export type ZipEntry = { path: string; bytes: Uint8Array };

/** What a ZIP without the Zip64 extension can hold (the extractor's limits are far below). */
const MAX_ENTRIES = 0xffff;
// The earliest date a ZIP can hold: fixed, so a folder zips to the same bytes every time.
const FIXED_DATE = new Date(1980, 0, 1);

/**
 * The files of a folder for the extractor's ZIP, recursively, sorted by path: hidden files and
 * folders (`.DS_Store`, `.git`) are left out, as `folio files upload` does; the server checks
 * the rest (SPEC §5 extractor ZIP: only supported files).
 */
export async function collectFolder(root: string): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  const walk = async (folder: string): Promise<void> => {
    const children = await readdir(folder, { withFileTypes: true });
    for (const child of children) {
      if (child.name.startsWith('.')) {
        continue;
      }
      const path = join(folder, child.name);
      if (child.isDirectory()) {
        await walk(path);
      } else if (child.isFile()) {
        const bytes = new Uint8Array(await readFile(path));
        entries.push({ path: relative(root, path).split(sep).join('/'), bytes });
      }
    }
  };
  await walk(root);
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * A ZIP of `entries`, each file deflated, with UTF-8 names and a fixed date, so a folder zips to
 * the same bytes every time.
 */
export function zipEntries(entries: readonly ZipEntry[]): Uint8Array {
  if (entries.length > MAX_ENTRIES) {
    throw new CliError('cli.extract.folderTooLarge');
  }
  const files: Zippable = {};
  for (const entry of entries) {
    files[entry.path] = [entry.bytes, { mtime: FIXED_DATE }];
  }
  return zipSync(files, { level: 6 });
}
