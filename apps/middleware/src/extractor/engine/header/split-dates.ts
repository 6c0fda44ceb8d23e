// OCR splits a till's date at a wide gap between its words (`27.` | `Feb 2018 14:37`): two lines
// of one row, neither holding the date alone.
import { type DateMatch, findDates } from '@folio/core';

import { type Doc, type DocLine, isSameRow } from '../document-lines';

/** At most this many line heights between the two parts. */
const MAX_GAP_HEIGHTS = 3;

/** Dates written across two neighbouring lines of a row, with the two lines. */
export function datesAcrossGap(doc: Doc): { line: DocLine; next: DocLine; date: DateMatch }[] {
  const found: { line: DocLine; next: DocLine; date: DateMatch }[] = [];
  for (const line of doc.lines) {
    const right = line.box.x + line.box.width;
    const [next] = doc.lines
      .filter((other) => other !== line && isSameRow(line, other) && other.box.x >= right - 1)
      .sort((a, b) => a.box.x - b.box.x);
    if (next === undefined || next.box.x - right > line.box.height * MAX_GAP_HEIGHTS) {
      continue;
    }
    for (const date of findDates(`${line.text} ${next.text}`)) {
      if (date.start < line.text.length && date.end > line.text.length + 1) {
        found.push({ line, next, date });
      }
    }
  }
  return found;
}
