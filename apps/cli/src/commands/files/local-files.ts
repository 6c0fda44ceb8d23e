import { createHash } from 'node:crypto';
import { createReadStream, openAsBlob } from 'node:fs';

import type { LocalFile } from './walk';

/** The SHA-256 of a local file, hex, read as a stream (never whole in memory). */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/** A local file as a form part backed by the file itself, so a batch is never read into memory. */
export async function formFileOf(file: LocalFile): Promise<File> {
  return new File([await openAsBlob(file.path)], file.name);
}
