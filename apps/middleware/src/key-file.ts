import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A secret kept in `<dataDir>/keys/` for the embedded default: read when there, else made by
 * `create` and written with mode 0600. Processes starting together agree on one secret: each
 * writes its own candidate aside and hard-links it into place, which only the first one manages.
 * Used by the access-token key and the integrations' token key.
 */
export async function readOrCreateKeyFile(
  keysDir: string,
  fileName: string,
  create: () => string,
): Promise<string> {
  const path = join(keysDir, fileName);
  const existing = await readFile(path, 'utf8').catch(ignoreMissing);
  if (existing !== undefined) {
    return existing;
  }
  await mkdir(keysDir, { recursive: true, mode: 0o700 });
  const candidate = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(candidate, create(), { mode: 0o600, flag: 'wx' });
  try {
    await link(candidate, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
  } finally {
    await unlink(candidate);
  }
  return readFile(path, 'utf8');
}

function ignoreMissing(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    return undefined;
  }
  throw error;
}
