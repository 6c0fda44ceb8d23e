import PrimeReact from 'primereact/api';

/**
 * Pass-through options for every PrimeReact component of the app, set once (issue 22) where
 * PrimeReact's own markup breaks WCAG rules whatever the screen passes in:
 * - a Dropdown draws a hidden native `<select>` (for forms) and a trigger `role="button"` beside
 *   its focusable combobox, which its label already names: both are duplicates a screen reader
 *   should not meet, unnamed, so they are hidden from it;
 * - a DataTable's selection Checkbox puts `role="checkbox"` and the label on its wrapper as well
 *   as on the real checkbox inside (a checkbox in a checkbox, without a state): the wrapper is
 *   left a plain box.
 * PrimeReact reads this static configuration when no provider sets `pt` (the app's provider
 * does not).
 */
PrimeReact.pt = {
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
  },
  checkbox: {
    root: { role: undefined, 'aria-label': undefined },
  },
};
