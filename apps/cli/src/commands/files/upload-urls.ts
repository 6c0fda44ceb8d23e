import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The name of the file, in the CLI's config folder, that remembers unfinished large uploads. */
export const UPLOAD_URLS_FILE_NAME = 'uploads.json';

/** An unfinished upload as tus-js-client stores it (its `PreviousUpload`). */
export type PreviousUpload = {
  size: number | null;
  metadata: Record<string, string>;
  creationTime: string;
  urlStorageKey: string;
  uploadUrl: string | null;
  parallelUploadUrls: string[] | null;
};

/** tus-js-client's `UrlStorage`: where it finds the upload a rerun resumes. */
export type UrlStorage = {
  findAllUploads(): Promise<PreviousUpload[]>;
  findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]>;
  removeUpload(urlStorageKey: string): Promise<void>;
  addUpload(fingerprint: string, upload: PreviousUpload): Promise<string>;
};

type Stored = Record<string, Omit<PreviousUpload, 'urlStorageKey'>>;

const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;
const PREFIX = 'tus::';
const LOCK_POLL_MS = 25;
const LOCK_WAIT_MS = 10_000;
const STALE_LOCK_MS = 30_000;
/** Entries older than this are dropped: the server has long forgotten such an upload. */
const FORGET_AFTER_MS = 14 * 24 * 3600 * 1000;

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * The URLs of unfinished large uploads, in `uploads.json` of the config folder, so that a Ctrl-C
 * (or a lost connection, or a killed process) followed by the same command resumes each large
 * file where the server stopped receiving it (tus, issue 5). The keys hold the local path, so the
 * file is the user's alone: mode 0600 in a 0700 folder, replaced atomically (temp + rename) under
 * a lock file, as the credentials are. A file that cannot be read counts as empty: the upload
 * then starts over, nothing worse.
 */
export function uploadUrlStorage(configDir: string, now: () => number = Date.now): UrlStorage {
  const path = join(configDir, UPLOAD_URLS_FILE_NAME);
  const lockPath = `${path}.lock`;

  const load = async (): Promise<Stored> => {
    try {
      const value = JSON.parse(await readFile(path, 'utf8')) as unknown;
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Stored)
        : {};
    } catch {
      return {};
    }
  };

  const save = async (data: Stored) => {
    const temp = join(configDir, `.${UPLOAD_URLS_FILE_NAME}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      const handle = await open(temp, 'wx', FILE_MODE);
      try {
        await handle.chmod(FILE_MODE);
        await handle.writeFile(`${JSON.stringify(data, null, 2)}\n`, 'utf8');
      } finally {
        await handle.close();
      }
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };

  const tryLock = async (): Promise<boolean> => {
    try {
      await (await open(lockPath, 'wx', FILE_MODE)).close();
      return true;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') {
        throw error;
      }
      const age = await stat(lockPath).then(
        (stats) => now() - stats.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) {
        await rm(lockPath, { force: true });
      }
      return false;
    }
  };

  /** Reads, changes and writes the file while holding its lock (two uploads may run at once). */
  const update = async <T>(change: (data: Stored) => T): Promise<T> => {
    await mkdir(configDir, { recursive: true, mode: FOLDER_MODE });
    const deadline = now() + LOCK_WAIT_MS;
    while (!(await tryLock())) {
      if (now() > deadline) {
        throw new Error(`another folio process holds ${lockPath}`);
      }
      await sleep(LOCK_POLL_MS);
    }
    try {
      const data = await load();
      const result = change(data);
      await save(data);
      return result;
    } finally {
      await rm(lockPath, { force: true });
    }
  };

  const find = async (prefix: string): Promise<PreviousUpload[]> => {
    const data = await load();
    return Object.entries(data)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, upload]) => ({ ...upload, urlStorageKey: key }));
  };

  return {
    findAllUploads: () => find(PREFIX),
    findUploadsByFingerprint: (fingerprint) => find(`${PREFIX}${fingerprint}::`),
    removeUpload: (urlStorageKey) =>
      update((data) => {
        delete data[urlStorageKey];
      }),
    addUpload: (fingerprint, upload) =>
      update((data) => {
        for (const [key, entry] of Object.entries(data)) {
          const created = Date.parse(entry.creationTime);
          if (!Number.isFinite(created) || now() - created > FORGET_AFTER_MS) {
            delete data[key];
          }
        }
        const key = `${PREFIX}${fingerprint}::${randomBytes(6).toString('hex')}`;
        const { urlStorageKey: _ignored, ...rest } = upload;
        data[key] = rest;
        return key;
      }),
  };
}
