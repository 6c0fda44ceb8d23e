import { parsePageRanges } from '@folio/core';

/**
 * True when `text` is a list of page ranges the split utility takes (SPEC §7): core's rule, the
 * one the service applies. Empty means every page on its own, also valid.
 */
export function isValidPageRanges(text: string): boolean {
  return parsePageRanges(text).ok;
}

/** The ranges as the service takes them: no spaces, or undefined for one PDF per page. */
export function normalisePageRanges(text: string): string | undefined {
  const compact = text.replace(/\s+/g, '');
  return compact === '' ? undefined : compact;
}
