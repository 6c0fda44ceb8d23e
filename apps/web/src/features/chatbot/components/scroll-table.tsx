import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTableValue, type TableValue } from '../table-values';

/** A column of a scroll table: its heading, and what it holds said under it (a type). */
export type ScrollTableColumn = { heading: string; hint?: string; isNumeric?: boolean };

/**
 * Rows under their column headings, inside a region of its own named `label` that scrolls both
 * ways, so a wide or long table never widens the page; the region takes the keyboard's focus, so
 * it scrolls with the arrow keys too (WCAG 2.1.1).
 */
export function ScrollTable({
  label,
  columns,
  rows,
  footer = [],
  caption,
}: {
  label: string;
  columns: readonly ScrollTableColumn[];
  rows: readonly (readonly TableValue[])[];
  /** Rows kept apart from the data (a sheet's totals), as written. */
  footer?: readonly (readonly string[])[];
  caption?: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="chatbot-scroll-table" role="region" aria-label={label} tabIndex={0}>
      <table>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.isNumeric ? 'is-numeric' : undefined}>
                {column.heading}
                {column.hint ? ' ' : null}
                {column.hint ? <small className="chatbot-muted">{column.hint}</small> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {columns.map((column, index) => (
                <td key={index} className={column.isNumeric ? 'is-numeric' : undefined}>
                  {formatTableValue(row[index] ?? null, i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer.length > 0 ? (
          <tfoot>
            {footer.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {columns.map((column, index) => (
                  <td key={index} className={column.isNumeric ? 'is-numeric' : undefined}>
                    {row[index] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
