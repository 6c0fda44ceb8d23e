import { AppError } from '@folio/core';

/** The listFiles orders (contract `sort`, `order`). */
export type FileSort = 'name' | 'date' | 'type' | 'size';
export type SortOrder = 'asc' | 'desc';

/**
 * Where a page ended: the sort values of its last row, the row's id last, as text (timestamps
 * keep PostgreSQL's microseconds, sizes are bigints). The next page starts strictly after it.
 */
export type ListCursor = { sort: FileSort; order: SortOrder; values: string[] };

/** How many sort values each order keys on, the id included. */
const KEY_LENGTH: Record<FileSort, number> = { date: 2, name: 2, size: 2, type: 3 };

/** An opaque `next_cursor`: base64url JSON, small enough for a query string. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.order, ...cursor.values])).toString(
    'base64url',
  );
}

/**
 * Reads a `cursor` back for the same sort and order; anything else (edited, or from another
 * listing) is BAD_REQUEST rather than a silently wrong page.
 */
export function decodeCursor(text: string, sort: FileSort, order: SortOrder): ListCursor {
  const refuse = () =>
    new AppError('BAD_REQUEST', {
      message: 'unusable listing cursor',
      detail: { field: 'cursor' },
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (
    !Array.isArray(parsed) ||
    parsed[0] !== sort ||
    parsed[1] !== order ||
    parsed.length !== 2 + KEY_LENGTH[sort] ||
    !parsed.every((value) => typeof value === 'string')
  ) {
    throw refuse();
  }
  return { sort, order, values: parsed.slice(2) };
}
