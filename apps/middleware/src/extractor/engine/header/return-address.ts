// The return-address line of a window-envelope letter (DIN 5008's Rücksendeangabe, the French
// and British letters' sender line): `Name · street · postcode city` in small print right above
// the recipient's address. Its name is the sender's, the issuer, even without a legal form (a
// tradesman, a sole trader), and the block under it is the addressee's, the buyer, even when the
// buyer's name carries a legal form and no label.
import type { Doc, DocLine } from '../document-lines';
import type { LabelIndex } from '../labels/label-index';
import { blockUnder } from './block-under';

/** The return address's parts: the name, then at least a street or a postcode and city. */
const SEPARATOR = /\s+[·•|–—-]\s+|\s*[·•|]\s*/u;

/** The top of the first page, where a window address stands (DIN 5008: 45 to 90 mm of 297). */
const WINDOW_BOTTOM = 0.45;

/** One return address: its line, the sender's name in it, and the addressee's lines under it. */
export type ReturnAddress = { line: DocLine; name: string; addressee: DocLine[] };

/**
 * The return address above a window address on the first page, if the page has one: a line of
 * three or more parts whose first is a name (letters, no digits) and whose later parts hold the
 * address's digits, no label on it, right above a block of two or more lines (a name, then an
 * address with a number).
 */
export function findReturnAddress(
  doc: Doc,
  index: LabelIndex,
  isName: (text: string) => boolean,
): ReturnAddress | undefined {
  for (const line of doc.lines) {
    if (line.page !== 1 || line.box.y > line.pageHeight * WINDOW_BOTTOM) {
      continue;
    }
    const parts = line.text.split(SEPARATOR).map((part) => part.trim());
    const [name = '', ...rest] = parts;
    if (
      parts.length < 3 ||
      /\d/u.test(name) ||
      !rest.some((part) => /\d/u.test(part)) ||
      !isName(name) ||
      index.labelsIn(line).length > 0
    ) {
      continue;
    }
    const height = Math.max(line.box.height, 8);
    const addressee = blockUnder(doc, line, { count: 5, gapAfter: () => height * 2.5 });
    const [first] = addressee;
    const isBlock =
      first !== undefined &&
      addressee.length >= 2 &&
      isName(first.text) &&
      index.labelsIn(first).length === 0 &&
      addressee.slice(1, 3).some((other) => /\d/u.test(other.text));
    if (isBlock) {
      return { line, name, addressee };
    }
  }
  return undefined;
}
