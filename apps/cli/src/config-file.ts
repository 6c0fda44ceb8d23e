import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { isStoredSession } from '@folio/core';

/** The name of the credentials file inside the CLI's config folder. */
export const CREDENTIALS_FILE_NAME = 'credentials.json';

/** What `folio login` keeps: where the session lives, whose it is, and its token pair. */
export type Credentials = {
  middlewareUrl: string;
  serviceUrl: string;
  /** The account's e-mail, which is also the username (the access token's subject). */
  email: string;
  access_token: string;
  refresh_token: string;
};

/**
 * What `folio login --api-key` keeps (issue 21): where the key is used, whose it is, and the key,
 * which is sent as the bearer token of every call and never refreshed.
 */
export type ApiKeyCredentials = {
  middlewareUrl: string;
  serviceUrl: string;
  email: string;
  api_key: string;
};

/** Either kind of stored sign-in. */
export type StoredCredentials = Credentials | ApiKeyCredentials;

/** True for the credentials of an API key rather than a session. */
export function isApiKeyCredentials(
  credentials: StoredCredentials,
): credentials is ApiKeyCredentials {
  return 'api_key' in credentials;
}

/** What reading the credentials file found. */
export type CredentialsRead =
  | { status: 'signedIn'; credentials: StoredCredentials }
  | { status: 'signedOut' }
  /** A file that is there but cannot be used (not JSON, fields missing, not readable). */
  | { status: 'unreadable'; reason: string };

/** The credentials file of one config folder; the only code that touches it. */
export type CredentialsFile = {
  /** The file's path, for messages. */
  readonly path: string;
  read(): Promise<CredentialsRead>;
  /** Replaces the file atomically (temp file + rename), mode 0600 in a 0700 folder. */
  write(credentials: StoredCredentials): Promise<void>;
  /** Removes the file; nothing happens when there is none. */
  remove(): Promise<void>;
  /**
   * Runs `work` while holding the folder's lock, so that two `folio` processes never spend the
   * same single-use refresh token (the second would revoke the whole session).
   */
  withLock<T>(work: () => Promise<T>): Promise<T>;
};

export type CredentialsFileOptions = {
  /** How long to wait for another process's lock before giving up. */
  lockWaitMs?: number;
  /** A lock older than this was left by a process that died; it is taken over. */
  staleLockMs?: number;
};

const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;
const LOCK_POLL_MS = 50;

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';

/** True for a value with every field of `Credentials` or of `ApiKeyCredentials`. */
export function isCredentials(value: unknown): value is StoredCredentials {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  if (!isStoredSession(value) && !isNonEmptyString(record['api_key'])) {
    return false;
  }
  return (
    isNonEmptyString(record['middlewareUrl']) &&
    isNonEmptyString(record['serviceUrl']) &&
    isNonEmptyString(record['email'])
  );
}

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The credentials file in `configDir` (see `CliDefaults.configDir`). */
export function credentialsFile(
  configDir: string,
  { lockWaitMs = 15_000, staleLockMs = 30_000 }: CredentialsFileOptions = {},
): CredentialsFile {
  const path = join(configDir, CREDENTIALS_FILE_NAME);
  const lockPath = `${path}.lock`;

  // Folders created here get 0700; an existing folder (the user's own choice) is left as it is.
  const ensureFolder = () => mkdir(configDir, { recursive: true, mode: FOLDER_MODE });

  /** Creates the lock file; false when another process holds it. */
  const tryLock = async (): Promise<boolean> => {
    try {
      await (await open(lockPath, 'wx', FILE_MODE)).close();
      return true;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') {
        throw error;
      }
      const age = await stat(lockPath).then(
        (stats) => Date.now() - stats.mtimeMs,
        () => 0,
      );
      if (age > staleLockMs) {
        await rm(lockPath, { force: true });
      }
      return false;
    }
  };

  return {
    path,

    async read() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        return errorCode(error) === 'ENOENT'
          ? { status: 'signedOut' }
          : { status: 'unreadable', reason: reasonOf(error) };
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        return { status: 'unreadable', reason: reasonOf(error) };
      }
      if (!isCredentials(value)) {
        return { status: 'unreadable', reason: 'a field of the credentials is missing' };
      }
      const { middlewareUrl, serviceUrl, email } = value;
      if (isApiKeyCredentials(value)) {
        return {
          status: 'signedIn',
          credentials: { middlewareUrl, serviceUrl, email, api_key: value.api_key },
        };
      }
      const { access_token, refresh_token } = value;
      return {
        status: 'signedIn',
        credentials: { middlewareUrl, serviceUrl, email, access_token, refresh_token },
      };
    },

    async write(credentials) {
      await ensureFolder();
      // Beside the target, so the rename stays on one file system and is atomic: a reader sees
      // the old file or the new one, never half of one.
      const temp = join(
        configDir,
        `.${CREDENTIALS_FILE_NAME}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        const handle = await open(temp, 'wx', FILE_MODE);
        try {
          // The umask can only narrow the mode `open` asked for; make it exactly 0600.
          await handle.chmod(FILE_MODE);
          await handle.writeFile(`${JSON.stringify(credentials, null, 2)}\n`, 'utf8');
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async remove() {
      await rm(path, { force: true });
    },

    async withLock(work) {
      await ensureFolder();
      const deadline = Date.now() + lockWaitMs;
      while (!(await tryLock())) {
        if (Date.now() > deadline) {
          throw new Error(`another folio process holds ${lockPath}`);
        }
        await sleep(LOCK_POLL_MS);
      }
      try {
        return await work();
      } finally {
        await rm(lockPath, { force: true });
      }
    },
  };
}
