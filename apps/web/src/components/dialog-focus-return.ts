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
  /**
   * Where the focus went back to after a dialog, until the user moves it: the screen may still
   * take that element away (a selection's toolbar gone once its files moved), and the focus then
   * goes to the one before it.
   */
  let returned: HTMLElement[] | null = null;
  let isReturning = false;

  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof HTMLElement)) {
      return;
    }
    if (!isReturning) {
      returned = null;
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

  const giveBack = (candidates: HTMLElement[]) => {
    const target =
      candidates.findLast((element) => element.isConnected) ?? root.getElementById('main-content');
    isReturning = true;
    target?.focus();
    isReturning = false;
  };

  const afterChanges = () => {
    for (const [dialog, opener] of openers) {
      if (!dialog.isConnected) {
        openers.delete(dialog);
        returned = opener;
      }
    }
    const active = root.activeElement;
    if (returned !== null && (active === null || active === root.body)) {
      giveBack(returned);
    }
  };

  // A click elsewhere moves the focus without a focusin: the user chose, nothing is given back.
  const onPointerDown = () => {
    returned = null;
  };

  const observer = new MutationObserver(afterChanges);
  observer.observe(root.body, { childList: true, subtree: true });
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('pointerdown', onPointerDown);
  return () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('pointerdown', onPointerDown);
  };
}
