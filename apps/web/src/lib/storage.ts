import {
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  isStoredSession,
  parseAcceptances,
  type Acceptances,
  type Language,
  type StoredSession,
} from '@folio/core';

/** Where the signed-in session is kept: the whole login answer (SPEC §3 "authUser"). */
export const SESSION_STORAGE_KEY = 'authUser';
/** Which logins accepted the terms: token fingerprint -> true (SPEC §3, core `Acceptances`). */
export const TERMS_STORAGE_KEY = 'termsAccepted';
/** The account keys this browser holds, by e-mail (DECISIONS.md "Accounts and sessions", hash). */
export const ACCOUNT_KEYS_STORAGE_KEY = 'accountKeys';
/** The layout settings panel's choices (SPEC §3 "Layout settings"). */
export const LAYOUT_STORAGE_KEY = 'layoutSettings';

/**
 * The browser's localStorage, or undefined where it is unavailable (blocked cookies, some private
 * modes throw on access). Callers then simply remember nothing.
 */
function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The JSON value stored under `key`, or undefined when missing, unreadable or not JSON. */
export function readJson(key: string): unknown {
  try {
    const text = localStore()?.getItem(key);
    return text === null || text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key`; a full or blocked storage only means it is not kept. */
export function writeJson(key: string, value: unknown): void {
  try {
    localStore()?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the value lives for this page only.
  }
}

/** Removes `key` from storage, if storage is there. */
export function removeStored(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // Nothing to do: there is no storage to clear.
  }
}

/** The language the user chose earlier, if any and if still a supported one. */
export function readStoredLanguage(): Language | undefined {
  try {
    const stored = localStore()?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the user's language choice under `language` (SPEC §1, DECISIONS.md "Language"). */
export function storeLanguage(language: Language): void {
  try {
    localStore()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A full or blocked storage only means the choice is not remembered on the next visit.
  }
}

/** The stored session (the login answer under `authUser`), or null when none usable is kept. */
export function readStoredSession(): StoredSession | null {
  const value = readJson(SESSION_STORAGE_KEY);
  return isStoredSession(value) ? value : null;
}

/** Keeps the whole login or refresh answer under `authUser` (SPEC §4 "Login success"). */
export function storeSession(session: StoredSession): void {
  writeJson(SESSION_STORAGE_KEY, session);
}

/** Forgets the stored session. */
export function clearStoredSession(): void {
  removeStored(SESSION_STORAGE_KEY);
}

/** The stored terms acceptances, run through core's parser. */
export function readAcceptances(): Acceptances {
  return parseAcceptances(readJson(TERMS_STORAGE_KEY));
}

/** Replaces the stored terms acceptances; an empty map removes the entry. */
export function storeAcceptances(acceptances: Acceptances): void {
  if (Object.keys(acceptances).length === 0) {
    removeStored(TERMS_STORAGE_KEY);
  } else {
    writeJson(TERMS_STORAGE_KEY, acceptances);
  }
}

const emailKey = (email: string) => email.trim().toLowerCase();

function readAccountKeys(): Record<string, string> {
  const value = readJson(ACCOUNT_KEYS_STORAGE_KEY);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {};
  }
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The account key this browser holds for an e-mail, if it registered here. */
export function readAccountKey(email: string): string | undefined {
  return readAccountKeys()[emailKey(email)];
}

/** Remembers the account key generated at registration, so login can send it. */
export function storeAccountKey(email: string, key: string): void {
  writeJson(ACCOUNT_KEYS_STORAGE_KEY, { ...readAccountKeys(), [emailKey(email)]: key });
}
