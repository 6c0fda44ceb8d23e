// Files for the files bench: ZIP signatures followed by random bytes (storage sniffs only the
// signature; random bytes do not compress, like the documents and images users upload).
import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import { join } from 'node:path';

const SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CHUNK = 16 * 1024 * 1024;

/** Writes a file of `bytes` bytes, in chunks, never holding it whole. */
export async function writeBenchFile(path: string, bytes: number): Promise<void> {
  const handle = await open(path, 'w');
  try {
    let written = 0;
    while (written < bytes) {
      const size = Math.min(CHUNK, bytes - written);
      const chunk = randomBytes(size);
      if (written === 0) {
        SIGNATURE.copy(chunk);
      }
      await handle.write(chunk);
      written += size;
    }
  } finally {
    await handle.close();
  }
}

/** `count` files adding up to `totalBytes` in `dir`; answers their paths. */
export async function writeBenchFiles(
  dir: string,
  count: number,
  totalBytes: number,
): Promise<string[]> {
  const paths: string[] = [];
  const each = Math.floor(totalBytes / count);
  for (let index = 0; index < count; index++) {
    const path = join(dir, `documento-${String(index).padStart(3, '0')}.zip`);
    await writeBenchFile(path, each);
    paths.push(path);
  }
  return paths;
}
