import { translate, type Language } from '@folio/core';

import { formatTable } from '../files/format';

import type { TableValue } from './chatbot-calls';

/** A value as a cell prints it: numbers as the server sent them, nothing for an empty value. */
const cellText = (value: TableValue) => (value === null ? '' : String(value));

/**
 * Rows of a result or a preview as aligned text: the headings, at most `limit` rows (numbers to
 * the right), then '… N more rows' when there were more, so a long result never floods the
 * terminal (`--json` has them all).
 */
export function tableLines(
  headings: readonly string[],
  rows: readonly (readonly TableValue[])[],
  limit: number,
  language: Language,
): string[] {
  const lines = formatTable(
    headings.map((heading, index) => ({
      heading,
      align: typeof rows[0]?.[index] === 'number' ? 'right' : 'left',
    })),
    rows
      .slice(0, limit)
      .map((row) => headings.map((_heading, index) => cellText(row[index] ?? null))),
  );
  const more = rows.length - limit;
  return more > 0
    ? [...lines, translate(language, 'cli.chat.answerMoreRows', { count: more })]
    : lines;
}
