import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

import { isBlobKey } from './blob-key';
import { isAbsent } from './fs-errors';

/**
 * Yields the keys under `objectsDir/folder` that start with `prefix`, in plain string order (as
 * S3 lists them), descending only into folders that can hold such keys. Stray files whose names
 * are not valid keys (an editor's backup, a copied-in file) are skipped.
 */
export async function* listKeys(
  objectsDir: string,
  folder: string,
  prefix: string,
): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(join(objectsDir, folder), { withFileTypes: true });
  } catch (error) {
    if (isAbsent(error)) {
      return;
    }
    throw error;
  }
  // Sorting folders as `name/` yields keys in plain string order, as S3 lists them.
  const sorted = entries
    .filter((entry) => isBlobKey(entry.name) && (entry.isFile() || entry.isDirectory()))
    .map((entry) => ({ entry, sortKey: entry.isDirectory() ? `${entry.name}/` : entry.name }))
    .sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  for (const { entry } of sorted) {
    const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isFile()) {
      if (key.startsWith(prefix)) {
        yield key;
      }
    } else if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) {
      yield* listKeys(objectsDir, key, prefix);
    }
  }
}
