import { COPY_CONFIRM_MS } from '@folio/core';
import { useEffect, useState } from 'react';

/**
 * Copies text to the clipboard and says so for 2 s (SPEC §9 copy-confirm icon), for every place
 * that shows a check icon after a copy. A failed copy is silent (SPEC §8: only logged): the
 * caller's fallback (a selectable field, a mail link) still works.
 */
export function useCopyToClipboard(): { isCopied: boolean; copy: (text: string) => void } {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) {
      return undefined;
    }
    const timer = setTimeout(() => setIsCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = (text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setIsCopied(true),
      () => undefined,
    );
  };
  return { isCopied, copy };
}
