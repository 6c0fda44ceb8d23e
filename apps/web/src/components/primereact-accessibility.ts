import PrimeReact from 'primereact/api';
import type { ButtonProps } from 'primereact/button';

/**
 * Pass-through options for every PrimeReact component of the app, set once (issue 22) where
 * PrimeReact's own markup breaks WCAG rules whatever the screen passes in:
 * - a Dropdown draws a hidden native `<select>` (for forms) and a trigger `role="button"` beside
 *   its focusable combobox, which its label already names: both are duplicates a screen reader
 *   should not meet, unnamed, so they are hidden from it;
 * - a DataTable's selection Checkbox puts `role="checkbox"` and the label on its wrapper as well
 *   as on the real checkbox inside (a checkbox in a checkbox, without a state): the wrapper is
 *   left a plain box.
 * - a Button that is `loading` says it is busy (`aria-busy`), not only with its spinner.
 * PrimeReact reads this static configuration when no provider sets `pt` (the app's provider
 * does not).
 */
PrimeReact.pt = {
  button: {
    root: ({ props }: { props: ButtonProps }) => ({
      'aria-busy': props.loading === true || undefined,
    }),
  },
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
  },
  checkbox: {
    root: { role: undefined, 'aria-label': undefined },
  },
};
