import PrimeReact from 'primereact/api';
import type { ButtonProps } from 'primereact/button';

import { currentMaximizeLabel } from './primereact-locale';

/**
 * Pass-through options for every PrimeReact component of the app, set once (issue 22) where
 * PrimeReact's own markup breaks WCAG rules whatever the screen passes in:
 * - a Dropdown draws a hidden native `<select>` (for forms) and a trigger `role="button"` beside
 *   its focusable combobox, which its label already names: both are duplicates a screen reader
 *   should not meet, unnamed, so they are hidden from it;
 * - a DataTable's selection Checkbox puts `role="checkbox"` and the label on its wrapper as well
 *   as on the real checkbox inside (a checkbox in a checkbox, without a state): the wrapper is
 *   left a plain box.
 * - a Button that is `loading` says it is busy (`aria-busy`), not only with its spinner;
 * - a Dialog's title is a heading (level 2, under the screen's h1), so the sections inside it
 *   (h3) follow in order and a screen reader's heading list names the dialog;
 * - a maximizable Dialog's maximise button has only an icon: it is named from the locale
 *   (`primereact-locale.ts`).
 * PrimeReact reads this static configuration when no provider sets `pt` (the app's provider
 * does not).
 */
PrimeReact.pt = {
  button: {
    root: ({ props }: { props: ButtonProps }) => ({
      'aria-busy': props.loading === true || undefined,
    }),
  },
  dialog: {
    headerTitle: { role: 'heading', 'aria-level': 2 },
    maximizableButton: () => ({ 'aria-label': currentMaximizeLabel() }),
  },
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
  },
  checkbox: {
    root: { role: undefined, 'aria-label': undefined },
  },
};
