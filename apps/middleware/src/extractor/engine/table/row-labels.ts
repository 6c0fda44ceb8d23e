// What the labels on a table's rows say (issue 16): the concepts a summary line under the items
// opens with (`Zwischensumme`, `Less discount 5 %`), and whether a row of headings begins a VAT
// breakdown. The table reader (`read-rows.ts`) ends, skips or keeps rows by them.
import type { DocLine } from '../document-lines';
import { findLabelsInLine } from '../labels/find-labels';

// A summary line may open with the word saying which way it goes (`Less discount 5 %`,
// `abzgl. Rabatt`, `zzgl. Fracht`, `plus delivery`): its label is still the line's own.
const LEADING_SIGN_WORD = /^\s*(less|plus|minus|add|abzgl|zzgl|moins|min)\.?:?\s+$/u;

/** The concepts of the strong labels a row's line opens with. */
export function labelConcepts(line: DocLine): string[] {
  return findLabelsInLine(line)
    .filter(
      (label) =>
        (label.start <= 1 || LEADING_SIGN_WORD.test(line.folded.slice(0, label.start))) &&
        label.strength >= 3,
    )
    .flatMap((label) => [...label.concepts]);
}

/**
 * A row of headings naming a tax and a net or total (`Taux | Total HT | TVA | TTC`,
 * `USt-Satz | Netto | USt | Brutto`) with no amount: a VAT breakdown under the items begins.
 */
export function isTaxBreakdownHead(lines: readonly DocLine[]): boolean {
  const concepts = new Set(
    lines.flatMap((line) =>
      findLabelsInLine(line)
        .filter((label) => label.strength >= 3)
        .flatMap((label) => [...label.concepts]),
    ),
  );
  return concepts.has('tax') && (concepts.has('net') || concepts.has('total'));
}
