import { Button } from 'primereact/button';
import type { ReactNode } from 'react';

import { usePairedFocus } from './use-paired-focus';

/** One of the two buttons: its icon, its name, and whether it can be pressed now. */
export type PairedButton = {
  icon: string;
  label: string;
  isDisabled: boolean;
  onClick: () => void;
};

/**
 * Two opposite icon buttons around where the reader is (previous and next page, zoom out and in):
 * each named, the status between them read out when it changes, and the focus kept on the pair
 * when the pressed one turns disabled at its end (issue 22).
 */
export function PairedButtons({
  back,
  forward,
  children,
}: {
  back: PairedButton;
  forward: PairedButton;
  /** The status between the buttons ("Page 2 of 3", "Zoom 125 %"). */
  children: ReactNode;
}) {
  const pair = usePairedFocus();
  return (
    <>
      <Button
        {...pair.first}
        type="button"
        icon={back.icon}
        text
        aria-label={back.label}
        disabled={back.isDisabled}
        onClick={back.onClick}
      />
      <span aria-live="polite">{children}</span>
      <Button
        {...pair.second}
        type="button"
        icon={forward.icon}
        text
        aria-label={forward.label}
        disabled={forward.isDisabled}
        onClick={forward.onClick}
      />
    </>
  );
}
