// A page that says no VAT is charged on the whole invoice: a small business (§ 19 UStG,
// Kleinunternehmer; franchise en base de TVA, art. 293 B du CGI; the Dutch KOR) or a seller not
// registered for VAT. Its tax is 0 and its net is its total, whatever sub-totals it prints.
import type { Doc, DocLine } from '../document-lines';
import type { SourceBox } from '../types';

// Folded text (lower case, no accents).
const NO_VAT =
  /§ ?19 (abs\.? ?1 )?ustg|\bkleinunternehmer|\btva non applicable|\bart(icle|\.)? ?293 ?b\b|\bfranchise en base de tva|\bnot registered for vat|\bno vat (is )?charged|\bkleineondernemersregeling|\bvrijgesteld van btw \(kor\)/u;

/** The lines stating that the invoice carries no VAT at all. */
export function noVatStatements(doc: Doc): DocLine[] {
  return doc.lines.filter(isNoVatStatement);
}

/** Whether a line states that the invoice carries no VAT. */
export function isNoVatStatement(line: DocLine): boolean {
  return NO_VAT.test(line.folded);
}

/** Whether a value was read inside one of `lines` (`TVA non applicable, art. 293 B`: not 293). */
export function isInside(source: SourceBox, lines: readonly DocLine[]): boolean {
  return lines.some(
    (line) =>
      line.page === source.page &&
      source.box.y >= line.box.y - 1 &&
      source.box.y <= line.box.y + line.box.height + 1 &&
      source.box.x >= line.box.x - 1 &&
      source.box.x <= line.box.x + line.box.width + 1,
  );
}
