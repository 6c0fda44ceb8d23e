// A block of lines under a line in its column (a buyer's block under its label, an addressee's
// under a window letter's return address): the lines below it that overlap it, nearest first,
// while each follows the one before closely enough.
import { type Doc, type DocLine, overlapX, linesOnPage } from '../document-lines';

export type BlockRules = {
  /** At most this many lines of the column are looked at. */
  count: number;
  /** The widest gap allowed under `previous` before the next line: wider ends the block. */
  gapAfter: (previous: DocLine) => number;
  /** A line that ends the block before it (another block's label). */
  isEnd?: (line: DocLine) => boolean;
};

/** The lines of the block under `start` (itself not included). */
export function blockUnder(doc: Doc, start: DocLine, rules: BlockRules): DocLine[] {
  const column = linesOnPage(doc, start.page)
    .filter((line) => line.box.y > start.box.y + 1 && overlapX(line.box, start.box) > 0)
    .sort((a, b) => a.box.y - b.box.y);
  const block: DocLine[] = [];
  let previous = start;
  for (const line of column.slice(0, rules.count)) {
    if (
      line.box.y - (previous.box.y + previous.box.height) > rules.gapAfter(previous) ||
      rules.isEnd?.(line) === true
    ) {
      break;
    }
    block.push(line);
    previous = line;
  }
  return block;
}
