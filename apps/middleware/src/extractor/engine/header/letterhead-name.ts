// The letterhead's name: the seller prints its name at the top of the first page in a larger
// font than the page's text, while the customer's window block is in the text's size. Without a
// legal form or a label, such a name lost to the customer's `… Ltd` or `… SAS` block (named
// twice, or over its VAT id): a lawyer's `Rechtsanwältin Dr. Sabine Keller`, an ERP's letterhead
// over the customer's block at the right (probe 5). A brand in the letterhead (one word a logo
// writes, `nordwind`) stands for the company whose legal name holds that word elsewhere on the
// page: that name is the issuer's.
import { foldText } from '@folio/core';

import { type Doc, type DocLine, linesOnPage, overlapX } from '../document-lines';
import { findLegalName } from './legal-names';

/** How much taller than the page's median line a letterhead's name is (12 pt over 9 pt). */
const LARGER = 1.3;
/** Where the letterhead stands: the top quarter of the first page. */
const LETTERHEAD_BOTTOM = 0.25;
/** Two names this close in height are two parties' heads alike, no letterhead. */
const ALIKE = 0.5;

// A document's title, printed as large (`CREDIT MEMO`, `Sales Invoice`, `ANZAHLUNGSRECHNUNG`,
// `Advance Payment Invoice`, `AVOIR`): a kind of document anywhere in the line, no one's name.
const TITLE =
  /(?:^|[\s/-])(?:\S*rechnung|invoice|facture|avoir|gutschrift|credit (?:memo|note)|quittung|receipt|pro ?forma|statement|kostennote|fee note|note d'honoraires|factura|factuur|creditnota|abono)(?:$|[\s:/-])/u;

/** The letterhead's name: its line, the name, and where it starts in the line. */
export type LetterheadName = { line: DocLine; name: string; start: number };

const wordsOf = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\d]+/u)
    .filter((word) => word.length >= 4);

/**
 * The tallest name at the top of the first page, when it is clearly taller than the page's text
 * and no other name there is as tall; `cleanName` gives a line's name if it reads as one.
 */
export function findLetterheadName(
  doc: Doc,
  cleanName: (text: string) => string | undefined,
): LetterheadName | undefined {
  const page = linesOnPage(doc, 1);
  const heights = page.map((line) => line.box.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)];
  // A text layer writes its text in a few font sizes, most lines at the body's very height; a
  // scan's lines vary in height with the ink, and no line's size says it is a letterhead.
  const isTyped =
    median !== undefined &&
    page.filter((line) => Math.abs(line.box.height - median) < 0.05).length >= page.length / 2;
  if (page.length < 5 || median === undefined || !isTyped) {
    return undefined;
  }
  const named = page
    .filter(
      (line) =>
        line.box.y < line.pageHeight * LETTERHEAD_BOTTOM && line.box.height >= median * LARGER,
    )
    .map((line) => ({ line, legal: findLegalName(line.text), name: cleanName(line.text) }))
    .filter(
      (entry) =>
        (entry.legal !== undefined || entry.name !== undefined) && !TITLE.test(entry.line.folded),
    )
    .sort((a, b) => b.line.box.height - a.line.box.height);
  const [tallest, next] = named;
  if (
    tallest === undefined ||
    (next !== undefined && tallest.line.box.height - next.line.box.height < ALIKE)
  ) {
    return undefined;
  }
  if (tallest.legal !== undefined) {
    return { line: tallest.line, name: tallest.legal.name, start: tallest.legal.start };
  }
  const name = tallest.name ?? '';
  const words = wordsOf(name);
  for (const line of doc.lines) {
    const legal = line.index === tallest.line.index ? undefined : findLegalName(line.text);
    if (legal !== undefined && wordsOf(legal.name).some((word) => words.includes(word))) {
      return { line, name: legal.name, start: legal.start };
    }
  }
  // Without a legal form, a name of two words or more over its address (a street's or a
  // postcode's digits on the next line down): a slogan or a heading printed large stands over
  // no address, and a scan's misread letters (`ay DISC%`) are no name.
  return !/^[\p{L}&'’.,-]+(?: [\p{L}&'’.,-]+)+$/u.test(name) ||
    /[.!?]$/u.test(name) ||
    !isOverAddress(doc, tallest.line)
    ? undefined
    : { line: tallest.line, name, start: Math.max(0, tallest.line.text.indexOf(name)) };
}

/** Whether the next line down in `line`'s column, close under it, holds digits. */
function isOverAddress(doc: Doc, line: DocLine): boolean {
  const next = linesOnPage(doc, line.page)
    .filter(
      (other) =>
        other.box.y > line.box.y + line.box.height / 2 &&
        other.box.y - line.box.y < line.box.height * 2.5 &&
        overlapX(other.box, line.box) > 0,
    )
    .sort((a, b) => a.box.y - b.box.y)[0];
  return next !== undefined && /\d/u.test(next.text);
}
