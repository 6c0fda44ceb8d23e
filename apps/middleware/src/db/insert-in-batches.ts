import { setImmediate as nextTurn } from 'node:timers/promises';

// The embedded database (PGlite) runs a statement on the serving thread without a pause, and a
// row's text search vectors are built inside the statement: about 16,000 characters of text keep
// one statement near 10 ms. A turn of the event loop between statements lets health checks and
// other requests through while a long file is written.
const DEFAULT_MAX_CHARS = 16_000;

export type BatchLimits = {
  /** Rows per statement, below the protocol's 65,535 parameters. */
  maxRows: number;
  /** Text per statement, summed over the rows' `text`. */
  maxChars?: number;
};

/** The rows in statement-sized batches: at most `maxRows` rows and about `maxChars` of text. */
export function statementBatches<T extends { text: string }>(
  rows: readonly T[],
  limits: BatchLimits,
): T[][] {
  const maxChars = limits.maxChars ?? DEFAULT_MAX_CHARS;
  const batches: T[][] = [];
  let batch: T[] = [];
  let chars = 0;
  for (const row of rows) {
    if (
      batch.length > 0 &&
      (batch.length >= limits.maxRows || chars + row.text.length > maxChars)
    ) {
      batches.push(batch);
      batch = [];
      chars = 0;
    }
    batch.push(row);
    chars += row.text.length;
  }
  if (batch.length > 0) {
    batches.push(batch);
  }
  return batches;
}

/** Writes `rows` batch by batch with `write`, giving the event loop a turn before each. */
export async function insertInBatches<T extends { text: string }>(
  rows: readonly T[],
  limits: BatchLimits,
  write: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (const batch of statementBatches(rows, limits)) {
    await nextTurn();
    await write(batch);
  }
}
