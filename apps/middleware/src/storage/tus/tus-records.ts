import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What became of a finished tus upload, kept beside the tus folder: `landing` names the file id
 * chosen before the checks and the row (so a crash midway lands the same file again rather than a
 * second one), `landed` the stored file, so a client that lost the final answer and asks again
 * (HEAD) learns the same file id instead of uploading everything twice.
 */
export type LandingRecord =
  | { state: 'landing'; fileId: string }
  | { state: 'landed'; fileId: string; blobName: string; size: number };

/** The landing records of one tus folder, one small JSON file per upload id. */
export function createLandingRecords(dir: string) {
  const pathOf = (uploadId: string) => join(dir, `${uploadId}.json`);
  const ready = mkdir(dir, { recursive: true });

  return {
    async get(uploadId: string): Promise<LandingRecord | undefined> {
      await ready;
      try {
        return JSON.parse(await readFile(pathOf(uploadId), 'utf8')) as LandingRecord;
      } catch {
        return undefined;
      }
    },

    /** Written aside and renamed, so a crash leaves the old record or the new one. */
    async set(uploadId: string, record: LandingRecord): Promise<void> {
      await ready;
      const temp = `${pathOf(uploadId)}.${process.pid}.tmp`;
      await writeFile(temp, JSON.stringify(record), { flush: true });
      await rename(temp, pathOf(uploadId));
    },

    async delete(uploadId: string): Promise<void> {
      await ready;
      await rm(pathOf(uploadId), { force: true });
    },

    /** Removes records older than `maxAgeMs`; answers how many. */
    async sweep(maxAgeMs: number): Promise<number> {
      await ready;
      const now = Date.now();
      let removed = 0;
      for (const name of await readdir(dir)) {
        const path = join(dir, name);
        const info = await stat(path).catch(() => undefined);
        if (info && now - info.mtimeMs > maxAgeMs) {
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

export type LandingRecords = ReturnType<typeof createLandingRecords>;
