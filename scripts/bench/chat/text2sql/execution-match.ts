// Execution accuracy as text2sql-dev's README defines it: values normalised, rows compared as
// multisets (in order only when the question is about order and the gold SQL orders), column names
// and order ignored, extra predicted columns accepted, any gold alternative counts.

type Cell = string;

const NUMERIC_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/iu;

// Numbers kept as text by one side (the workbook types an id or a coordinate column as numbers
// where the source database had text) compare as numbers: the value is the same.
function normaliseValue(value: unknown): Cell {
  if (value === null || value === undefined) {
    return 'null';
  }
  if (typeof value === 'bigint') {
    return `n:${value.toString()}`;
  }
  if (typeof value === 'number') {
    return `n:${String(Math.round(value * 10_000) / 10_000)}`;
  }
  if (value instanceof Date) {
    const iso = value.toISOString();
    return `s:${iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19)}`;
  }
  if (typeof value === 'boolean') {
    return `b:${String(value)}`;
  }
  const text = typeof value === 'string' ? value.trim() : JSON.stringify(value);
  if (NUMERIC_TEXT.test(text)) {
    return normaliseValue(Number(text));
  }
  // ISO timestamps from either side: 'YYYY-MM-DD HH:MM:SS' and 'YYYY-MM-DDTHH:MM:SS'.
  return `s:${text.replace(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}).*$/u, '$1T$2')}`;
}

function normaliseRows(rows: readonly (readonly unknown[])[]): Cell[][] {
  return rows.map((row) => row.map(normaliseValue));
}

const rowKey = (row: readonly Cell[]) => JSON.stringify(row);

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) {
    return false;
  }
  const sortedB = b.toSorted();
  return a.toSorted().every((value, index) => value === sortedB[index]);
}

/** Every injective choice of one predicted column per gold column, in gold column order. */
function* columnChoices(
  candidates: readonly number[][],
  used: Set<number> = new Set(),
): Generator<number[]> {
  const [first, ...rest] = candidates;
  if (first === undefined) {
    yield [];
    return;
  }
  for (const column of first) {
    if (!used.has(column)) {
      used.add(column);
      for (const tail of columnChoices(rest, used)) {
        yield [column, ...tail];
      }
      used.delete(column);
    }
  }
}

/** Whether predicted rows match gold rows under the README's rules. */
export function rowsMatch(
  predicted: readonly (readonly unknown[])[],
  gold: readonly (readonly unknown[])[],
  isOrdered: boolean,
): boolean {
  if (predicted.length !== gold.length) {
    return false;
  }
  const goldRows = normaliseRows(gold);
  const predictedRows = normaliseRows(predicted);
  const goldWidth = goldRows[0]?.length ?? 0;
  const predictedWidth = predictedRows[0]?.length ?? 0;
  if (goldRows.length === 0) {
    return true;
  }
  // A gold column can only be a predicted column holding the same multiset of values.
  const candidates = Array.from({ length: goldWidth }, (_, goldColumn) => {
    const values = goldRows.map((row) => row[goldColumn] ?? 'null');
    return Array.from({ length: predictedWidth }, (_, column) => column).filter((column) =>
      sameMultiset(
        values,
        predictedRows.map((row) => row[column] ?? 'null'),
      ),
    );
  });
  const goldKeys = goldRows.map(rowKey);
  for (const choice of columnChoices(candidates)) {
    const projected = predictedRows.map((row) =>
      rowKey(choice.map((column) => row[column] ?? 'null')),
    );
    if (
      isOrdered
        ? projected.every((key, index) => key === goldKeys[index])
        : sameMultiset(projected, goldKeys)
    ) {
      return true;
    }
  }
  return false;
}

/** Row order counts only for `order_by` questions whose gold SQL orders (README). */
export function isOrderCompared(category: string, goldSql: string): boolean {
  return category === 'order_by' && /\border\s+by\b/iu.test(goldSql);
}
