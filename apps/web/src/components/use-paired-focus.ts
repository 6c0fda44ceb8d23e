import type { Button } from 'primereact/button';
import { useEffect, useRef, useState, type FocusEvent, type Ref } from 'react';

/**
 * A ref to the `<button>` that PrimeReact's Button draws. Its types call the ref the component
 * class; at run time it forwards the element (`Button` is a `forwardRef`).
 */
export const buttonElementRef = (ref: Ref<HTMLButtonElement>) => ref as unknown as Ref<Button>;

/**
 * Two opposite buttons (previous and next page, zoom out and in) whose pressed one turns disabled
 * at its end: the browser then drops the focus on `<body>`, and a keyboard user is back at the
 * top of the page. After each render, the focus lost that way goes to the other button (issue
 * 22: "focus return"). Spread `first` and `second` on the buttons.
 */
export function usePairedFocus() {
  const [first, setFirst] = useState<HTMLButtonElement | null>(null);
  const [second, setSecond] = useState<HTMLButtonElement | null>(null);
  /** The button of the pair that last had the focus, until the focus goes elsewhere. */
  const focused = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    const pressed = focused.current;
    const active = document.activeElement;
    if (pressed?.disabled !== true || (active !== null && active !== document.body)) {
      return;
    }
    const other = pressed === first ? second : first;
    if (other && !other.disabled) {
      other.focus();
    }
  });

  const onFocus = (event: FocusEvent<HTMLButtonElement>) => {
    focused.current = event.currentTarget;
  };
  // Focus moved on to something else: the pair no longer holds it. A blur to nowhere is the
  // browser's own when the button turns disabled, and is what the effect mends.
  const onBlur = (event: FocusEvent<HTMLButtonElement>) => {
    if (event.relatedTarget !== null) {
      focused.current = null;
    }
  };
  return {
    first: { ref: buttonElementRef(setFirst), onFocus, onBlur },
    second: { ref: buttonElementRef(setSecond), onFocus, onBlur },
  };
}
