import { LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '@folio/core';

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
