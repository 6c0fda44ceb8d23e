import { roundBox } from './boxes';
import { groupRows } from './group-rows';
import { orderColumns } from './order-columns';
import { DEFAULT_SPLIT_OPTIONS, type SplitOptions, splitRow } from './split-row';
import type { Line, Word } from './types';

/**
 * Rebuilds reading-order lines from positioned words, whatever their source (a PDF text layer
 * or OCR): words are grouped into rows, rows are cut at wide gaps so columns never interleave
 * and a label stays beside its value, and side-by-side prose columns are read one after the
 * other. Boxes must share one top-left-origin unit.
 */
export function buildLines(words: readonly Word[], options: Partial<SplitOptions> = {}): Line[] {
  const settings = { ...DEFAULT_SPLIT_OPTIONS, ...options };
  const usable = words.filter(
    (word) => word.text.trim() !== '' && word.box.height > 0 && Number.isFinite(word.box.x),
  );
  const rows = groupRows(usable).map((row) => splitRow(row.words, settings));
  return orderColumns(rows).map((line) => ({
    text: line.text,
    box: roundBox(line.box),
    words: line.words.map((word) => ({ ...word, box: roundBox(word.box) })),
  }));
}

/** The plain text of lines, one per line. */
export function linesToText(lines: readonly Line[]): string {
  return lines.map((line) => line.text).join('\n');
}
