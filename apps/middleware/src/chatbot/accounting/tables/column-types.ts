import type { ScalarCell } from '@folio/documents';

import { isMonthFirst, parseCellDate } from './cell-dates';
import { decimalMarkOf, parseCellNumber } from './cell-numbers';
import type { ColumnType, TableValue } from './table-types';

// Written for "no value" in sheets: a dash, n/a, s/d (sin datos), n.d.
const NO_VALUE = /^(?:[-‐–—.]|n\/?a|s\/?d|n\.?d\.?|null|none)$/iu;

/** A column's type and its values converted to it (null where a cell is empty). */
export type TypedColumn = { type: ColumnType; values: TableValue[] };

function cellText(cell: ScalarCell): string | undefined {
  switch (cell.type) {
    case 'empty':
    case 'error':
      return undefined;
    case 'string': {
      const text = cell.value.trim();
      return text === '' || NO_VALUE.test(text) ? undefined : text;
    }
    default:
      return String(cell.value);
  }
}

/** Each cell read by `read` (null where empty), or undefined when one cannot be read so. */
function readAll<T>(
  cells: readonly ScalarCell[],
  read: (cell: ScalarCell, text: string) => T | undefined,
): (T | null)[] | undefined {
  const values: (T | null)[] = [];
  for (const cell of cells) {
    const text = cellText(cell);
    const value = text === undefined ? null : read(cell, text);
    if (value === undefined) {
      return undefined;
    }
    values.push(value);
  }
  return values;
}

function asNumbers(cells: readonly ScalarCell[]): TypedColumn | undefined {
  const texts = cells.flatMap((cell) => (cell.type === 'string' ? [cell.value] : []));
  // Digits with a leading zero are a code (`00123`, a postcode), not a quantity.
  if (texts.some((text) => /^0\d/u.test(text.trim()))) {
    return undefined;
  }
  const mark = decimalMarkOf(texts);
  const numbers = readAll(cells, (cell, text) =>
    cell.type === 'number'
      ? { value: cell.value, hasFraction: !Number.isInteger(cell.value) }
      : cell.type === 'string'
        ? parseCellNumber(text, mark)
        : undefined,
  );
  if (numbers === undefined) {
    return undefined;
  }
  const hasFraction = numbers.some(
    (number) => number !== null && (number.hasFraction || !Number.isInteger(number.value)),
  );
  return {
    type: hasFraction ? 'decimal' : 'integer',
    values: numbers.map((number) => number?.value ?? null),
  };
}

function asDates(cells: readonly ScalarCell[]): TypedColumn | undefined {
  const texts = cells.flatMap((cell) => (cell.type === 'string' ? [cell.value] : []));
  const monthFirst = isMonthFirst(texts);
  const dates = readAll(cells, (cell, text) =>
    cell.type === 'date'
      ? cell.value
      : cell.type === 'string'
        ? parseCellDate(text, monthFirst)
        : undefined,
  );
  if (dates === undefined) {
    return undefined;
  }
  const hasTime = dates.some((date) => date !== null && date.length > 10);
  return { type: hasTime ? 'timestamp' : 'date', values: dates };
}

/**
 * The type of a column from all its cells (issue 12: integer, decimal with either separator,
 * date in the usual Spanish and English forms, text): a type holds only when every value that
 * is there reads as it; anything else keeps the column as text, as written.
 */
export function typeColumn(cells: readonly ScalarCell[]): TypedColumn {
  const present = cells.filter((cell) => cellText(cell) !== undefined);
  if (present.length > 0) {
    const typed =
      (present.every((cell) => cell.type !== 'date') ? asNumbers(cells) : undefined) ??
      (present.every((cell) => cell.type !== 'number') ? asDates(cells) : undefined);
    if (typed !== undefined) {
      return typed;
    }
  }
  return {
    type: 'text',
    values: cells.map((cell) =>
      cell.type === 'string' ? cell.value.trim() || null : (cellText(cell) ?? null),
    ),
  };
}
