import type { DataTablePassThroughOptions } from 'primereact/datatable';

/**
 * A DataTable's pass-through that makes the box its rows scroll in a region of its own, named and
 * in the keyboard's order (WCAG 1.4.10, 2.1.1): on a phone a wide table scrolls sideways inside
 * it, never the page, and the arrow keys scroll it. `name` is the region's accessible name; it
 * must differ from the name of any section around the table (two regions of one name are one
 * too many).
 */
export function scrollingTable(name: string): DataTablePassThroughOptions {
  return { wrapper: { role: 'region', 'aria-label': name, tabIndex: 0 } };
}
