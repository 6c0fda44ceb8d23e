import { openAsBlob } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';

import { zipSync } from 'fflate';

import type { Download } from '../download';

/** The types the servers tell files apart by, by extension; others go as octet-stream. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.csv': 'text/csv',
  '.html': 'text/html',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
};

/**
 * A local file as a `File` for the client, read lazily: its bytes stay on disk until the upload
 * streams them. The name is the file's own, the type guessed from its extension.
 */
export async function fileFromPath(path: string, name: string = basename(path)): Promise<File> {
  const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  return new File([await openAsBlob(path)], name, { type });
}

/**
 * The files of a folder (not its subfolders, nor hidden files) as one ZIP, for
 * `folio.extractor.run(config, zip)`; named after the folder.
 */
export async function zipFolder(path: string): Promise<File> {
  const entries: Record<string, Uint8Array> = {};
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.isFile() && !entry.name.startsWith('.')) {
      entries[entry.name] = new Uint8Array(await readFile(join(path, entry.name)));
    }
  }
  return new File([zipSync(entries)], `${basename(path)}.zip`, { type: 'application/zip' });
}

/**
 * Writes a download to `path`, or into the folder `path` under the server's file name when
 * `path` ends with a slash; answers where it went.
 */
export async function saveDownload(download: Download, path: string): Promise<string> {
  const target = /[\\/]$/.test(path) ? join(path, download.fileName) : path;
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, new Uint8Array(await download.blob.arrayBuffer()));
  return target;
}
