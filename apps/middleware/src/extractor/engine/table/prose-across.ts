// Lines of prose in a line-item table (`Bestellt wurden lt. Auftrag … berechnet: 10`, `Lt.
// Angebot Nr. 453002 vom … berechnen wir die ausgeführten`): their numbers are no item's, and
// they join no row. Told by their shape, in any language: words of prose standing in the number
// columns, written as one run of words or as a justified line (runs apart by equal spaces).
import type { Word } from '@folio/documents';

import type { DocLine } from '../document-lines';
import { type Column, columnAt } from './columns';

// A word of prose: letters only (four or more), with its punctuation.
const PROSE_WORD = /^\p{L}{4,}[.,:;]?$/u;

/**
 * Words that start in the description column and run over two more columns, with two different
 * words of prose outside it. A row's number columns hold numbers and a unit (`2 Stück … je
 * Stück` counts one word).
 */
function isAcross(
  words: readonly Word[],
  columns: readonly Column[],
  description: Column,
): boolean {
  const zones = words.map((word) => columnAt(columns, word.box.x + word.box.width / 2));
  if (!zones.includes(description)) {
    return false;
  }
  const outside = new Set(
    words
      .filter((word, index) => zones[index] !== description && PROSE_WORD.test(word.text))
      .map((word) => word.text.toLowerCase()),
  );
  return new Set(zones).size >= 3 && outside.size >= 2;
}

// A justified line's spaces are equal but for the rounding of its boxes; a table row's gaps are
// what its cells leave, and a row of three or fewer runs could be even by chance.
const LEAST_RUNS = 4;
const EVEN_WITHIN = 2;
const EVEN_SHARE = 0.25;

/** Whether a band's runs stand apart by equal spaces, as the words of a justified line do. */
function isJustified(lines: readonly DocLine[]): boolean {
  const runs = [...lines].sort((a, b) => a.box.x - b.box.x);
  if (runs.length < LEAST_RUNS) {
    return false;
  }
  const gaps = runs
    .slice(1)
    .map((run, index) => run.box.x - ((runs[index]?.box.x ?? 0) + (runs[index]?.box.width ?? 0)));
  const least = Math.min(...gaps);
  return least > 0 && Math.max(...gaps) - least <= Math.max(EVEN_WITHIN, least * EVEN_SHARE);
}

/**
 * Whether a band is a line of prose across the table: one run of words from the description
 * column over two more columns, or a justified line whose runs, apart by equal spaces, do so
 * together (its wide spaces cut it into runs that would otherwise read as cells).
 */
export function isProseAcross(
  lines: readonly DocLine[],
  columns: readonly Column[],
  description: Column | undefined,
): boolean {
  if (description === undefined) {
    return false;
  }
  if (lines.some((line) => isAcross(line.words, columns, description))) {
    return true;
  }
  const words = [...lines].sort((a, b) => a.box.x - b.box.x).flatMap((line) => line.words);
  return isJustified(lines) && isAcross(words, columns, description);
}
