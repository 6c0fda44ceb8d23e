import { parseStoredDraft, withoutPageImages, type ExtractorDraft } from '@folio/core';

import { readJson, removeStored } from '../../../lib/storage';

/** Where the new-configuration draft is kept between page loads (SPEC §3 "Extractor draft"). */
export const DRAFT_STORAGE_KEY = 'extractorDraft';

/** How long typing may go on before the draft is written (each write serialises the pages). */
const WRITE_DELAY_MS = 250;

/** The stored draft, read through core's parser (anything unreadable is the empty draft). */
export function readStoredDraft(): ExtractorDraft {
  return parseStoredDraft(readJson(DRAFT_STORAGE_KEY));
}

/**
 * Writes the draft, without its page images when storage is too full for them (the pages then
 * show as placeholders after a reload; everything else is kept). False when nothing could be
 * written.
 */
function writeDraft(draft: ExtractorDraft): boolean {
  for (const candidate of [draft, withoutPageImages(draft)]) {
    try {
      window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(candidate));
      return true;
    } catch {
      // Full or blocked: try the smaller form, then give up.
    }
  }
  return false;
}

/** Keeps the draft in local storage; writes wait a moment while the user types. */
export type DraftPersister = {
  persist: (draft: ExtractorDraft) => void;
  forget: () => void;
  /** Writes a waiting draft now (the page is going away). */
  flush: () => void;
};

/** Creates the browser's draft persister: the latest draft wins, written at most every 250 ms. */
export function createDraftPersister(): DraftPersister {
  let waiting: ExtractorDraft | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting) {
      writeDraft(waiting);
      waiting = null;
    }
  };
  return {
    persist: (draft) => {
      waiting = draft;
      if (timer === undefined) {
        timer = setTimeout(flush, WRITE_DELAY_MS);
      }
    },
    forget: () => {
      clearTimeout(timer);
      timer = undefined;
      waiting = null;
      removeStored(DRAFT_STORAGE_KEY);
    },
    flush,
  };
}
