const DIALOG = '[role="dialog"], [role="alertdialog"]';
/** How many earlier focused elements are remembered. */
const HISTORY = 5;

/**
 * Gives the focus back to where it was before a dialog opened, once the dialog has gone (issue 22:
 * "focus return"). PrimeReact does this only for a dialog hidden through its `visible` prop; the
 * screens unmount theirs, which drops the focus on `<body>` and sends a keyboard user back to the
 * top of the page. Watching the document once covers every dialog of the app. When the element
 * is gone too (a deleted row), the focus goes to the page's main content instead.
 */
export function returnFocusAfterDialogs(root: Document = document): () => void {
  /**
   * The last elements focused outside every dialog, newest last: when a dialog was opened from a
   * menu, the menu's item is gone with the menu, and the button that opened the menu takes it.
   */
  let outside: HTMLElement[] = [];
  /** Each open dialog, with the elements focused before it took the focus. */
  const openers = new Map<Element, HTMLElement[]>();

  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement)) {
      return;
    }
    const dialog = event.target.closest(DIALOG);
    if (dialog === null) {
      outside = [...outside.filter((element) => element !== event.target), event.target].slice(
        -HISTORY,
      );
    } else if (!openers.has(dialog)) {
      openers.set(dialog, outside);
    }
  };

  const afterChanges = () => {
    for (const [dialog, opener] of openers) {
      if (dialog.isConnected) {
        continue;
      }
      openers.delete(dialog);
      const active = root.activeElement;
      if (active !== null && active !== root.body) {
        continue;
      }
      const target =
        opener.findLast((element) => element.isConnected) ?? root.getElementById('main-content');
      target?.focus();
    }
  };

  const observer = new MutationObserver(afterChanges);
  observer.observe(root.body, { childList: true, subtree: true });
  root.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
  };
}
