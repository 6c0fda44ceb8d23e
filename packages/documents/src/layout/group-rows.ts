import { verticalOverlap } from './boxes';
import type { Word } from './types';

/** Words that share a row: their vertical extents overlap. `top` and `bottom` are averages. */
export type Row = { top: number; bottom: number; words: Word[] };

type OpenRow = Row & { topSum: number; bottomSum: number };

// Two boxes share a row when they overlap by at least half of the shorter one: robust to mixed
// font sizes on one baseline, to OCR boxes with and without descenders, and to slight skew.
const MIN_OVERLAP = 0.5;
// Rows are opened in order of their centre, so a word can only belong to one of the last few.
const ROWS_LOOKED_BACK = 8;

/** Groups words into rows, top to bottom; each row's words stay in input order. */
export function groupRows(words: readonly Word[]): Row[] {
  const sorted = [...words].sort((a, b) => centre(a) - centre(b) || a.box.x - b.box.x);
  const rows: OpenRow[] = [];
  for (const word of sorted) {
    const row = findRow(rows, word);
    if (row) {
      row.words.push(word);
      row.topSum += word.box.y;
      row.bottomSum += word.box.y + word.box.height;
      row.top = row.topSum / row.words.length;
      row.bottom = row.bottomSum / row.words.length;
    } else {
      const top = word.box.y;
      const bottom = word.box.y + word.box.height;
      rows.push({ top, bottom, topSum: top, bottomSum: bottom, words: [word] });
    }
  }
  return rows
    .map(({ top, bottom, words: rowWords }) => ({ top, bottom, words: rowWords }))
    .sort((a, b) => a.top + a.bottom - (b.top + b.bottom));
}

function findRow(rows: readonly OpenRow[], word: Word): OpenRow | undefined {
  let best: OpenRow | undefined;
  let bestOverlap = MIN_OVERLAP;
  for (let index = rows.length - 1; index >= Math.max(0, rows.length - ROWS_LOOKED_BACK); index--) {
    const row = rows[index];
    if (!row) {
      continue;
    }
    const overlap = verticalOverlap(row, word.box);
    if (overlap >= bestOverlap) {
      best = row;
      bestOverlap = overlap;
    }
  }
  return best;
}

function centre(word: Word): number {
  return word.box.y + word.box.height / 2;
}
