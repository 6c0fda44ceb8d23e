// OCR splits a till's date at a wide gap between its words (`27.` | `Feb 2018 14:37`, `Dec:` |
// `16,` | `2019`): two or three lines of one row, none holding the date alone.
import { type DateMatch, findDates } from '@folio/core';

import { type Doc, type DocLine, rightOnRow } from '../document-lines';

/** At most this many line heights between the two parts. */
const MAX_GAP_HEIGHTS = 3;

/** The next line to the right of `line` on its row, when no wider gap than a few heights parts them. */
function nextOnRow(doc: Doc, line: DocLine): DocLine | undefined {
  const [next] = rightOnRow(doc, line);
  return next === undefined ||
    next.box.x - (line.box.x + line.box.width) > line.box.height * MAX_GAP_HEIGHTS
    ? undefined
    : next;
}

/**
 * Dates written across two or three neighbouring lines of a row (`Dec:` | `16,` | `2019 08:54`),
 * each date starting in the first line and ending past the one before its last, with the first
 * line and the last.
 */
export function datesAcrossGap(doc: Doc): { line: DocLine; next: DocLine; date: DateMatch }[] {
  const found: { line: DocLine; next: DocLine; date: DateMatch }[] = [];
  for (const line of doc.lines) {
    let text = line.text;
    let last = line;
    for (let parts = 2; parts <= 3; parts += 1) {
      const next = nextOnRow(doc, last);
      if (next === undefined) {
        break;
      }
      const before = text.length;
      text = `${text} ${next.text}`;
      last = next;
      for (const date of findDates(text)) {
        if (date.start < line.text.length && date.end > before + 1) {
          found.push({ line, next, date });
        }
      }
    }
  }
  return found;
}
