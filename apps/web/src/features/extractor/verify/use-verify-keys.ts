import type { KeyboardEvent } from 'react';

/**
 * The verify screen's keyboard (issue 6): Tab moves through the fields (the page order), Enter in
 * a field saves, Ctrl+Enter (⌘+Enter) verifies, Alt+→ and Alt+← open the next and previous
 * document.
 */
export function useVerifyKeys(actions: {
  save: () => void;
  verify: () => void;
  next: () => void;
  previous: () => void;
}) {
  return (event: KeyboardEvent) => {
    const isField = event.target instanceof HTMLInputElement;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      actions.verify();
    } else if (event.key === 'Enter' && isField && !event.altKey && !event.shiftKey) {
      event.preventDefault();
      actions.save();
    } else if (event.altKey && event.key === 'ArrowRight') {
      event.preventDefault();
      actions.next();
    } else if (event.altKey && event.key === 'ArrowLeft') {
      event.preventDefault();
      actions.previous();
    }
  };
}
